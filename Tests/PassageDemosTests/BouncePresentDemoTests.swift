// The bounce-present demo: a sheet presented on an under-damped spring (ratio 0.6) and dismissed on a
// critically damped one (ratio 1.0).
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class BouncePresentDemoTests: XCTestCase {
    /// The sheet's frame: 300 × 400 centred in the 375 × 667 container.
    private let sheet = CGRect(x: 37.5, y: 133.5, width: 300, height: 400)

    /// The presentation starts one container height down (top edge at 667), overshoots its place by the
    /// under-damped spring's peak, d·e^(−ζπ/√(1−ζ²)) ≈ 9.5% of the 533.5-point distance (sampled at 60 fps:
    /// within 2%), and ends exactly in place when the 0.8 s spring completes; completions come in order.
    func testBouncePresentOvershootsAndSettles() async {
        let stage = DemoStage()
        let scene = BouncePresentScene(in: stage.window)
        scene.log.clear()
        stage.advance(to: BouncePresentScene.presentTime)
        guard let sheetView = scene.presented?.view, let container = sheetView.superview else {
            return XCTFail("not presented")
        }
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view, container]))
        assertRect(sheetView.shownFrame, sheet.offsetBy(dx: 0, dy: 667 - sheet.minY))
        var highest = CGFloat.infinity
        var middle = CGRect.null
        while stage.now < BouncePresentScene.presentTime + BounceSprings.presentation.duration - 1e-6 {
            stage.step()
            highest = min(highest, sheetView.shownFrame.minY)
            if middle.isNull,
                stage.now >= BouncePresentScene.presentTime + BounceSprings.presentation.duration / 2 - 1e-6
            {
                middle = sheetView.shownFrame
            }
        }
        let distance = 667 - sheet.minY
        let zeta = Double(BounceSprings.presentation.damping)
        let peak = distance * CGFloat(exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()))
        XCTAssertEqual(sheet.minY - highest, peak, accuracy: peak * 0.02, "the under-damped spring overshoots")
        XCTAssertEqual(middle.width, 300)
        XCTAssertLessThan(abs(middle.minY - sheet.minY), 0.1 * distance, "halfway through, the sheet is near its place")
        assertRect(sheetView.shownFrame, sheet)
        XCTAssertEqual(sheetView.shownAlpha, 1)
        XCTAssertEqual(
            scene.log.entries,
            [
                "Bounce.willAppear", "completeTransition", "Bounce.didAppear", "animationEnded(true)",
                "presentCompletion",
            ])
    }

    /// The dismissal is critically damped: the sheet moves down monotonically and never passes its end (top
    /// edge at 667); afterwards only the presenter's view is in the window and the sheet is released.
    func testBounceDismissalNeverOvershootsAndReleasesTheSheet() async {
        let stage = DemoStage()
        let scene = BouncePresentScene(in: stage.window)
        weak var container: UIView?
        stage.advance(to: BouncePresentScene.dismissTime)
        do {
            guard let sheetView = scene.presented?.view else { return XCTFail("not presented") }
            container = sheetView.superview
            var previous = sheetView.shownFrame.minY
            XCTAssertEqual(previous, sheet.minY, accuracy: 1e-6)
            while stage.now < BouncePresentScene.dismissTime + BounceSprings.dismissal.duration - 1.5 / 60 {
                stage.step()
                let minY = sheetView.shownFrame.minY
                XCTAssertGreaterThanOrEqual(minY, previous - 1e-9, "moves down monotonically")
                XCTAssertLessThanOrEqual(minY, 667 + 1e-9, "never overshoots")
                previous = minY
            }
            XCTAssertGreaterThan(previous, 660, "one frame before the end it is nearly off screen")
        }
        stage.advance(to: BouncePresentScene.duration)
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]))
        XCTAssertNil(scene.presented, "the dismissed controller is released")
        XCTAssertNil(container, "the container is released")
        XCTAssertEqual(
            scene.log.entries.suffix(5),
            [
                "Bounce.willDisappear", "completeTransition", "Bounce.didDisappear",
                "animationEnded(true)", "dismissCompletion",
            ])
    }
}
