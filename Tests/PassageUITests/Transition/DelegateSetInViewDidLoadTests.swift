// A controller that names itself its transitioning delegate in `viewDidLoad` (TransitionButton's
// CustomTransitionViewController does this for its fade) gets its own animator: UIKit loads the presented
// controller's view before it asks for the delegate.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class DelegateSetInViewDidLoadTests: XCTestCase {
    private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var animated = 0

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animated += 1
            let view = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    private final class SelfDelegatingController: UIViewController, UIViewControllerTransitioningDelegate {
        let fade = FadeAnimator()
        var askedForPresentation = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            transitioningDelegate = self
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            askedForPresentation += 1
            return fade
        }
    }

    func testTheDelegateSetInViewDidLoadVendsThePresentationAnimator() async {
        let (loop, window) = makeWindow(root: UIViewController())
        let presented = SelfDelegatingController()
        presented.modalPresentationStyle = .fullScreen
        XCTAssertFalse(presented.isViewLoaded)
        window.rootViewController!.present(presented, animated: true)
        XCTAssertTrue(presented.isViewLoaded, "the view is loaded by present(_:animated:completion:)")
        XCTAssertEqual(presented.askedForPresentation, 1)
        loop.advance(seconds: 0.25)
        XCTAssertEqual(presented.fade.animated, 1)
        let opacity = Double(presented.view.layer.presentation()?.opacity ?? -1)
        XCTAssertEqual(opacity, 0.5, accuracy: 0.05, "half way through the library's fade")
        loop.advance(seconds: 0.35)
        XCTAssertFalse(presented.isBeingPresented)
        XCTAssertTrue(window.rootViewController!.presentedViewController === presented)
    }
}
