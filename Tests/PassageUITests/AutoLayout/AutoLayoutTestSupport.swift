// Helpers for the Auto Layout tests: a fresh frame loop with a window, and a text measurer whose
// sizes are easy to compute by hand (each character is half the point size wide, a line 1.2 × tall).
import Foundation
import XCTest

@testable import PassageUI

@MainActor
func makeLayoutWindow(width: CGFloat = 400, height: CGFloat = 800) -> (FrameLoop, UIWindow) {
    let loop = FrameLoop()
    loop.makeCurrent()
    loop.textMeasurer = FrameLoop.TextMeasurer { text, _, pointSize, maxWidth, _ in
        let width = CGFloat(text.count) * pointSize / 2
        guard let maxWidth, width > maxWidth else { return CGSize(width: width, height: pointSize * 1.2) }
        let lines = (width / maxWidth).rounded(.up)
        return CGSize(width: maxWidth, height: lines * pointSize * 1.2)
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    return (loop, window)
}

/// A view placed by constraints.
@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}
