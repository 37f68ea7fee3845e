// UIPercentDrivenInteractiveTransition: scrubbing holds the animations at duration × percent; finish and
// cancel run the rest at completionSpeed on the completion curve ((1 − p)·d / speed and p·d / speed); a
// cancel returns every view on screen to its start and the hierarchy and stack to the start state, with
// UIKit's cancel-path appearance callbacks; alongside animations are scrubbed with the transition.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class PercentDrivenTransitionTests: XCTestCase {
    private var windows: [UIWindow] = []
    /// Delegates are held weakly by their controllers, as in UIKit.
    private var delegates: [VendingDelegate] = []

    /// A navigation controller showing A with B pushed, a delegate vending a 1 s linear slide and `interaction`.
    private func makePoppable(_ log: CallbackLog, interaction: UIPercentDrivenInteractiveTransition)
        -> (FrameLoop, UINavigationController, LoggingViewController, VendingDelegate)
    {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let (loop, window) = makeWindow(root: navigation)
        windows.append(window)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1, reverse: true, log: log)
        delegate.interactor = interaction
        navigation.delegate = delegate
        delegates.append(delegate)
        log.entries.removeAll()
        return (loop, navigation, a, delegate)
    }

    /// update(0.4) holds the pop at 40%: the popped view 40% of the way out, the revealed one 60% in.
    func testUpdateScrubsTheAnimations() async {
        let log = CallbackLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (loop, navigation, a, _) = makePoppable(log, interaction: interaction)
        let b = navigation.topViewController!
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        loop.advance(frames: 10)
        XCTAssertEqual(b.view.presentedTranslationX, 160, accuracy: 1e-6)
        XCTAssertEqual(a.view.presentedTranslationX, -240, accuracy: 1e-6)
        interaction.update(0.1)
        loop.advance(frames: 1)
        XCTAssertEqual(b.view.presentedTranslationX, 40, accuracy: 1e-6)
        XCTAssertEqual(interaction.percentComplete, 0.1, accuracy: 1e-9)
        XCTAssertEqual(interaction.duration, 1)
        XCTAssertTrue(navigation.transitionCoordinator?.isInteractive == true)
        XCTAssertFalse(loop.isBusy, "a held interactive transition does not keep the loop busy")
    }

    /// update(0.4) then cancel(): the rest runs back in 0.4·1 s / completionSpeed (2) = 0.2 s (12 frames);
    /// every view is back at its start, B is still on top and in the container alone, A left the container,
    /// and the appearance callbacks follow UIKit's cancel path.
    func testCancelReturnsEverythingToTheStart() async {
        let log = CallbackLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        let (loop, navigation, a, _) = makePoppable(log, interaction: interaction)
        let b = navigation.topViewController!
        navigation.popViewController(animated: true)
        XCTAssertTrue(navigation.topViewController === a, "during the pop the stack already has B removed")
        interaction.update(0.4)
        loop.advance(frames: 1)
        interaction.cancel()
        loop.advance(frames: 6)
        XCTAssertEqual(b.view.presentedTranslationX, 80, accuracy: 1e-6, "halfway back: 0.2 of the way out")
        loop.advance(frames: 5)
        XCTAssertFalse(log.entries.contains("completeTransition"), "11 frames: not yet back")
        loop.advance(frames: 1)
        XCTAssertTrue(log.entries.contains("completeTransition"), "12 frames = 0.2 s: back at the start")
        XCTAssertEqual(b.view.presentedTranslationX, 0, accuracy: 1e-9)
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(b.view.superview?.subviews.count == 1)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(
            log.entries.filter { !$0.hasPrefix("complete") && !$0.hasPrefix("animation") },
            [
                "B.willMove(nil)", "B.willDisappear", "A.willAppear",
                "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear", "B.didMove(parent)",
            ])
        XCTAssertTrue(log.entries.contains("animationEnded(false)"))
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertEqual(navigation.navigationBar.subviews.count, 3, "the background, the hairline and one content view")
        loop.advance(frames: 1)
        XCTAssertFalse(loop.isBusy)
    }

    /// update(0.4) then finish(): the rest runs in 0.6·1 s / 1 = 0.6 s (36 frames), then the pop completes and
    /// the popped controller is released.
    func testFinishCompletesInTheRemainingTime() async {
        let log = CallbackLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let (loop, navigation, a, _) = makePoppable(log, interaction: interaction)
        weak var weakB: UIViewController?
        do {
            let b = navigation.topViewController!
            weakB = b
            navigation.popViewController(animated: true)
            interaction.update(0.4)
            loop.advance(frames: 1)
            interaction.finish()
            loop.advance(frames: 18)
            XCTAssertEqual(
                b.view.presentedTranslationX, 280, accuracy: 1e-6, "halfway through the rest: 0.7 of the way")
            loop.advance(frames: 17)
            XCTAssertFalse(log.entries.contains("completeTransition"))
            loop.advance(frames: 1)
            XCTAssertTrue(log.entries.contains("completeTransition"))
        }
        XCTAssertEqual(
            log.entries.filter { $0.contains(".") },
            ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        XCTAssertTrue(navigation.topViewController === a)
        XCTAssertEqual(a.view.presentedTranslationX, 0, accuracy: 1e-9)
        XCTAssertEqual(a.view.superview?.subviews.count, 1)
        XCTAssertNil(weakB, "the popped controller is released")
    }

    /// The coordinator: notifyWhenInteractionChanges reports the cancel; an alongside animation (of a view outside
    /// the container) shares the transition's timing and is scrubbed with it; its completion sees isCancelled.
    func testCoordinatorAlongsideIsScrubbedAndReportsCancel() async {
        let log = CallbackLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (loop, navigation, _, _) = makePoppable(log, interaction: interaction)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        navigation.view.addSubview(badge)
        navigation.popViewController(animated: true)
        let coordinator = navigation.transitionCoordinator!
        XCTAssertTrue(coordinator.initiallyInteractive)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { context in changes.append(context.isCancelled) }
        var ended: [(interactive: Bool, cancelled: Bool)] = []
        coordinator.notifyWhenInteractionEnds { context in ended.append((context.isInteractive, context.isCancelled)) }
        interaction.completionSpeed = 1.5
        interaction.completionCurve = .easeOut
        XCTAssertEqual(coordinator.completionVelocity, 1.5)
        XCTAssertEqual(coordinator.completionCurve, .easeOut)
        XCTAssertEqual(coordinator.transitionDuration, 1)
        XCTAssertFalse(coordinator.isCancelled)
        XCTAssertFalse(coordinator.isInterruptible)
        XCTAssertTrue(coordinator.isAnimated)
        XCTAssertEqual(coordinator.presentationStyle, UIModalPresentationStyle.none)
        var completionCancelled: Bool?
        coordinator.animateAlongsideTransition(
            in: badge, animation: { _ in badge.alpha = 0 },
            completion: { context in completionCancelled = context.isCancelled })
        interaction.update(0.25)
        loop.advance(frames: 1)
        XCTAssertEqual(badge.presentedAlpha, 1 - UIView.AnimationCurve.easeInOut.value(at: 0.25), accuracy: 1e-6)
        XCTAssertEqual(coordinator.percentComplete, 0.25, accuracy: 1e-12)
        interaction.cancel()
        XCTAssertEqual(changes, [true])
        XCTAssertEqual(ended.map(\.interactive), [false])
        XCTAssertEqual(ended.map(\.cancelled), [true])
        loop.runUntilIdle()
        XCTAssertEqual(completionCancelled, true)
        XCTAssertEqual(badge.presentedAlpha, 0, accuracy: 1e-9, "the alongside change stays in the model, as in UIKit")
    }

    /// A transition driven by a UIPercentDrivenInteractiveTransition that never gets updates or an end holds
    /// still without keeping the loop busy; runUntilIdle returns at once.
    func testHeldTransitionLeavesTheLoopIdle() async {
        let log = CallbackLog()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (loop, navigation, _, _) = makePoppable(log, interaction: interaction)
        navigation.popViewController(animated: true)
        XCTAssertTrue(loop.runUntilIdle(timeout: 1))
        XCTAssertNotNil(navigation.transitionCoordinator)
    }
}

extension UIView.AnimationCurve {
    /// The curve's progress at `x` (for expectations).
    @MainActor func value(at x: Double) -> CGFloat {
        CGFloat(UICubicTimingParameters(animationCurve: self).bezier.solve(x))
    }
}
