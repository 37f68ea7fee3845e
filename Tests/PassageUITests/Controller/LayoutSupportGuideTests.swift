// The iOS 7 layout guides PanModal-style code still uses: their length is the safe area's inset, and their
// anchors place views in constraints.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class LayoutSupportGuideTests: XCTestCase {
    /// iPhone 15 Pro: the top guide is 59 pt (the status bar's safe area), the bottom one 34 pt; a view pinned
    /// between them spans the safe area.
    func testTheGuidesSpanTheSafeAreaInsets() async {
        let controller = UIViewController()
        let (loop, window) = makeWindow(root: controller)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        loop.advance(frames: 1)
        XCTAssertEqual(controller.topLayoutGuide.length, window.safeAreaInsets.top)
        XCTAssertEqual(controller.bottomLayoutGuide.length, window.safeAreaInsets.bottom)
        XCTAssertGreaterThan(controller.topLayoutGuide.length, 0)
        XCTAssertEqual(content.frame.minY, window.safeAreaInsets.top)
        XCTAssertEqual(content.frame.maxY, window.bounds.height - window.safeAreaInsets.bottom)
        XCTAssertTrue(controller.topLayoutGuide === controller.topLayoutGuide, "made once")
    }
}
