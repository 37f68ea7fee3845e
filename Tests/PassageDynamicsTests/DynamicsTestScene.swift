// A fresh frame loop and a reference view for each dynamics test, and a delegate that records calls.
import Foundation
import PassageCore
import PassageUI

@testable import PassageDynamics

@MainActor
struct DynamicsTestScene {
    let loop = FrameLoop()
    let referenceView: UIView

    /// A scene with a `width` × `height` reference view.
    init(width: CGFloat = 400, height: CGFloat = 800) {
        loop.makeCurrent()
        referenceView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A `size` view centred at `center` in the reference view.
    func addItem(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(
            frame: CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height))
        referenceView.addSubview(view)
        return view
    }
}

/// Records an animator's delegate calls with the frame they came on.
@MainActor
final class AnimatorEventLog: UIDynamicAnimatorDelegate {
    let loop: FrameLoop
    private(set) var events: [String] = []

    init(loop: FrameLoop) {
        self.loop = loop
    }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
        events.append("resume@\(loop.frameCount)")
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        events.append("pause@\(loop.frameCount)")
    }
}

/// A plain dynamic item whose centre and transform the animator writes exactly (no pixel rounding).
@MainActor
final class TestItem: UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform = CGAffineTransform.identity

    init(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
    }
}

/// An item behaviour that turns off UIKit's default resistance, so motion follows the textbook formulas.
@MainActor
func frictionless(_ items: [any UIDynamicItem]) -> UIDynamicItemBehavior {
    let behavior = UIDynamicItemBehavior(items: items)
    behavior.resistance = 0
    behavior.angularResistance = 0
    behavior.friction = 0
    return behavior
}
