// The built-in animations of a full-screen presentation without a delegate's animator: cover vertical, cross
// dissolve and flip horizontal, each 0.5 s with ease in, ease out, each leaving nothing behind. (Sheets rise on
// their own spring: SheetPresentationTests.)
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class ModalTransitionStyleTests: XCTestCase {
    private var keep: [AnyObject] = []

    private func present(_ style: UIModalTransitionStyle) -> (
        FrameLoop, LoggingViewController, LoggingViewController, UIWindow
    ) {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        keep.append(window)
        let b = LoggingViewController("B", log: log)
        b.modalTransitionStyle = style
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        return (loop, a, b, window)
    }

    /// Cover vertical: the presented view starts one container height down and is halfway up at 0.25 s.
    func testCoverVertical() async {
        let (loop, _, b, _) = present(.coverVertical)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.5)
        let ty = { CATransform3DGetAffineTransform(b.view.layer.presentation()!.transform).ty }
        loop.advance(frames: 15)
        XCTAssertEqual(ty(), 400, accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertEqual(ty(), 0, accuracy: 1e-9)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    /// Cross dissolve: the presented view fades in (half at 0.25 s) and out again on dismissal, then is opaque.
    func testCrossDissolve() async {
        let (loop, a, b, _) = present(.crossDissolve)
        loop.advance(frames: 15)
        XCTAssertEqual(b.view.presentedAlpha, 0.5, accuracy: 1e-3)
        loop.runUntilIdle()
        a.dismiss(animated: true)
        loop.advance(frames: 15)
        XCTAssertEqual(b.view.presentedAlpha, 0.5, accuracy: 1e-3)
        loop.runUntilIdle()
        XCTAssertEqual(b.view.alpha, 1, "reset for the next presentation")
        XCTAssertNil(b.view.superview)
    }

    /// Flip horizontal turns in perspective (m34 = −1/1000) over a snapshot of the presenter; afterwards the
    /// snapshot is gone and the container's perspective, background and the view's transform are reset.
    func testFlipHorizontalCleansUp() async {
        let (loop, a, b, window) = present(.flipHorizontal)
        let container = b.view.superview!
        XCTAssertEqual(container.subviews.count, 2, "the presented view and the presenter's snapshot")
        XCTAssertEqual(container.layer.sublayerTransform.m34, -1.0 / 1000, accuracy: 1e-12)
        loop.runUntilIdle()
        XCTAssertEqual(container.subviews.count, 1)
        XCTAssertTrue(CATransform3DIsIdentity(container.layer.sublayerTransform))
        XCTAssertNil(container.backgroundColor)
        XCTAssertTrue(CATransform3DIsIdentity(b.view.layer.transform))
        XCTAssertNil(a.view.superview)
        a.dismiss(animated: true)
        loop.runUntilIdle()
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertTrue(window.subviews.first === a.view)
    }
}
