// Dragging sheets, as iOS 13–17 do it: a swipe down dismisses interactively (the presented controller's
// viewWillDisappear as the drag starts; a cancelled swipe brings viewWillAppear/viewDidAppear back: "viewWillAppear
// is really viewMightAppear", WWDC 2013 session 218); the adaptive delegate hears, in UIKit's documented order,
// presentationControllerShouldDismiss (not asked when isModalInPresentation), presentationControllerWillDismiss as
// the dismissal starts and presentationControllerDidDismiss after it completed; a refused dismissal rubber-bands,
// springs back and sends presentationControllerDidAttemptToDismiss (Apple's "Disabling the pull-down gesture for a
// sheet"). Where the card goes on release is Passage's rule: the target nearest the position UIScrollView's normal
// deceleration projects (velocity · 0.499 s), the bottom edge counting as a target while dismissing.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class SheetInteractionTests: XCTestCase {
    /// A presented sheet "B" over "A" on the iPhone 15 Pro (card from 69 to 852), with a logging delegate.
    /// The window of the test running (Passage keeps no windows alive).
    private var window: UIWindow?

    private func presentSheet(configure: (LoggingViewController) -> Void = { _ in })
        -> (FrameLoop, LoggingViewController, LoggingViewController, CallbackLog, SheetDelegateLog)
    {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeDeviceWindow(root: a, device: .iPhone15Pro)
        self.window = window
        let b = LoggingViewController("B", log: log)
        let delegate = SheetDelegateLog(log: log)
        b.presentationController?.delegate = delegate
        configure(b)
        a.present(b, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        log.entries.removeAll()
        return (loop, a, b, log, delegate)
    }

    private func presentedTop(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.frame.minY
    }

    /// A fast swipe down (20 pt a frame, 1200 pt/s at release) dismisses: while the finger is down the card's
    /// top follows it (69 + travel); the callbacks come as shouldDismiss, willDismiss, B.willDisappear (being
    /// dismissed), then B.didDisappear and didDismiss. The presenter is restored.
    func testFastSwipeDismissesInUIKitsOrder() async {
        let (loop, a, b, log, delegate) = presentSheet()
        let finger = SheetFinger(loop: loop)
        var tops: [CGFloat] = []
        finger.drag(from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: 20), frames: 10) { _ in
            tops.append(self.presentedTop(b.view))
        }
        XCTAssertEqual(tops[4], 69 + 100, accuracy: 1e-6, "the card follows the finger")
        XCTAssertEqual(tops[9], 69 + 200, accuracy: 1e-6)
        XCTAssertEqual(b.flagsInWillDisappear?.dismissed, true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(
            log.entries, ["shouldDismiss", "willDismiss", "B.willDisappear", "B.didDisappear", "didDismiss"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(a.view.transform, .identity)
        withExtendedLifetime(delegate) {}
    }

    /// The sheet a swipe dismissed is released.
    func testSwipedAwaySheetIsReleased() async {
        weak var weakB: UIViewController?
        let loop: FrameLoop
        do {
            let (stage, _, b, _, delegate) = presentSheet()
            loop = stage
            weakB = b
            SheetFinger(loop: stage).drag(from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: 20), frames: 10)
            XCTAssertTrue(stage.runUntilIdle())
            withExtendedLifetime(delegate) {}
        }
        loop.step()
        XCTAssertNil(weakB)
    }

    /// A short, slow pull (60 pt, then still for 10 frames so the velocity reads 0) is cancelled: the card goes
    /// back to 69, B gets viewWillAppear/viewDidAppear again, the delegate hears no didDismiss, and the presenter
    /// is receded again.
    func testShortSlowPullIsCancelled() async {
        let (loop, a, b, log, delegate) = presentSheet()
        let receded = a.view.transform
        SheetFinger(loop: loop).drag(
            from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: 4), frames: 15, holdFrames: 10)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(log.entries, ["shouldDismiss", "willDismiss", "B.willDisappear", "B.willAppear", "B.didAppear"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertTransform(a.view.transform, receded)
        XCTAssertEqual(b.view.superview?.subviews.first?.alpha, 1, "dimmed again")
        withExtendedLifetime(delegate) {}
    }

    /// A slow pull far down (400 pt) finishes without a flick: the release point is nearer the bottom edge.
    func testLongSlowPullDismisses() async {
        let (loop, a, _, log, delegate) = presentSheet()
        SheetFinger(loop: loop).drag(
            from: CGPoint(x: 196, y: 200), step: CGVector(dx: 0, dy: 10), frames: 40, holdFrames: 10)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(log.entries.last, "didDismiss")
        withExtendedLifetime(delegate) {}
    }

    /// isModalInPresentation refuses the swipe: the delegate is not asked shouldDismiss (Apple's documentation)
    /// and hears didAttemptToDismiss once for the whole drag; the card rubber-bands below its top (UIKit's
    /// band, d · (1 − 1 / (x · 0.55 / d + 1)) over the 852 pt container) and springs back; B gets no callbacks.
    func testModalInPresentationRefusesWithOneAttempt() async {
        let (loop, a, b, log, delegate) = presentSheet { $0.isModalInPresentation = true }
        var tops: [CGFloat] = []
        SheetFinger(loop: loop).drag(from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: 20), frames: 10) { _ in
            tops.append(b.view.frame.minY)
        }
        let band = { (x: CGFloat) in 852 * (1 - 1 / (x * 0.55 / 852 + 1)) }
        XCTAssertEqual(tops[9], 69 + band(200), accuracy: 1e-6)
        XCTAssertLessThan(tops[9], 69 + 200)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(log.entries, ["didAttemptToDismiss"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "sprung back")
        withExtendedLifetime(delegate) {}
    }

    /// A delegate answering false to presentationControllerShouldDismiss refuses too: asked once, then
    /// didAttemptToDismiss once, and the sheet stays.
    func testDelegateRefusingDismissal() async {
        let (loop, a, b, log, delegate) = presentSheet()
        delegate.allowsDismissal = false
        SheetFinger(loop: loop).drag(from: CGPoint(x: 196, y: 300), step: CGVector(dx: 0, dy: 20), frames: 20)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(log.entries, ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// Dragging up past the large detent rubber-bands and springs back, with no callbacks.
    func testDragAboveTheLargeDetentRubberBands() async {
        let (loop, _, b, log, delegate) = presentSheet()
        var tops: [CGFloat] = []
        SheetFinger(loop: loop).drag(from: CGPoint(x: 196, y: 400), step: CGVector(dx: 0, dy: -20), frames: 5) { _ in
            tops.append(b.view.frame.minY)
        }
        let dimension: CGFloat = 852
        let banded: CGFloat = dimension * (1 - 1 / (100 * 0.55 / dimension + 1))
        XCTAssertEqual(tops[4], 69 - banded, accuracy: 1e-6)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(b.view.frame.minY, 69)
        XCTAssertEqual(log.entries, [])
        withExtendedLifetime(delegate) {}
    }
}
