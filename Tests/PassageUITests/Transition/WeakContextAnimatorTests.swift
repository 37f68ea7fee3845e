// An animator that keeps the transition context weakly, as declarative transition libraries do (they are the
// transitioning delegate, the animator and the interaction controller at once, and finish later from a
// display-link or animation callback): UIKit holds the context until the transition ends, so the late
// finishInteractiveTransition() and completeTransition(_:) still reach it; afterwards the context is released.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Starts every transition interactively, fades the incoming view in with Core Animation, and completes from
/// the animation's stop callback, holding the context only weakly.
@MainActor
private final class WeakContextTransition: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning, CAAnimationDelegate
{
    weak var transitionContext: UIViewControllerContextTransitioning?
    /// Whether the context was still there each time the fade ended.
    var completed: [Bool] = []

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { self }

    var wantsInteractiveStart: Bool { true }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view
        else { return }
        transitionContext.containerView.addSubview(toView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        fade.delegate = self
        toView.layer.add(fade, forKey: "library.fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        completed.append(transitionContext != nil)
        transitionContext?.finishInteractiveTransition()
        transitionContext?.completeTransition(true)
    }
}

@MainActor
final class WeakContextAnimatorTests: XCTestCase {
    /// Presenting and dismissing with the weakly held context both complete when the fade ends (0.3 s): the
    /// presented controller is in place, then gone, and the context is released after each transition.
    func testATransitionCompletesThroughAWeaklyHeldContext() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        let transition = WeakContextTransition()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transition
        root.present(presented, animated: true)
        loop.advance(frames: 1)
        XCTAssertNotNil(transition.transitionContext, "held while the transition runs")
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(transition.completed, [true])
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertNil(transition.transitionContext, "released once the transition has ended")
        presented.dismiss(animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(transition.completed, [true, true])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(transition.transitionContext)
        XCTAssertTrue(loop.diagnostics.isEmpty, "\(loop.diagnostics)")
        withExtendedLifetime(window) {}
    }
}
