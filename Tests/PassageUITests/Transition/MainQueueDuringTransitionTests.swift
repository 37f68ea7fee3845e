// Main-queue work during a transition: what transition libraries hand to `DispatchQueue.main` (starting their
// animations a run-loop turn later, completing after a delay) runs at the frames iOS would run it.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class MainQueueDuringTransitionTests: XCTestCase {
    /// An animator that starts its animation from a `DispatchQueue.main.async` block (as Hero does inside a
    /// navigation controller): the block runs at the first frame of the transition, and that frame already
    /// shows the model change it made.
    func testAnimationsStartedFromAnAsyncBlockRunBeforeTheNextFrame() async {
        final class DeferredAnimator: UIViewControllerAnimatedTransitioning {
            var startedAtFrame: Int?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.25
            }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                guard let toView = context.view(forKey: .to) else { return }
                context.containerView.addSubview(toView)
                toView.alpha = 0
                DispatchQueue.main.async {
                    self.startedAtFrame = FrameLoop.current.frameCount
                    toView.alpha = 0.5
                    UIView.animate(withDuration: 0.25) {
                        toView.alpha = 1
                    } completion: { finished in
                        context.completeTransition(finished)
                    }
                }
            }
        }
        let log = CallbackLog()
        let root = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: root)
        loop.runUntilIdle()
        let presented = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        let animator = DeferredAnimator()
        delegate.animator = animator
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        let start = loop.frameCount
        var alphaSeen: [CGFloat] = []
        loop.addFrameObserver { _ in alphaSeen.append(presented.view.presentedAlpha) }
        root.present(presented, animated: true)
        XCTAssertNil(animator.startedAtFrame, "the block waits for the run loop")
        loop.step()
        XCTAssertEqual(animator.startedAtFrame, start + 1)
        XCTAssertEqual(alphaSeen.first ?? -1, 0.5, accuracy: 1e-6, "the first frame shows the block's alpha")
        XCTAssertTrue(loop.runUntilIdle(timeout: 2))
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertEqual(log.entries(of: "B.didAppear"), ["B.didAppear"])
        withExtendedLifetime(window) {}
    }

    /// A transition completed from `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` completes at the frame
    /// 0.3 s of media time after the animator ran (frame 18 at 60 fps), on every run.
    func testATransitionCompletedAfterADelayCompletesOnTheVirtualClock() async {
        final class DelayedCompletionAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                guard let toView = context.view(forKey: .to) else { return }
                context.containerView.addSubview(toView)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { context.completeTransition(true) }
            }
        }
        let log = CallbackLog()
        let root = LoggingViewController("A", log: log)
        let (loop, window) = makeWindow(root: root)
        loop.runUntilIdle()
        let presented = LoggingViewController("B", log: log)
        let delegate = VendingDelegate()
        delegate.animator = DelayedCompletionAnimator()
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        let start = loop.frameCount
        var completedAtFrame: Int?
        root.present(presented, animated: true) { completedAtFrame = loop.frameCount }
        usleep(350_000)  // 0.35 s of wall-clock time
        loop.advance(frames: 17)
        XCTAssertNil(completedAtFrame, "wall-clock time does not count")
        XCTAssertTrue(loop.runUntilIdle(timeout: 2))
        XCTAssertEqual(completedAtFrame, start + 18)
        withExtendedLifetime(window) {}
    }
}
