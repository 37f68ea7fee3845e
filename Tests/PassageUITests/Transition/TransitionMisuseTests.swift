// Misuse of the transition API gets a defined outcome, never a hang: completeTransition twice (the second is
// ignored), never (Passage completes it 5 s after the animations should have ended and the loop stays usable),
// presenting from a controller that already presents (ignored), dismissing with nothing presented (the
// completion still runs), and a present requested during a push (queued).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// An animator that never calls completeTransition.
@MainActor
private final class ForgetfulAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
    }
}

@MainActor
final class TransitionMisuseTests: XCTestCase {
    private var keep: [AnyObject] = []

    /// The codes of the stage's diagnostics.
    private func misuse(on loop: FrameLoop) -> [Diagnostic.Code] {
        loop.stage.diagnostics.map(\.code)
    }

    /// completeTransition called twice: the first call completes, the second is ignored (one didAppear, one
    /// animationEnded, one completion).
    func testCompleteTransitionTwiceIsIgnored() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let animator = LinearSlideAnimator(log: log)
        animator.completeCalls = 2
        let delegate = VendingDelegate()
        delegate.animator = animator
        b.transitioningDelegate = delegate
        keep += [window, delegate]
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        loop.runUntilIdle()
        XCTAssertEqual(log.entries(of: "B.didAppear").count, 1)
        XCTAssertEqual(log.entries(of: "animationEnded").count, 1)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.completeTransitionTwice])
        XCTAssertEqual(loop.diagnostics.last?.severity, .warning)
    }

    /// An animator that never calls completeTransition: the loop is busy until 0.5 s + 5 s, then Passage
    /// completes the transition itself and later transitions work.
    func testMissingCompleteTransitionTimesOut() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = ForgetfulAnimator()
        b.transitioningDelegate = delegate
        keep += [window, delegate]
        var presented = false
        a.present(b, animated: true) { presented = true }
        let start = loop.clock.currentTime
        XCTAssertTrue(loop.runUntilIdle(timeout: 10))
        XCTAssertTrue(presented)
        XCTAssertEqual(loop.clock.currentTime - start, 5.5, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertEqual(log.entries(of: "B."), ["B.willAppear", "B.didAppear"])
        XCTAssertEqual(loop.diagnostics.map(\.code), [.completeTransitionNeverCalled])
        XCTAssertEqual(loop.diagnostics.last?.frame, 330, "0.5 s + 5 s at 60 fps after the transition began")
        delegate.animator = nil
        var dismissed = false
        a.dismiss(animated: true) { dismissed = true }
        loop.runUntilIdle()
        XCTAssertTrue(dismissed, "the loop and the transition queue stay usable")
    }

    /// Presenting from a controller that already presents is ignored (its completion does not run); dismissing
    /// with nothing presented runs the completion.
    func testPresentWhilePresentingAndDismissWithNothingPresented() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        keep.append(window)
        var nothingDismissed = false
        a.dismiss(animated: true) { nothingDismissed = true }
        XCTAssertTrue(nothingDismissed)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        a.present(b, animated: false)
        var second = false
        a.present(c, animated: false) { second = true }
        loop.runUntilIdle()
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertFalse(second)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.dismissWithNothingPresented, .presentWhilePresenting])
        XCTAssertEqual(loop.diagnostics.map(\.severity), [.info, .warning])
    }

    /// A presentation requested while a push runs waits for the push to end, then runs.
    func testPresentDuringPushIsQueued() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let (loop, window) = makeWindow(root: navigation)
        keep.append(window)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        navigation.pushViewController(b, animated: true)
        b.present(c, animated: true)
        XCTAssertNil(c.presentingViewController, "queued behind the push")
        loop.advance(frames: 21)
        XCTAssertTrue(
            c.presentingViewController === navigation, "starts when the push ends; the context is the root ancestor")
        loop.runUntilIdle()
        XCTAssertEqual(log.entries(of: "C."), ["C.willAppear", "C.didAppear"])
        XCTAssertEqual(misuse(on: loop), [.presentDuringTransition])
        XCTAssertEqual(loop.diagnostics.last?.frame, 0, "raised when the request was made")
    }

    /// Navigation misuse, each with its diagnostic on the stage: a push during a push waits; pushing a
    /// controller already in the stack, popping the root and popping to a stranger do nothing; a controller
    /// given twice to setViewControllers is kept once.
    func testNavigationMisuseIsDiagnosedOnTheStage() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let (loop, window) = makeWindow(root: navigation)
        keep.append(window)
        XCTAssertNil(navigation.popViewController(animated: false))
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 3)
        navigation.pushViewController(b, animated: false)
        XCTAssertNil(navigation.popToViewController(LoggingViewController("D", log: log), animated: false))
        navigation.setViewControllers([a, b, b], animated: false)
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(
            misuse(on: loop),
            [
                .popRootController, .pushDuringTransition, .pushAlreadyInStack, .popToControllerNotInStack,
                .setViewControllersDuplicates,
            ])
    }

    /// Appearance calls out of balance and a tab index out of range are ignored, each with its diagnostic.
    func testAppearanceAndTabMisuseIsDiagnosed() async {
        let log = CallbackLog()
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let (loop, window) = makeWindow(root: tabs)
        keep.append(window)
        tabs.selectedIndex = 5
        XCTAssertEqual(tabs.selectedIndex, 0)
        let loose = LoggingViewController("L", log: log)
        loose.endAppearanceTransition()
        XCTAssertEqual(misuse(on: loop), [.selectedIndexOutOfRange, .unbalancedAppearanceTransition])
        XCTAssertTrue(loop.diagnostics[0].message.contains("5"), loop.diagnostics[0].message)
    }

    /// Non-animated transitions have no coordinator, in viewWillAppear or after.
    func testNoCoordinatorWithoutAnimation() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        keep.append(window)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        XCTAssertEqual(b.coordinatorInWillAppear, false)
        XCTAssertEqual(a.coordinatorInWillDisappear, false)
        XCTAssertEqual(
            log.entries,
            ["A.willAppear", "A.didAppear", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        loop.runUntilIdle()
        XCTAssertNil(a.transitionCoordinator)
    }
}
