// A card in a list of places opens into its detail page and closes back into the list: the page grows out of
// the card's frame on a spring, its corners straightening as it fills the screen, while the list behind it
// dims; the pop runs it back into the card. A custom navigation animator over session 218's APIs, on
// app-like content (generated photos, iOS text sizes and colours).
import Passage

extension DemoCatalog {
    /// A card expanding into its detail page, and back.
    public static func cardExpand() -> Scene {
        Scene(
            name: "card-expand",
            summary:
                "a card in a list of places opens into its detail page on a spring and closes back into the list (a custom navigation animator, session 218)",
            duration: CardExpandScene.duration
        ) { window in
            CardExpandScene(in: window).watched
        }
    }
}

/// The card-expand demo's controllers and timeline.
@MainActor
final class CardExpandScene {
    /// When the card opens, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.4
    /// When the page closes back into the card.
    static let popTime: TimeInterval = 2.2
    static let duration: TimeInterval = 3.4

    let window: UIWindow
    let list: PlacesListController
    private(set) weak var detail: PlaceDetailController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let list = PlacesListController()
        self.list = list
        let navigation = UINavigationController(rootViewController: list)
        let delegate = CardExpandTransitionDelegate(list: list)
        list.retained.append(delegate)
        navigation.delegate = delegate
        window.rootViewController = navigation
        let detail = PlaceDetailController(place: SampleContent.place(0))
        self.detail = detail
        script.at(Self.pushTime) {
            list.selectedCard = list.cards.first
            navigation.pushViewController(detail, animated: true)
        }
        script.at(Self.popTime) { navigation.popViewController(animated: true) }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["list": list.view]
        if let detail { views.append("detail", detail.view) }
        return views
    }
}

/// A list of places as cards.
@MainActor
final class PlacesListController: UIViewController {
    /// The cards, top to bottom.
    private(set) var cards: [CardView] = []
    /// The card the detail page opens from and closes into.
    var selectedCard: CardView?
    /// Objects the list keeps alive for the demo (the navigation delegate, which UIKit holds weakly).
    var retained: [AnyObject] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        title = "Places"
        cards = (0..<3).map { CardView(place: SampleContent.place($0)) }
        for card in cards { root.addSubview(card) }
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

/// Vends the card animator for pushes from and pops to the list.
@MainActor
final class CardExpandTransitionDelegate: UINavigationControllerDelegate {
    private weak var list: PlacesListController?

    init(list: PlacesListController) {
        self.list = list
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let card = list?.selectedCard else { return nil }
        return CardExpandAnimator(card: card, opening: operation == .push)
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
    /// How far the list behind dims while the page is open (its alpha). It does not scale: a scaled list would
    /// have every card's photo resampled and shadow blurred again on each frame, tripling the render's cost.
    static let dimmedAlpha: CGFloat = 0.7

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
        if !opening {
            listView.alpha = Self.dimmedAlpha
        }
        pageView.frame = opening ? cardFrame : pageFrame
        pageView.clipsToBounds = true
        pageView.layoutIfNeeded()
        pageView.alpha = opening ? 0 : 1
        card.isHidden = true

        let radius = CABasicAnimation(keyPath: "cornerRadius")
        radius.fromValue = opening ? 16 : 0
        radius.toValue = opening ? 0 : 16
        radius.duration = Self.duration * 0.8
        radius.timingFunction = CAMediaTimingFunction(name: .easeOut)
        pageView.layer.cornerRadius = opening ? 0 : 16
        pageView.layer.add(radius, forKey: "cornerRadius")

        UIView.animate(
            withDuration: 0.15, delay: opening ? 0 : Self.duration - 0.2, options: [],
            animations: {
                pageView.alpha = self.opening ? 1 : 0
            })
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0,
            options: [],
            animations: {
                pageView.frame = self.opening ? pageFrame : cardFrame
                pageView.layoutIfNeeded()
                listView.alpha = self.opening ? Self.dimmedAlpha : 1
            },
            completion: { _ in
                self.card.isHidden = false
                listView.alpha = 1
                pageView.layer.cornerRadius = 0
                if !self.opening { pageView.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
