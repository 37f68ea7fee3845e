// A card in a list of places opens into its detail page and a swipe closes it back into the list: a tap on the
// card grows the page out of the card's frame on a spring, its corners straightening as it fills the screen,
// while the list behind it dims; then a finger from the left edge shrinks the page, and on release it springs
// back into its card. A custom navigation animator and a custom interaction controller over session 218's APIs,
// on app-like content (generated photos, iOS text sizes and colours).
import Passage

extension DemoCatalog {
    /// A card expanding into its detail page on a tap, and a swipe closing it.
    public static func cardExpand() -> Scene {
        Scene(
            name: "card-expand",
            summary:
                "a tap opens a card into its detail page on a spring and a swipe from the edge shrinks it back into the list (a custom animator and interaction controller, session 218)",
            duration: CardExpandScene.duration, trace: CardExpandScene.trace
        ) { window in
            CardExpandScene(in: window).watched
        }
    }
}

/// The card-expand demo's controllers and timeline.
@MainActor
final class CardExpandScene {
    /// When the finger taps the first card, in seconds after the demo started.
    static let tapTime: TimeInterval = 0.5
    /// When the finger comes down at the left edge of the open page, and when it lifts.
    static let swipeTime: TimeInterval = 2.0
    static let releaseTime: TimeInterval = 2.5
    /// How far across the screen the finger lifts, and its speed then (points per second, to the right).
    static let releaseFraction: CGFloat = 0.42
    static let releaseSpeed: CGFloat = 600
    static let duration: TimeInterval = 3.4

    /// A tap on the first card's photo, then a swipe from the left edge released moving right.
    static func trace(screen: CGSize) -> TouchTrace {
        let tap = TouchTrace.tap(at: CGPoint(x: screen.width / 2, y: 240), time: tapTime)
        let swipe = TouchTrace.edgeSwipe(
            edge: .left, in: screen, at: screen.height * 0.45, toFraction: releaseFraction,
            releaseVelocity: releaseSpeed, startTime: swipeTime, duration: releaseTime - swipeTime)
        return TouchTrace(events: tap.events + swipe.events)
    }

    let window: UIWindow
    let navigation: UINavigationController
    let list: PlacesListController
    let interaction: CardCloseInteraction
    private(set) weak var detail: PlaceDetailController?

    init(in window: UIWindow) {
        self.window = window
        let list = PlacesListController()
        self.list = list
        let navigation = UINavigationController(rootViewController: list)
        self.navigation = navigation
        // The page closes with its own swipe, which replaces the system's edge swipe (as in apps whose pops are
        // custom).
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let interaction = CardCloseInteraction(navigation: navigation) { [weak list] in list?.selectedCard }
        self.interaction = interaction
        let delegate = CardExpandTransitionDelegate(list: list, interaction: interaction)
        list.retained.append(delegate)
        navigation.delegate = delegate
        window.rootViewController = navigation
        list.onOpen = { [weak self] detail in
            self?.detail = detail
            let swipe = UIScreenEdgePanGestureRecognizer(target: interaction, action: CardCloseInteraction.didPan)
            swipe.edges = .left
            detail.view.addGestureRecognizer(swipe)
        }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["list": list.view]
        if let detail { views.append("detail", detail.view) }
        return views
    }
}

/// A list of places as cards; a tap on a card opens its detail page.
@MainActor
final class PlacesListController: UIViewController {
    /// The cards, top to bottom.
    private(set) var cards: [CardView] = []
    /// The card the detail page opens from and closes into.
    private(set) var selectedCard: CardView?
    /// Called with each detail page the list pushes.
    var onOpen: ((PlaceDetailController) -> Void)?
    /// Objects the list keeps alive for the demo (the navigation delegate, which UIKit holds weakly).
    var retained: [AnyObject] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        title = "Places"
        cards = (0..<3).map { CardView(place: SampleContent.place($0)) }
        for card in cards {
            root.addSubview(card)
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: PlacesListController.didTap))
        }
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset: CGFloat = 16
        let width = view.bounds.width - 2 * inset
        let height = (width * 0.75).rounded() + 112
        var y = view.safeAreaInsets.top + 12
        for card in cards {
            card.frame = CGRect(x: inset, y: y, width: width, height: height)
            y += height + 20
        }
    }

    /// Opens the tapped card's place.
    func didTap(_ tap: UITapGestureRecognizer) {
        guard let card = tap.view as? CardView, let index = cards.firstIndex(where: { $0 === card }),
            navigationController?.transitionCoordinator == nil
        else { return }
        selectedCard = card
        let detail = PlaceDetailController(place: SampleContent.place(index))
        onOpen?(detail)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A place's detail page.
@MainActor
final class PlaceDetailController: UIViewController {
    let place: SamplePlace

    init(place: SamplePlace) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
        title = place.name
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = DetailPageView(place: place, frame: UIScreen.main.bounds)
    }
}

