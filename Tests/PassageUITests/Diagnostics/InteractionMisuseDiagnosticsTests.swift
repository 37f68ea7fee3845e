// Interaction calls out of turn: a percent-driven interactor with no transition to drive, a context driven
// after its transition ended, and an animator that completes a cancelled transition as finished. Each test pins
// the code and what Passage did.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

/// An animator that slides the new view in over 0.5 s, keeps its context, and always reports completion.
@MainActor
private final class StubbornAnimator: UIViewControllerAnimatedTransitioning {
    var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        self.context = context
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
        context.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in context.completeTransition(true) }
    }
}

@MainActor
final class InteractionMisuseDiagnosticsTests: XCTestCase {
    private var keep: [AnyObject] = []

    /// An interactor with nothing to drive ignores update, pause and finish.
    func testAPercentDrivenInteractorWithoutATransitionIgnoresInput() async {
        let (loop, window) = makeWindow(root: UIViewController())
        keep.append(window)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.update(0.5)
        XCTAssertEqual(loop.diagnostics.last?.code, .percentDrivenWithoutTransition)
        interactor.pause()
        XCTAssertEqual(loop.diagnostics.last?.code, .percentDrivenPauseWithoutTransition)
        interactor.finish()
        XCTAssertEqual(loop.diagnostics.last?.code, .percentDrivenWithoutTransition)
        XCTAssertEqual(interactor.percentComplete, 0)
    }

    /// Ending the interaction of a transition that already ended is ignored.
    func testEndingTheInteractionOfAnEndedTransitionIsIgnored() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let animator = StubbornAnimator()
        let delegate = VendingDelegate()
        delegate.animator = animator
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        keep += [window, delegate]
        root.present(presented, animated: true)
        loop.runUntilIdle()
        animator.context?.finishInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .interactionEndedWhenNotRunning)
        XCTAssertTrue(root.presentedViewController === presented)
    }

    /// An animator that completes a cancelled transition with true gets a completed transition, as in UIKit.
    func testCompletingACancelledTransitionAsFinishedCompletesIt() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let animator = StubbornAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = animator
        delegate.interactor = interactor
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        keep += [window, delegate]
        root.present(presented, animated: true)
        loop.advance(frames: 1)
        interactor.update(0.3)
        interactor.cancel()
        loop.runUntilIdle()
        XCTAssertTrue(loop.diagnostics.contains { $0.code == .completeTransitionTrueWhenCancelled })
        XCTAssertTrue(root.presentedViewController === presented, "completed, as the animator said")
    }

    /// finish() on a percent-driven transition that is animating, not interactive, is ignored: it runs on.
    func testFinishingATransitionThatIsNotInteractiveIsIgnored() async {
        let root = UIViewController()
        let (loop, window) = makeWindow(root: root)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = VendingDelegate()
        delegate.animator = StubbornAnimator()
        delegate.interactor = interactor
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        keep += [window, delegate]
        root.present(presented, animated: true)
        loop.advance(frames: 3)
        interactor.finish()
        XCTAssertEqual(loop.diagnostics.last?.code, .interactionEndedWhenNotInteractive)
        loop.runUntilIdle()
        XCTAssertTrue(root.presentedViewController === presented)
    }

    /// A presentation controller that outlives the controller that made it stands for an empty controller.
    func testAPresentationControllerOutlivingItsControllerStandsForAnEmptyOne() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var owner: UIViewController? = UIViewController()
        let presentation = UIPresentationController(madeBy: owner!)
        owner = nil
        XCTAssertNotNil(presentation.presentedViewController)
        XCTAssertEqual(loop.diagnostics.last?.code, .presentationControllerOutlivedController)
        XCTAssertEqual(loop.diagnostics.count, 1)
        _ = presentation.presentedViewController
        XCTAssertEqual(loop.diagnostics.count, 1, "the empty controller is kept")
    }
}
