// UIKit's built-in presentation animations, used when the transitioning delegate vends no animator:
// cover vertical (the presented view slides up from below the container, down again on dismissal), cross
// dissolve (it fades in and out), and flip horizontal (the outgoing side turns away about the vertical axis
// in perspective, the incoming side turns in, over black). UIKit's exact timing is private; Passage uses
// 0.5 s with ease-in-out (documented in the DifferencesFromUIKit article).
import Foundation
import PassageCore

/// The animation controller of a presentation or dismissal without a custom one.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of every built-in presentation animation, in seconds.
    static let duration: TimeInterval = 0.5

    let style: UIModalTransitionStyle
    /// True for a presentation, false for a dismissal.
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        switch style {
        case .coverVertical: cover(context)
        case .flipHorizontal: flip(context)
        case .crossDissolve, .partialCurl: dissolve(context)
        }
    }

    private var options: UIView.AnimationOptions { .curveEaseInOut }

    private func cover(_ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let offset = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if presenting {
            guard let toViewController = context.viewController(forKey: .to), let toView = context.view(forKey: .to)
            else {
                return context.completeTransition(false)
            }
            toView.frame = context.finalFrame(for: toViewController)
            toView.transform = offset
            container.addSubview(toView)
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: options,
                animations: {
                    toView.transform = .identity
                },
                completion: { _ in
                    toView.transform = .identity
                    context.completeTransition(!context.transitionWasCancelled)
                })
        } else {
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(false) }
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: options,
                animations: {
                    fromView.transform = offset
                },
                completion: { _ in
                    fromView.transform = .identity
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    }

    private func dissolve(_ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        if presenting {
            guard let toViewController = context.viewController(forKey: .to), let toView = context.view(forKey: .to)
            else {
                return context.completeTransition(false)
            }
            toView.frame = context.finalFrame(for: toViewController)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: options,
                animations: {
                    toView.alpha = 1
                },
                completion: { _ in
                    toView.alpha = 1
                    context.completeTransition(!context.transitionWasCancelled)
                })
        } else {
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(false) }
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: options,
                animations: {
                    fromView.alpha = 0
                },
                completion: { _ in
                    fromView.alpha = 1
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    }

    /// The two sides turn about the vertical axis through the container's centre: the outgoing side from 0
    /// to 90° in the first half, the incoming side from −90° to 0 in the second. The side that is not in the
    /// container (the presenter's view) is represented by a snapshot for the animation.
    private func flip(_ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromViewController = context.viewController(forKey: .from),
            let toViewController = context.viewController(forKey: .to)
        else { return context.completeTransition(false) }
        let presentedView = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
        guard let presentedView else { return context.completeTransition(false) }
        let presenterView: UIView = (presenting ? fromViewController : toViewController).view
        if presenting {
            presentedView.frame = context.finalFrame(for: toViewController)
            container.addSubview(presentedView)
        }
        guard let presenterSide = presenterView.snapshotView(afterScreenUpdates: false) else {
            return context.completeTransition(false)
        }
        presenterSide.frame = container.convert(presenterView.bounds, from: presenterView)
        container.addSubview(presenterSide)
        let outgoing = presenting ? presenterSide : presentedView
        let incoming = presenting ? presentedView : presenterSide
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        let previousBackground = container.backgroundColor
        container.backgroundColor = .black
        container.layer.sublayerTransform = perspective
        incoming.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        UIView.animateKeyframes(
            withDuration: Self.duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    outgoing.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    incoming.layer.transform = CATransform3DIdentity
                }
            },
            completion: { _ in
                presenterSide.removeFromSuperview()
                presentedView.layer.transform = CATransform3DIdentity
                container.layer.sublayerTransform = CATransform3DIdentity
                container.backgroundColor = previousBackground
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
