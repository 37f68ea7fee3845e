// The Auto Layout card demo: a custom presentation whose card and chrome are laid out by anchors. The card slides
// up on its bottom constraint, grows to a taller detent and back by changing its height constraint's constant
// inside `UIView.animate { container.layoutIfNeeded() }`, then slides away.
import Passage

extension DemoCatalog {
    /// A card presented, grown to a taller detent and back by a constraint constant, then dismissed.
    public static func autoLayoutCard() -> Scene {
        Scene(
            name: "autolayout-card",
            summary:
                "a custom presentation laid out by anchors; the card's height constant animates to a taller detent and back",
            duration: AutoLayoutCardScene.duration
        ) { window in
            AutoLayoutCardScene(in: window).watched
        }
    }
}

/// The autolayout-card demo's controllers and timeline.
@MainActor
final class AutoLayoutCardScene {
    /// When the card is presented, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the card grows to the tall detent.
    static let growTime: TimeInterval = 1.0
    /// When it goes back to the compact detent.
    static let shrinkTime: TimeInterval = 1.7
    /// When it is dismissed.
    static let dismissTime: TimeInterval = 2.4
    static let duration: TimeInterval = 3.2

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var card: CardController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let delegate = CardTransitioningDelegate()
        let presenter = DemoScreenController(title: "Photos", color: .systemTeal, log: log)
        presenter.retained.append(delegate)
        self.presenter = presenter
        window.rootViewController = presenter
        let card = CardController()
        card.title = card.place.name
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        self.card = card
        script.at(Self.presentTime) {
            presenter.present(card, animated: true) { log.add("presentCompletion") }
        }
        script.at(Self.growTime) { [weak card] in
            (card?.presentationController as? CardPresentationController)?.setDetent(.tall) { _ in log.add("grown") }
        }
        script.at(Self.shrinkTime) { [weak card] in
            (card?.presentationController as? CardPresentationController)?.setDetent(.compact) { _ in log.add("shrunk")
            }
        }
        script.at(Self.dismissTime) {
            presenter.dismiss(animated: true) { log.add("dismissCompletion") }
        }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["presenter": presenter.view]
        if let card { views.append("card", card.view) }
        return views
    }
}
