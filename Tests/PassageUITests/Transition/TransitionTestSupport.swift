// Shared pieces of the transition tests: controllers that log their callbacks, a window, a plain slide animator.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A log of callbacks, in order, shared by the controllers of one test.
@MainActor
final class CallbackLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries whose text starts with `prefix`.
    func entries(of prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A controller that logs its appearance and containment callbacks as "name.callback", and whether a transition
/// coordinator was there in viewWillAppear / viewWillDisappear.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    var coordinatorInWillAppear: Bool?
    var coordinatorInWillDisappear: Bool?
    var flagsInWillAppear: (presented: Bool, moving: Bool)?
    var flagsInWillDisappear: (dismissed: Bool, moving: Bool)?

    init(_ name: String, log: CallbackLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        view.backgroundColor = color
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        coordinatorInWillAppear = transitionCoordinator != nil
        flagsInWillAppear = (isBeingPresented, isMovingToParent)
        log.add("\(name).willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        coordinatorInWillDisappear = transitionCoordinator != nil
        flagsInWillDisappear = (isBeingDismissed, isMovingFromParent)
        log.add("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// Slides the incoming view in from the right edge (the outgoing one out to the left) over `duration` seconds,
/// linearly; reverses for dismissals and pops. Logs animationEnded.
@MainActor
final class LinearSlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let reverse: Bool
    let log: CallbackLog?
    var completeCalls = 1

    init(duration: TimeInterval = 0.5, reverse: Bool = false, log: CallbackLog? = nil) {
        self.duration = duration
        self.reverse = reverse
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let width = container.bounds.width
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, let to = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            toView.transform = CGAffineTransform(translationX: reverse ? -width : width, y: 0)
            container.addSubview(toView)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                toView?.transform = .identity
                fromView?.transform = CGAffineTransform(translationX: self.reverse ? width : -width, y: 0)
            },
            completion: { _ in
                fromView?.transform = .identity
                toView?.transform = .identity
                self.log?.add("completeTransition")
                for _ in 0..<self.completeCalls { context.completeTransition(!context.transitionWasCancelled) }
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// A transitioning delegate (and navigation and tab bar delegate) that vends fixed controllers.
@MainActor
final class VendingDelegate: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    var presentation: ((UIViewController, UIViewController?) -> UIPresentationController)?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interactor }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interactor }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presentation?(presented, presenting)
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactor }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// A fresh frame loop and a visible 400 × 800 window showing `root`.
@MainActor
func makeWindow(root: UIViewController) -> (FrameLoop, UIWindow) {
    let loop = FrameLoop()
    loop.makeCurrent()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (loop, window)
}

extension UIView {
    /// The presented x translation of the view's transform (its layer's presentation).
    var presentedTranslationX: CGFloat {
        CATransform3DGetAffineTransform(layer.presentation()?.transform ?? layer.transform).tx
    }
    /// The presented opacity.
    var presentedAlpha: CGFloat { CGFloat(layer.presentation()?.opacity ?? layer.opacity) }
}