/// Vends the card animator for pushes from and pops to the list, and the swipe's interaction controller while
/// a swipe drives the pop.
@MainActor
final class CardExpandTransitionDelegate: UINavigationControllerDelegate {
    private weak var list: PlacesListController?
    private let interaction: CardCloseInteraction

    init(list: PlacesListController, interaction: CardCloseInteraction) {
        self.list = list
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let card = list?.selectedCard else { return nil }
        return CardExpandAnimator(card: card, opening: operation == .push)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction.isDriving ? interaction : nil
    }
}

/// Opens the page out of the card's frame (or closes it back in): a spring on the page's frame with its
/// subviews laid out inside the animation, a corner radius going from the card's to none, and the list behind
/// dimming.
@MainActor
final class CardExpandAnimator: UIViewControllerAnimatedTransitioning {
    /// How long the spring runs, in seconds.
    static let duration: TimeInterval = 0.6
    /// The spring's damping ratio: a small overshoot, as cards opening in iOS apps have.
    static let dampingRatio: CGFloat = 0.82
    /// The alpha of the black dimming view over the list while the page is open. The list neither scales nor
    /// fades itself: a scaled list would have every card's photo resampled and shadow blurred again on each
    /// frame, and a fading one would be drawn offscreen as a group on each frame.
    static let dimmingAlpha: CGFloat = 0.3
    /// How long the page and the card cross-fade where they meet: as the page leaves the card, and as it lands.
    static let crossFadeDuration: TimeInterval = 0.08

    private let card: CardView
    private let opening: Bool

    init(card: CardView, opening: Bool) {
        self.card = card
        self.opening = opening
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let pageController = context.viewController(forKey: opening ? .to : .from)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        let pageView = opening ? toView : fromView
        let listView = opening ? fromView : toView
        let pageFrame = opening ? context.finalFrame(for: pageController) : context.initialFrame(for: pageController)
        if opening {
            container.addSubview(pageView)
        } else {
            listView.frame = context.finalFrame(for: context.viewController(forKey: .to) ?? pageController)
            container.insertSubview(listView, belowSubview: pageView)
            listView.layoutIfNeeded()
        }
        // Where the card is in the list at rest: the page opens from there and closes back there.
        let cardFrame = card.convert(card.bounds, to: container)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = opening ? 0 : Self.dimmingAlpha
        container.insertSubview(dimming, belowSubview: pageView)
        pageView.frame = opening ? cardFrame : pageFrame
        pageView.clipsToBounds = true
        pageView.layoutIfNeeded()
        // The card stays in the list under the page, which fades in over it as it opens and out into it as it
        // lands, so the two never show a gap.
        pageView.alpha = opening ? 0 : 1

        let radius = CABasicAnimation(keyPath: "cornerRadius")
        radius.fromValue = opening ? 16 : 0
        radius.toValue = opening ? 0 : 16
        radius.duration = Self.duration * 0.8
        radius.timingFunction = CAMediaTimingFunction(name: .easeOut)
        pageView.layer.cornerRadius = opening ? 0 : 16
        pageView.layer.add(radius, forKey: "cornerRadius")

        UIView.animate(
            withDuration: Self.crossFadeDuration, delay: opening ? 0 : Self.duration - Self.crossFadeDuration,
            options: [],
            animations: {
                pageView.alpha = self.opening ? 1 : 0
            })
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0,
            options: [],
            animations: {
                pageView.frame = self.opening ? pageFrame : cardFrame
                pageView.layoutIfNeeded()
                dimming.alpha = self.opening ? Self.dimmingAlpha : 0
            },
            completion: { _ in
                dimming.removeFromSuperview()
                pageView.alpha = 1
                pageView.layer.cornerRadius = 0
                if !self.opening { pageView.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
