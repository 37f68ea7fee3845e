// The custom style: the delegate's presentation controller lays the presented view out, adds chrome in its
// will-begin callback, and the presenting view stays in the window with no appearance callbacks.
// Also: interactive dismissal cancelled, interruptible animators, and dismissing a chain of presentations.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A sheet 300 × 200 in the middle of the container over a dimming view faded in alongside.
@MainActor
final class SheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var log: CallbackLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.midX - 150, y: bounds.midY - 100, width: 300, height: 200)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        dimming.frame = containerView?.bounds ?? .zero
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
}

/// An animator that fades the presented view in (or out) on an interruptible property animator.
@MainActor
final class InterruptibleFadeAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var animator: UIViewPropertyAnimator?
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let view = context.view(forKey: presenting ? .to : .from)!
        if presenting, let to = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: to)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = self.presenting ? 1 : 0 }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        self.animator = animator
        return animator
    }
}

@MainActor
final class CustomPresentationTests: XCTestCase {
    private var keep: [AnyObject] = []

    /// The custom style keeps the presenter's view in the window, sends it no appearance callbacks, lays the
    /// presented view out at frameOfPresentedViewInContainerView and fades the dimming view alongside.
    func testCustomStyleKeepsThePresenter() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        log.entries.removeAll()
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 0.5, log: log)
        var sheet: SheetPresentationController?
        delegate.presentation = { presented, presenting in
            let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting)
            controller.log = log
            sheet = controller
            return controller
        }
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        keep += [window, delegate]
        a.present(b, animated: true)
        XCTAssertTrue(b.presentationController === sheet)
        loop.advance(frames: 15)
        XCTAssertEqual(
            sheet!.dimming.presentedAlpha, 0.25, accuracy: 1e-6, "ease in, ease out at half time is half way")
        loop.runUntilIdle()
        XCTAssertEqual(
            log.entries,
            [
                "B.willAppear", "presentationTransitionWillBegin", "completeTransition", "B.didAppear",
                "presentationTransitionDidEnd(true)", "animationEnded(true)",
            ])
        XCTAssertTrue(a.view.superview === window, "the presenting view stays (session 218)")
        XCTAssertEqual(b.view.frame, CGRect(x: 50, y: 300, width: 300, height: 200))
        XCTAssertEqual(sheet!.containerView?.subviews.count, 2, "dimming view and presented view")
        log.entries.removeAll()
        a.dismiss(animated: true)
        loop.runUntilIdle()
        XCTAssertEqual(
            log.entries,
            [
                "B.willDisappear", "dismissalTransitionWillBegin", "completeTransition", "B.didDisappear",
                "dismissalTransitionDidEnd(true)", "animationEnded(true)",
            ])
        XCTAssertEqual(window.subviews.count, 1)
    }

    /// An interactive dismissal driven through an interruptible animator and cancelled at 30% runs back to the
    /// start: the presented controller stays presented, in its container, fully opaque, with the cancel-path
    /// callbacks; the coordinator reports it interruptible.
    func testInterruptibleDismissalCancelled() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .overFullScreen
        keep += [window, delegate]
        delegate.animator = InterruptibleFadeAnimator(presenting: true)
        a.present(b, animated: true)
        loop.runUntilIdle()
        XCTAssertEqual(b.view.alpha, 1)
        log.entries.removeAll()
        delegate.animator = InterruptibleFadeAnimator(presenting: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        delegate.interactor = interaction
        b.dismiss(animated: true)
        XCTAssertEqual(b.transitionCoordinator?.isInterruptible, true)
        interaction.update(0.3)
        loop.advance(frames: 1)
        XCTAssertEqual(b.view.presentedAlpha, 0.7, accuracy: 1e-6)
        interaction.cancel()
        loop.advance(frames: 9)
        XCTAssertEqual(b.view.presentedAlpha, 0.85, accuracy: 1e-6, "0.3 s back at speed 1: halfway after 0.15 s")
        loop.runUntilIdle()
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertNotNil(b.view.superview)
        XCTAssertEqual(b.view.alpha, 1, "an interruptible animator finishing at the start restores the model")
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.willAppear", "B.didAppear"])
    }

    /// Dismissing from the bottom of a chain (A presents B presents C) removes B at once and animates only C
    /// away; both are released.
    func testDismissingAChain() async {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: a)
        keep.append(window)
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = LoggingViewController("B", log: log)
            let c = LoggingViewController("C", log: log)
            weakB = b
            weakC = c
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            b.present(c, animated: false)
            XCTAssertEqual(window.subviews.count, 2, "two containers; A's and B's views left the window")
            log.entries.removeAll()
            a.dismiss(animated: true)
            XCTAssertEqual(window.subviews.count, 2, "A's view is back under C's container; B's container is gone")
            loop.runUntilIdle()
        }
        XCTAssertEqual(log.entries, ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertNil(weakB)
        XCTAssertNil(weakC)
    }
}
