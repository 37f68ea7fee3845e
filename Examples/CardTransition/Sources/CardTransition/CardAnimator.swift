// Opens the card into the detail screen (the detail grows from the card's frame and loses its rounded corners)
// and closes it back (the reverse), with UIView animations that an interactive dismissal can scrub.
#if canImport(UIKit)
import UIKit
#else
import Passage
#endif

public final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Opening (presentation) or closing (dismissal).
    public let isOpening: Bool

    public init(isOpening: Bool) {
        self.isOpening = isOpening
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isOpening ? 0.5 : 0.4
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let listKey: UITransitionContextViewControllerKey = isOpening ? .from : .to
        let detailKey: UITransitionContextViewControllerKey = isOpening ? .to : .from
        guard let list = transitionContext.viewController(forKey: listKey) as? CardListViewController,
            let detail = transitionContext.viewController(forKey: detailKey)
        else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let cardFrame = list.card.convert(list.card.bounds, to: container)
        let fullFrame =
            isOpening ? transitionContext.finalFrame(for: detail) : transitionContext.initialFrame(for: detail)
        if isOpening { container.addSubview(detail.view) }
        detail.view.frame = isOpening ? cardFrame : fullFrame
        detail.view.layer.cornerRadius = isOpening ? 16 : 0
        list.card.isHidden = true
        let duration = transitionDuration(using: transitionContext)
        let animations = { [isOpening] in
            detail.view.frame = isOpening ? fullFrame : cardFrame
            detail.view.layer.cornerRadius = isOpening ? 0 : 16
        }
        let completion = { [isOpening] (_: Bool) in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {  // an interactive dismissal let go: put the detail back as it was
                detail.view.frame = isOpening ? cardFrame : fullFrame
                detail.view.layer.cornerRadius = isOpening ? 16 : 0
            }
            list.card.isHidden = isOpening != cancelled  // hidden while the detail shows
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isOpening {
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations,
                completion: completion)
        }
    }
}
