// Two UIKit habits the transition machinery must honour: an animator that answers transitionDuration by
// `isInteractive` (seed 003) sees the interactive answer from the start, and an animator that moves the
// presenter's view into the container (insertSubview(toView, belowSubview: fromView)) does not lose it.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Seed 003's habit: 0.4 s when interactive, 0.5 s otherwise; the animation uses the same answer.
@MainActor
private final class InteractiveAwareAnimator: UIViewControllerAnimatedTransitioning {
    var askedInteractive: [Bool] = []
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        askedInteractive.append(context?.isInteractive ?? false)
        return context?.isInteractive == true ? 0.4 : 0.5
    }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let fromView = context.view(forKey: .from)!
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
            animations: {
                fromView.transform = CGAffineTransform(translationX: 400, y: 0)
            },
            completion: { _ in
                fromView.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// A dismissal animator that brings the presenter's view into the container under the presented view.
@MainActor
private final class ContainerRevealAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let fromView = context.view(forKey: .from)!
        if let toView = context.view(forKey: .to) {
            context.containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: 0.3, animations: { fromView.alpha = 0 },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

@MainActor
final class TransitionRegressionTests: XCTestCase {
    /// An interactive pop asks transitionDuration with isInteractive already true, so update(0.5) shows the
    /// 0.4 s animation at exactly half way.
    func testDurationIsAskedAsInteractive() async {
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let (loop, window) = makeWindow(root: navigation)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: false)
        let animator = InteractiveAwareAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = animator
        delegate.interactor = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        interaction.update(0.5)
        loop.advance(frames: 1)
        XCTAssertEqual(animator.askedInteractive, [true, true])
        XCTAssertEqual(interaction.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(b.view.presentedTranslationX, 200, accuracy: 1e-6)
        interaction.finish()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        withExtendedLifetime((window, delegate)) {}
    }

    /// A full-screen dismissal whose animator moved the presenter's view into the container ends with that
    /// view back in the window, where it was before the presentation.
    func testPresenterViewMovedIntoTheContainerComesHome() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = VendingDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        delegate.animator = ContainerRevealAnimator()
        a.dismiss(animated: true)
        XCTAssertTrue(a.view.superview === b.view.superview, "the animator moved it into the container")
        loop.runUntilIdle()
        XCTAssertTrue(a.view.superview === window)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertEqual(
            log.entries(of: "A."),
            ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear", "A.willAppear", "A.didAppear"])
        withExtendedLifetime(delegate) {}
    }
}

@MainActor
final class PercentDrivenReuseTests: XCTestCase {
    /// A navigation controller on A in a window, its delegate vending a 0.5 s linear slide driven by one
    /// percent-driven interaction, with an interactive push of B just started.
    private func pushBInteractively() -> (
        CallbackLog, UINavigationController, FrameLoop, UIWindow,
        UIPercentDrivenInteractiveTransition, VendingDelegate
    ) {
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let (loop, window) = makeWindow(root: navigation)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 0.5)
        delegate.interactor = interaction
        navigation.delegate = delegate
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        return (log, navigation, loop, window, interaction, delegate)
    }

    /// finish() called again after the transition ended is ignored: it does not end the next transition the same
    /// interaction controller drives.
    func testLateFinishDoesNotEndTheNextTransition() async {
        let (log, navigation, loop, window, interaction, delegate) = pushBInteractively()
        interaction.finish()
        loop.runUntilIdle()
        interaction.finish()
        interaction.update(0)
        navigation.pushViewController(LoggingViewController("C", log: log), animated: true)
        loop.advance(frames: 60)
        XCTAssertEqual(navigation.transitionCoordinator?.isInteractive, true, "the second push is still held")
        XCTAssertEqual(navigation.viewControllers.count, 3)
        withExtendedLifetime((window, delegate)) {}
    }

    /// A reused interaction starts the next transition it drives at 0, not where the last one was let go: UIKit
    /// keeps the percent on the transition context, so session 218's pinch interactor (one object for every pop)
    /// begins each pop from the start. Let go at 60%, percentComplete reads 0 once that transition ended, and the
    /// next push's first frame shows C at the right edge (translation 400), not 60% in (160).
    func testNextTransitionStartsAtZero() async {
        let (log, navigation, loop, window, interaction, delegate) = pushBInteractively()
        interaction.update(0.6)
        loop.advance(frames: 1)
        interaction.finish()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(interaction.percentComplete, 0, "reset when the transition ended")
        let c = LoggingViewController("C", log: log)
        navigation.pushViewController(c, animated: true)
        loop.advance(frames: 1)
        XCTAssertEqual(interaction.percentComplete, 0)
        XCTAssertEqual(c.view.presentedTranslationX, 400, accuracy: 1e-6, "C waits at the right edge")
        interaction.cancel()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        withExtendedLifetime((window, delegate)) {}
    }

    /// Issue 17's first bug: a gesture that outlives its transition. The push ran on its own (no interactive
    /// start) and ended while the finger stayed down; the gesture's late update(0.6) and finish() go nowhere
    /// (UIKit sends them to a finished context), so the next push the same controller drives starts at 0, held,
    /// with C at the right edge, and does not finish at once.
    func testInputAfterTheTransitionEndedDoesNotCarryIntoTheNext() async {
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let (loop, window) = makeWindow(root: navigation)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 0.5)
        delegate.interactor = interaction
        navigation.delegate = delegate
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        loop.runUntilIdle()
        XCTAssertNil(navigation.transitionCoordinator, "the push ended on its own")
        interaction.update(0.6)
        interaction.finish()
        XCTAssertEqual(interaction.percentComplete, 0)
        interaction.wantsInteractiveStart = true
        let c = LoggingViewController("C", log: log)
        navigation.pushViewController(c, animated: true)
        loop.advance(frames: 30)
        XCTAssertEqual(interaction.percentComplete, 0)
        XCTAssertEqual(c.view.presentedTranslationX, 400, accuracy: 1e-6, "C waits at the right edge")
        XCTAssertEqual(navigation.transitionCoordinator?.isInteractive, true, "the push is still held")
        interaction.update(0.5)
        loop.advance(frames: 1)
        XCTAssertEqual(c.view.presentedTranslationX, 200, accuracy: 1e-6, "input for this push still drives it")
        interaction.finish()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 3)
        withExtendedLifetime((window, delegate)) {}
    }

    /// Input given between the call that starts a transition and its start (it waits behind another
    /// transition) is kept for it: the queued pop starts at 30% and finish() given while queued ends it.
    func testInputForAQueuedTransitionIsKept() async {
        let (log, navigation, loop, window, interaction, delegate) = pushBInteractively()
        let other = UIPercentDrivenInteractiveTransition()
        interaction.finish()
        delegate.interactor = other
        navigation.popViewController(animated: true)
        other.update(0.3)
        XCTAssertEqual(other.percentComplete, 0.3, accuracy: 1e-12, "kept for the queued pop")
        other.finish()
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 1, "the push ran out, then the pop finished")
        XCTAssertEqual(log.entries(of: "B.").last, "B.didMove(nil)")
        withExtendedLifetime((window, delegate)) {}
    }
}
