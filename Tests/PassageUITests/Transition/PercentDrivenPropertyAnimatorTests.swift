// An animation controller that animates with a UIViewPropertyAnimator it starts itself, under a percent-driven
// interaction: the animator is held with the transition (its values follow the interaction's percent, it does
// not complete while the finger is down), and finishing or cancelling runs it to the end or back to the start,
// where its completion completes the transition. (It ran on its own clock and completed the transition half-way
// through the interaction.)
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// Slides the incoming view in from the right with a property animator of 0.5 s, linear.
@MainActor
private final class PropertyAnimatorSlide: UIViewControllerAnimatedTransitioning {
    private(set) var completions: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
        let width = context.containerView.bounds.width
        context.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { toView.transform = .identity }
        animator.addCompletion { position in
            toView.transform = .identity
            let completed = !context.transitionWasCancelled
            self.completions.append(completed)
            context.completeTransition(completed)
        }
        animator.startAnimation()
    }
}

@MainActor
final class PercentDrivenPropertyAnimatorTests: XCTestCase {
    private var keep: [AnyObject] = []

    private func present(finishing: Bool) -> (FrameLoop, UIViewController, UIViewController, PropertyAnimatorSlide) {
        let a = UIViewController()
        let (loop, window) = makeWindow(root: a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let animator = PropertyAnimatorSlide()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        b.transitioningDelegate = delegate
        keep += [window, delegate, interactor]
        a.present(b, animated: true)
        loop.step()
        interactor.update(0.3)
        for _ in 0..<60 { loop.step() }
        XCTAssertEqual(animator.completions, [], "held for a second, twice its duration: not completed")
        XCTAssertTrue(b.transitionCoordinator?.isInteractive ?? false)
        XCTAssertEqual(b.view.presentedTranslationX, 400 * 0.7, accuracy: 1e-6, "30 % of the way in")
        interactor.update(0.6)
        loop.step()
        XCTAssertEqual(b.view.presentedTranslationX, 400 * 0.4, accuracy: 1e-6, "60 % of the way in")
        if finishing { interactor.finish() } else { interactor.cancel() }
        loop.runUntilIdle()
        return (loop, a, b, animator)
    }

    func testFinishingRunsTheAnimatorToItsEnd() async {
        let (loop, a, b, animator) = present(finishing: true)
        XCTAssertEqual(animator.completions, [true])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(b.view.presentedTranslationX, 0, accuracy: 1e-9)
        XCTAssertEqual(loop.diagnostics, [])
    }

    func testCancellingRunsTheAnimatorBackToTheStart() async {
        let (loop, a, _, animator) = present(finishing: false)
        XCTAssertEqual(animator.completions, [false])
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(loop.diagnostics, [])
    }
}
