// A matched-view transition written the way Hero users write theirs (`view.hero.id = "photo"` on both screens,
// and the library moves each pair), with Passage's own code: views on the two screens that carry the same
// MatchTag (UIKit's `tag`) are paired by MatchedViewsAnimator, a navigation animator over session 218's APIs.
// Each pair moves as two snapshots, the outgoing one fading into the incoming one, from the outgoing view's frame
// to the incoming one's, under the detail screen, whose other content fades in at the end of a push and out at
// the start of a pop. Here a place card becomes the detail's background and
// its photo the detail's photo.
import Passage

extension DemoCatalog {
    /// A card whose photo and background fly into the detail screen by matched tags, and back.
    public static func matchedCard() -> Scene {
        Scene(
            name: "matched-card",
            summary:
                "views tagged alike on both screens fly from one to the other (a card's photo and background into the detail's), the rest fades: a Hero-style matched transition written as a custom navigation animator (session 218)",
            duration: MatchedCardScene.duration
        ) { window in
            MatchedCardScene(in: window).watched
        }
    }
}

/// The tags the matched-card demo pairs views by (a range of its own, so other tags are left alone).
enum MatchTag {
    /// Place `index`'s card, and the detail background it becomes.
    static func card(_ index: Int) -> Int { 7100 + index }
    /// Place `index`'s photo.
    static func photo(_ index: Int) -> Int { 7200 + index }
    /// Whether `tag` is one of these.
    static func isMatch(_ tag: Int) -> Bool { (7100..<7300).contains(tag) }
}

/// The matched-card demo's controllers and timeline.
@MainActor
final class MatchedCardScene {
    static let pushTime: TimeInterval = 0.4
    static let popTime: TimeInterval = 2.0
    static let duration: TimeInterval = 3.0
    /// The card that opens.
    static let place = 1

    let list: PlacesListController
    private(set) weak var detail: MatchedPlaceController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        let list = PlacesListController()
        self.list = list
        let navigation = UINavigationController(rootViewController: list)
        let delegate = MatchedViewsNavigationDelegate()
        list.retained.append(delegate)
        navigation.delegate = delegate
        window.rootViewController = navigation
        list.loadViewIfNeeded()
        for (index, card) in list.cards.enumerated() {
            card.tag = MatchTag.card(index)
            card.picture.tag = MatchTag.photo(index)
        }
        let detail = MatchedPlaceController(index: Self.place)
        self.detail = detail
        script.at(Self.pushTime) { navigation.pushViewController(detail, animated: true) }
        script.at(Self.popTime) { navigation.popViewController(animated: true) }
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["list": list.view]
        if let detail { views.append("detail", detail.view) }
        return views
    }
}

/// A place's detail: a background the card becomes, under the detail page (its photo tagged like the card's).
final class MatchedPlaceController: UIViewController {
    let index: Int

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = SampleContent.place(index).name
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        let background = UIView(frame: root.bounds)
        background.backgroundColor = .secondarySystemGroupedBackground
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        background.tag = MatchTag.card(index)
        let page = DetailPageView(place: SampleContent.place(index), frame: root.bounds)
        page.backgroundColor = .clear
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        page.picture.tag = MatchTag.photo(index)
        root.addSubview(background)
        root.addSubview(page)
        view = root
    }
}

/// Vends the matched animator for every push and pop.
final class MatchedViewsNavigationDelegate: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        MatchedViewsAnimator(pushing: operation == .push)
    }
}

/// Pairs the views of the two screens that carry the same MatchTag and flies each pair from the outgoing view's
/// frame to the incoming one's on a spring; the screen on top (the pushed one) fades in or out around them.
final class MatchedViewsAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.6
    static let dampingRatio: CGFloat = 0.86
    /// The share of the duration the rest of the top screen takes to fade: the last part of a push, the first
    /// part of a pop.
    static let fadeShare: Double = 0.4

    let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// The tagged views under `root` (itself included), by tag; the first found wins.
    static func taggedViews(in root: UIView) -> [Int: UIView] {
        var found: [Int: UIView] = [:]
        var pending = [root]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if MatchTag.isMatch(view.tag), found[view.tag] == nil { found[view.tag] = view }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let toController = context.viewController(forKey: .to)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        toView.frame = context.finalFrame(for: toController)
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()
        let top = pushing ? toView : fromView
        let outgoing = Self.taggedViews(in: fromView)
        let incoming = Self.taggedViews(in: toView)
        // Every matched view is hidden before any is copied, so a matched view's snapshot leaves out the matched
        // views inside it (the card's copy has no photo; the photo flies on its own).
        let pairs = outgoing.keys.sorted().compactMap { tag in
            incoming[tag].flatMap { end in outgoing[tag].map { (start: $0, end: end) } }
        }
        let hidden = pairs.flatMap { [$0.start, $0.end] }
        for view in hidden { view.isHidden = true }
        var flights: [(leaving: UIView, arriving: UIView, end: CGRect)] = []
        for pair in pairs {
            guard let leaving = Self.snapshot(of: pair.start), let arriving = Self.snapshot(of: pair.end) else {
                continue
            }
            let startFrame = container.convert(pair.start.bounds, from: pair.start)
            let endFrame = container.convert(pair.end.bounds, from: pair.end)
            // Under the screen on top (whose unmatched content shows over the flying background), in tag order.
            for snapshot in [leaving, arriving] {
                Self.place(snapshot, at: startFrame)
                container.insertSubview(snapshot, belowSubview: top)
            }
            arriving.alpha = 0
            flights.append((leaving, arriving, endFrame))
        }
        // The rest of the screen on top fades in once the matched views are well on their way (or out early), so
        // its text never floats over the other screen.
        if pushing { top.alpha = 0 }
        UIView.animate(
            withDuration: Self.duration * Self.fadeShare, delay: pushing ? Self.duration * (1 - Self.fadeShare) : 0,
            options: [],
            animations: {
                top.alpha = self.pushing ? 1 : 0
            })
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: 0,
            options: [],
            animations: {
                for flight in flights {
                    Self.place(flight.leaving, at: flight.end)
                    Self.place(flight.arriving, at: flight.end)
                    flight.leaving.alpha = 0
                    flight.arriving.alpha = 1
                }
            },
            completion: { _ in
                for flight in flights {
                    flight.leaving.removeFromSuperview()
                    flight.arriving.removeFromSuperview()
                }
                for view in hidden { view.isHidden = false }
                top.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    /// A copy of `view` as it looks when shown (it is hidden while the matched views fly).
    private static func snapshot(of view: UIView) -> UIView? {
        view.isHidden = false
        defer { view.isHidden = true }
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        snapshot?.isUserInteractionEnabled = false
        return snapshot
    }

    /// Shows `snapshot` (sized like the view it copies) stretched over `frame`.
    private static func place(_ snapshot: UIView, at frame: CGRect) {
        let size = snapshot.bounds.size
        snapshot.transform = CGAffineTransform(
            scaleX: size.width > 0 ? frame.width / size.width : 1, y: size.height > 0 ? frame.height / size.height : 1)
        snapshot.center = CGPoint(x: frame.midX, y: frame.midY)
    }
}
