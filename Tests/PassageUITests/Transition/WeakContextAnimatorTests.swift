// ElasticTransition's pattern: the animator keeps the transition context in a `weak var` and completes the
// transition later, from a display link driving its own spring. UIKit holds the context for the whole transition,
// so the animator finds it when it completes; Passage now does too (it held the context only while the animator
// did, so the animator found nil and crashed on its force-unwrap). Once the transition is over, the context is
// released with the animator's last reference.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class WeakContextAnimatorTests: XCTestCase {
    private final class SpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        weak var context: UIViewControllerContextTransitioning?
        var link: CADisplayLink?
        var elapsed: CFTimeInterval = 0
        var foundContextAtEnd: Bool?

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            let presented = transitionContext.viewController(forKey: .to)!
            transitionContext.containerView.addSubview(presented.view)
            presented.view.frame = transitionContext.containerView.bounds.offsetBy(dx: 400, dy: 0)
            let link = CADisplayLink(target: self, action: { (me: SpringAnimator) in { link in me.tick(link) } })
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        func tick(_ link: CADisplayLink) {
            elapsed += link.duration
            guard let view = context?.viewController(forKey: .to)?.view else {
                foundContextAtEnd = false
                link.invalidate()
                return
            }
            view.frame.origin.x = 400 * max(0, 1 - elapsed / 0.3)
            guard elapsed >= 0.3 else { return }
            link.invalidate()
            foundContextAtEnd = true
            context?.completeTransition(true)
        }
    }

    private final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SpringAnimator()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    func testAContextKeptWeaklyIsThereUntilTheTransitionEnds() async {
        let (loop, window) = makeWindow(root: UIViewController())
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        window.rootViewController!.present(presented, animated: true)
        loop.advance(seconds: 0.15)
        XCTAssertNotNil(delegate.animator.context, "held while the transition runs")
        XCTAssertEqual(presented.view.frame.minX, 200, accuracy: 15)
        loop.advance(seconds: 0.25)
        XCTAssertEqual(delegate.animator.foundContextAtEnd, true)
        XCTAssertTrue(window.rootViewController!.presentedViewController === presented)
        XCTAssertFalse(presented.isBeingPresented, "the presentation completed")
        XCTAssertEqual(presented.view.frame.minX, 0)
        XCTAssertNil(delegate.animator.context, "released once the transition is over")
    }
}
