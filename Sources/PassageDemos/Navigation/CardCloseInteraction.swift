// The swipe that closes card-expand's detail page: an interaction controller of its own (session 218's
// `UIViewControllerInteractiveTransitioning`, not the percent-driven one), as the App Store's cards close. A
// pan from the left edge starts the pop; while the finger moves, the page shrinks and rounds its corners and the
// list behind brightens, all set directly from the finger's progress (nothing is scrubbed). On release the
// interaction finishes or cancels from the finger's progress and speed, and a spring carries the page from where
// the finger left it: into its card in the list, or back to full screen.
import Passage

/// Drives the pop of a card's detail page from a pan on the page.
@MainActor
final class CardCloseInteraction: UIViewControllerInteractiveTransitioning {
    /// The page's scale when the finger has crossed the whole screen (it shrinks linearly until then).
    static let smallestScale: CGFloat = 0.7
    /// How far the page follows the finger sideways, as a fraction of the finger's travel.
    static let sidewaysFollow: CGFloat = 0.35
    /// The page's corner radius once the finger has moved, the card's own.
    static let cornerRadius: CGFloat = 16
    /// The progress (finger travel ÷ screen width) past which a release without speed closes the page.
    static let closingProgress: CGFloat = 0.3
    /// The speed toward the right (points per second) past which a release closes the page whatever its progress.
    static let closingSpeed: CGFloat = 300
    /// The spring that carries the page after the release: its length in seconds and damping ratio.
    static let releaseDuration: TimeInterval = 0.55
    static let releaseDamping: CGFloat = 0.86

    private weak var navigation: UINavigationController?
    /// The card the page closes into.
    private let card: () -> CardView?
    /// Whether a pan is driving the pop: the navigation delegate vends this controller only then.
    private(set) var isDriving = false
    /// The finger's progress, 0 at the edge to 1 across the screen, while it is down.
    private(set) var progress: CGFloat = 0
    private var context: UIViewControllerContextTransitioning?
    private var pageView: UIView?
    private var listView: UIView?
    /// The black view dimming the list while the page is over it; nil when no swipe is running.
    private(set) var dimmingView: UIView?

    init(navigation: UINavigationController, card: @escaping () -> CardView?) {
        self.navigation = navigation
        self.card = card
    }

    /// The edge pan's action: begins the pop, follows the finger, and lets go on release.
    func didPan(_ pan: UIScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDriving = true
            progress = 0
            navigation?.popViewController(animated: true)
        case .changed:
            guard let container = context?.containerView else { return }
            follow(translation: pan.translation(in: container).x, width: container.bounds.width)
        case .ended, .cancelled, .failed:
            guard let container = context?.containerView else { return }
            let speed = pan.state == .ended ? pan.velocity(in: container).x : 0
            release(closing: speed > Self.closingSpeed || (progress > Self.closingProgress && speed >= 0))
        default:
            break
        }
    }

    /// Puts the list under the page, dimmed as the open page left it, with the card hidden in it.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let pageView = transitionContext.view(forKey: .from), let listView = transitionContext.view(forKey: .to),
            let listController = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        context = transitionContext
        self.pageView = pageView
        self.listView = listView
        listView.frame = transitionContext.finalFrame(for: listController)
        transitionContext.containerView.insertSubview(listView, belowSubview: pageView)
        listView.layoutIfNeeded()
        let dimming = UIView(frame: transitionContext.containerView.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = CardExpandAnimator.dimmingAlpha
        transitionContext.containerView.insertSubview(dimming, belowSubview: pageView)
        dimmingView = dimming
        pageView.clipsToBounds = true
        card()?.isHidden = true
    }

    /// Shrinks the page and brightens the list for the finger's travel.
    private func follow(translation: CGFloat, width: CGFloat) {
        guard let context, let pageView, let dimmingView, width > 0 else { return }
        progress = min(max(translation / width, 0), 1)
        let scale = 1 - (1 - Self.smallestScale) * progress
        pageView.transform = CGAffineTransform(translationX: max(translation, 0) * Self.sidewaysFollow, y: 0)
            .scaledBy(x: scale, y: scale)
        pageView.layer.cornerRadius = Self.cornerRadius * min(progress * 10, 1)
        dimmingView.alpha = CardExpandAnimator.dimmingAlpha * (1 - progress)
        context.updateInteractiveTransition(progress)
    }

    /// Ends the interaction and springs the page into its card (closing) or back to full screen.
    private func release(closing: Bool) {
        guard let context, let pageView, let listView, let dimming = dimmingView else { return }
        isDriving = false
        let card = card()
        let container = context.containerView
        if closing {
            context.finishInteractiveTransition()
            // The page leaves its transform where the finger left it, as a frame, so the spring animates one frame.
            let shown = pageView.frame
            pageView.transform = .identity
            pageView.frame = shown
            pageView.layoutIfNeeded()
            // The card shows again under the page, which fades into it as it lands.
            card?.isHidden = false
            UIView.animate(
                withDuration: CardExpandAnimator.crossFadeDuration,
                delay: Self.releaseDuration - CardExpandAnimator.crossFadeDuration, options: [],
                animations: { pageView.alpha = 0 })
        } else {
            context.cancelInteractiveTransition()
        }
        let cardFrame = card.map { $0.convert($0.bounds, to: container) } ?? pageView.frame
        let radius = CABasicAnimation(keyPath: "cornerRadius")
        radius.fromValue = pageView.layer.cornerRadius
        radius.toValue = closing ? Self.cornerRadius : 0
        radius.duration = Self.releaseDuration * 0.6
        pageView.layer.cornerRadius = closing ? Self.cornerRadius : 0
        pageView.layer.add(radius, forKey: "cornerRadius")
        UIView.animate(
            withDuration: Self.releaseDuration, delay: 0, usingSpringWithDamping: Self.releaseDamping,
            initialSpringVelocity: 0, options: [],
            animations: {
                if closing {
                    pageView.frame = cardFrame
                    pageView.layoutIfNeeded()
                    dimming.alpha = 0
                } else {
                    pageView.transform = .identity
                    dimming.alpha = CardExpandAnimator.dimmingAlpha
                }
            },
            completion: { _ in
                card?.isHidden = false
                dimming.removeFromSuperview()
                pageView.alpha = 1
                if closing {
                    pageView.removeFromSuperview()
                } else {
                    listView.removeFromSuperview()
                }
                pageView.layer.cornerRadius = 0
                self.context = nil
                self.pageView = nil
                self.listView = nil
                self.dimmingView = nil
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
