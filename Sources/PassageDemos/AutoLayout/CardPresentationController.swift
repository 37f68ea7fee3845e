// The autolayout-card demo's custom presentation: everything is placed by constraints. The dimming view is
// pinned to the container's edges; the card is pinned to the container's sides and bottom with a height
// constraint. The card slides in and out by animating its bottom constraint's constant inside
// `UIView.animate { container.layoutIfNeeded() }`, and changes detent the same way with its height constant.
import Passage

/// Presents a card pinned to the bottom of the container over a dimming view, all with constraints.
@MainActor
final class CardPresentationController: UIPresentationController {
    /// The heights the card rests at, in points.
    enum Detent {
        case compact, tall

        /// The card's height at this detent.
        var height: CGFloat {
            switch self {
            case .compact: 300
            case .tall: 540
            }
        }
    }

    /// How long a detent change takes, in seconds (ease-in-out).
    static let detentDuration: TimeInterval = 0.4
    /// The dimming's darkness when fully shown: black at this alpha.
    static let dimmingDarkness: CGFloat = 0.4

    /// The view behind the card that dims the presenter; nil when not presented.
    private(set) var dimmingView: UIView?
    /// The card's height constraint; nil until the card is in the container.
    private(set) var heightConstraint: NSLayoutConstraint?
    /// The card's bottom-to-container-bottom constraint: 0 when shown, the card's height when below the container.
    private(set) var bottomConstraint: NSLayoutConstraint?
    /// The detent the card rests at.
    private(set) var detent: Detent = .compact

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = min(detent.height, bounds.height)
        return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dimmingView = UIView()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingDarkness)
        dimmingView.alpha = 0
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        self.dimmingView = dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    override func dismissalTransitionWillBegin() {
        guard let dimmingView else { return }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    /// Adds the card to the container, pinned to its sides and bottom at the current detent's height, laid out
    /// below the container (bottom constant = height), ready to slide up.
    func installCard() {
        guard let containerView, let card = presentedView else { return }
        card.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(card)
        // The card's chrome constraints made the engine track it while it had no superview; a layout pass
        // moves its pins to the container before its own constraints go in.
        containerView.layoutIfNeeded()
        let height = card.heightAnchor.constraint(equalToConstant: detent.height)
        let bottom = card.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: detent.height)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            height, bottom,
        ])
        heightConstraint = height
        bottomConstraint = bottom
        containerView.layoutIfNeeded()
    }

    /// Moves the card's bottom edge to the container's (`shown`) or its top edge there; call inside an animation
    /// block, which the layout pass this runs animates.
    func placeCard(shown: Bool) {
        guard let bottomConstraint, let heightConstraint else { return }
        bottomConstraint.constant = shown ? 0 : heightConstraint.constant
        containerView?.layoutIfNeeded()
    }

    /// Animates the card's height to `detent`'s by changing its height constraint's constant and laying the
    /// container out inside the animation block.
    func setDetent(_ detent: Detent, completion: ((Bool) -> Void)? = nil) {
        self.detent = detent
        guard let heightConstraint, let containerView else { return }
        UIView.animate(
            withDuration: Self.detentDuration, delay: 0, options: .curveEaseInOut,
            animations: {
                heightConstraint.constant = detent.height
                containerView.layoutIfNeeded()
            }, completion: completion)
    }

    private func removeChrome() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        heightConstraint = nil
        bottomConstraint = nil
    }
}

/// Slides the card up by its bottom constraint on presentation and down on dismissal (ease-in-out).
@MainActor
final class CardSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of the slide, in seconds.
    static let duration: TimeInterval = 0.5

    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = context.viewController(forKey: key),
            let controller = card.presentationController as? CardPresentationController
        else {
            return context.completeTransition(false)
        }
        if presenting { controller.installCard() }
        let shown = presenting
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                controller.placeCard(shown: shown)
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// Vends the card's presentation controller and slide animator.
@MainActor
final class CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(presenting: false)
    }
}
