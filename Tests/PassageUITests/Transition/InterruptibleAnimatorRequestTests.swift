// When Passage asks an animation controller for its interruptible animator: only when the transition has an
// interaction controller, as UIKit does. An animator that builds a property animator (and lays out) inside
// `interruptibleAnimator(using:)`, and animates on its own in `animateTransition(using:)`, must not be asked
// after a non-interactive transition: it would lay out twice and animate from the wrong place.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// Slides the incoming view up with UIView.animate; its interruptible animator, built anew on every call,
/// moves the view back below the container first (the pattern of libraries that share one layout function).
@MainActor
private final class SlideUpAnimator: UIViewControllerAnimatedTransitioning {
    private(set) var interruptibleRequests = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
        context.containerView.addSubview(toView)
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        UIView.animate(withDuration: 0.3, animations: { toView.frame = final }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        interruptibleRequests += 1
        let toView = context.view(forKey: .to)
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        toView?.frame = final.offsetBy(dx: 0, dy: final.height)
        return UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView?.frame = final }
    }
}

@MainActor
final class InterruptibleAnimatorRequestTests: XCTestCase {
    /// No interaction controller: UIKit never asks for the interruptible animator; the view ends in place.
    func testATransitionWithoutAnInteractionControllerIsNeverAskedForOne() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let animator = SlideUpAnimator()
        let delegate = VendingDelegate()
        delegate.animator = animator
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        loop.step()
        XCTAssertEqual(b.view.frame.minY, 0, "the model value is the end of the slide, set once")
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(animator.interruptibleRequests, 0)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.frame, window.bounds)
        XCTAssertFalse(b.transitionCoordinator?.isInterruptible ?? false)
    }

    /// With an interaction controller that starts non-interactively, the transition can be paused later, so
    /// its interruptible animator is asked for, once.
    func testATransitionWithAnInteractionControllerIsAskedOnce() async {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let animator = SlideUpAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = VendingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(animator.interruptibleRequests, 1)
        XCTAssertTrue(a.presentedViewController === b)
        withExtendedLifetime((window, delegate, interactor)) {}
    }
}
