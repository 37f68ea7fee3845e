// The “Building Better Transitions” talk's drop-in modal: a small card drops in from above in perspective over the
// presenter, which stays, carrying a shared square that flies from the presenter into it; on dismissal the card rises
// away and the square flies back to its place.
import Passage

extension DemoCatalog {
    /// A 280 × 180 card dropping in from the top edge with a 3D swing and a staged shared view.
    public static func dropIn() -> Scene {
        Scene(
            name: "drop-in",
            summary:
                "a 280×180 modal drops in swinging from 45° in perspective; a shared view is staged into it and back (the “Building Better Transitions” talk)",
            duration: DropInScene.duration
        ) { window in
            DropInScene(in: window).watched
        }
    }
}

/// The drop-in demo's presented controller: a white card titled "New Photo" (the photo dropped in lands in its
/// middle) with a caption along its bottom.
@MainActor
final class DropInCardController: UIViewController {
    /// The text along the card's bottom.
    let caption: String

    /// Whether the card shows its own photo where a dropped-in one would land (for transitions that carry none).
    let showsPhoto: Bool

    init(caption: String = "Added to Favourites", showsPhoto: Bool = false) {
        self.caption = caption
        self.showsPhoto = showsPhoto
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let card = UIView(frame: CGRect(origin: .zero, size: DropInAnimator.size))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        let title = UILabel(frame: CGRect(x: 16, y: 10, width: DropInAnimator.size.width - 32, height: 22))
        title.text = "New Photo"
        title.font = .preferredFont(forTextStyle: .headline)
        title.textColor = .label
        title.textAlignment = .center
        card.addSubview(title)
        let caption = UILabel(frame: CGRect(x: 16, y: 146, width: DropInAnimator.size.width - 32, height: 22))
        caption.text = self.caption
        caption.font = .preferredFont(forTextStyle: .subheadline)
        caption.textColor = .secondaryLabel
        caption.textAlignment = .center
        card.addSubview(caption)
        if showsPhoto {
            let photo = PictureView(
                seed: SampleContent.place(1).seed,
                frame: CGRect(
                    x: DropInAnimator.stagedCenter.x - DropInAnimator.stagedSize.width / 2,
                    y: DropInAnimator.stagedCenter.y - DropInAnimator.stagedSize.height / 2,
                    width: DropInAnimator.stagedSize.width, height: DropInAnimator.stagedSize.height))
            photo.layer.cornerRadius = 12
            card.addSubview(photo)
        }
        view = card
    }
}

/// The drop-in demo's controllers and timeline.
@MainActor
final class DropInScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.6
    static let duration: TimeInterval = 2.4
    /// The shared view's centre and size in the presenter's view.
    static let sharedCenter = CGPoint(x: 80, y: 540)
    static let sharedSize = CGSize(width: 60, height: 60)

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    let sharedView: UIView
    private(set) weak var presented: DropInCardController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let presenter = DemoScreenController(title: "A", color: .systemTeal, content: .photos(0), log: log)
        self.presenter = presenter
        window.rootViewController = presenter
        let sharedView = PictureView(
            seed: SampleContent.place(1).seed, frame: CGRect(origin: .zero, size: Self.sharedSize))
        sharedView.center = Self.sharedCenter
        sharedView.layer.cornerRadius = 12
        presenter.view.addSubview(sharedView)
        self.sharedView = sharedView
        let delegate = DropInTransitioningDelegate(animator: DropInAnimator(sharedView: sharedView, log: log))
        presenter.retained.append(delegate)
        let presented = DropInCardController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        self.presented = presented
        script.at(Self.presentTime) {
            presenter.present(presented, animated: true) { log.add("presentCompletion") }
        }
        script.at(Self.dismissTime) {
            presenter.dismiss(animated: true) { log.add("dismissCompletion") }
        }
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["presenter": presenter.view]
        if let presented { views.append("card", presented.view) }
        views.append("shared", sharedView)
        return views
    }
}
