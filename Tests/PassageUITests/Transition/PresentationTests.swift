// present / dismiss: hierarchy, frames and appearance at the start, middle and end; the order of completions;
// full-screen presentations remove the presenter's view, custom ones keep it.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class PresentationTests: XCTestCase {
    /// A full-screen presentation with a custom animator: the presented view slides in over 0.5 s; afterwards the
    /// presenter's view has left the window and the presented view fills the container.
    func testFullScreenPresentationHierarchyAndFrames() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(log: log)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        log.entries.removeAll()
        var completed = false
        a.present(b, animated: true) {
            log.add("presentCompletion")
            completed = true
        }
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear"])
        XCTAssertEqual(b.coordinatorInWillAppear, true)
        XCTAssertEqual(a.coordinatorInWillDisappear, true)
        XCTAssertEqual(b.flagsInWillAppear?.presented, true)
        let container = b.view.superview
        XCTAssertNotNil(container)
        XCTAssertTrue(container?.superview === window)
        XCTAssertTrue(a.view.superview === window, "the presenter's view stays until the presentation completes")
        loop.advance(frames: 15)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-6, "halfway through 0.5 s linear: 400 → 200")
        loop.advance(frames: 15)
        XCTAssertTrue(completed)
        XCTAssertEqual(
            log.entries,
            [
                "A.willDisappear", "B.willAppear", "completeTransition", "A.didDisappear", "B.didAppear",
                "animationEnded(true)", "presentCompletion",
            ])
        XCTAssertNil(a.view.superview, "a full-screen presentation removes the presenter's view")
        XCTAssertEqual(b.view.frame, window.bounds)
        XCTAssertEqual(container?.subviews.count, 1)
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertFalse(b.isBeingPresented)
    }

    /// Dismissal puts the presenter's view back, removes the container, cuts the links and releases the
    /// presented controller.
    func testDismissalRestoresThePresenterAndReleasesThePresented() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        weak var weakB: LoggingViewController?
        weak var weakContainer: UIView?
        do {
            let b = LoggingViewController("B", log: log)
            weakB = b
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            loop.runUntilIdle()
            weakContainer = b.view.superview
            log.entries.removeAll()
            var done = false
            a.dismiss(animated: true) { done = true }
            XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear"])
            XCTAssertEqual(b.flagsInWillDisappear?.dismissed, true)
            XCTAssertTrue(a.view.superview === window, "the presenter's view is back before the dismissal animates")
            loop.runUntilIdle()
            XCTAssertTrue(done)
            XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        }
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertTrue(window.subviews.first === a.view)
        XCTAssertNil(weakB, "the dismissed controller is released")
        XCTAssertNil(weakContainer, "the container view is released")
    }
}
