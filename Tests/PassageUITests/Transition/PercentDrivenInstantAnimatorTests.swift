// A percent-driven interaction whose animator completes inside animateTransition (it has nothing to animate): the
// transition ends before the interaction has set its held time, and the transition waiting behind it starts at
// once. That next transition's animations belong to it alone: the ended interaction must not hold them.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Completes at once, inside animateTransition.
@MainActor
private final class InstantAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// Slides the incoming view in with a property animator of 0.3 s and completes in its completion.
@MainActor
private final class PropertyAnimatorSlide: UIViewControllerAnimatedTransitioning {
    var completedAtFrame: Int?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
        toView.frame = context.containerView.bounds
        toView.transform = CGAffineTransform(translationX: toView.bounds.width, y: 0)
        context.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { toView.transform = .identity }
        animator.addCompletion { [self] _ in
            completedAtFrame = FrameLoop.current.frameCount
            context.completeTransition(!context.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// Vends the instant animator with a percent-driven interaction for the pop, the property animator for the push.
@MainActor
private final class PopThenPushDelegate: UINavigationControllerDelegate {
    let slide = PropertyAnimatorSlide()
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { operation == .pop ? InstantAnimator() : slide }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { animationController is InstantAnimator ? interaction : nil }
}

@MainActor
final class PercentDrivenInstantAnimatorTests: XCTestCase {
    /// The pop ends inside its start; the push queued behind it runs its 0.3 s property animator to the end (18
    /// frames at 60 Hz) instead of staying paused until the watchdog.
    func testTheTransitionAfterAnInstantInteractivePopRunsFreely() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        let delegate = PopThenPushDelegate()
        navigation.delegate = delegate
        let (loop, window) = makeWindow(root: navigation)
        loop.runUntilIdle()
        let pushed = UIViewController()
        let start = loop.frameCount
        navigation.popViewController(animated: true)
        navigation.pushViewController(pushed, animated: true)
        loop.runUntilIdle()
        XCTAssertTrue(navigation.topViewController === pushed)
        XCTAssertTrue(pushed.view.window === window)
        let frames = (delegate.slide.completedAtFrame ?? .max) - start
        XCTAssertGreaterThanOrEqual(frames, 18)
        XCTAssertLessThanOrEqual(frames, 20, "the push's animator ran at its own pace")
        withExtendedLifetime(window) {}
    }
}
