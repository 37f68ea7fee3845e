// The screens the controller demos move between: an app screen on the screen's accent colour, with a large
// white title and a rounded panel of content (a list of people, a place's card, or a grid of photos), so motion,
// scale and folds read clearly in a rendering and each screen stays recognisable by its colour.
import Passage

/// What a demo screen's panel shows.
enum DemoScreenContent {
    /// A list of people, starting at the person at this index.
    case people(Int)
    /// A card about the place at this index.
    case place(Int)
    /// A grid of photos, starting at the place at this index.
    case photos(Int)

    /// The content a screen titled `title` shows by default: the demos' first screens list people, second
    /// screens show a place, third screens a grid of photos.
    static func `default`(for title: String) -> DemoScreenContent {
        switch title {
        case "A", "One", "Inbox", "Mail": .people(0)
        case "B", "Two", "Message", "Throw": .place(title == "B" ? 1 : 3)
        case "Bounce": .place(2)
        case "C", "Three", "Photos", "Physics": .photos(0)
        case "Sheet": .people(4)
        default: .people(2)
        }
    }
}

/// A view controller showing an app screen in its colour; logs its appearance callbacks.
@MainActor
class DemoScreenController: UIViewController {
    let color: UIColor
    let log: DemoEventLog?
    /// What the screen's panel shows.
    let content: DemoScreenContent
    /// Objects the screen keeps alive for the demo (delegates, which their owners hold weakly, as in UIKit).
    var retained: [AnyObject] = []

    /// A screen titled `title` in `color`, showing `content` (by default, the title's); appearance callbacks go
    /// to `log` as "title.didAppear" and so on.
    init(title: String, color: UIColor, content: DemoScreenContent? = nil, log: DemoEventLog? = nil) {
        self.color = color
        self.log = log
        self.content = content ?? .default(for: title)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = DemoScreenView(title: title ?? "", color: color, content: content, frame: UIScreen.main.bounds)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        (view as? DemoScreenView)?.showsTitle = navigationController == nil
    }

    override func viewWillAppear(_ animated: Bool) { log?.add("\(title ?? "?").willAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(title ?? "?").didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(title ?? "?").willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(title ?? "?").didDisappear") }
}

/// A demo screen's view: the accent colour full-bleed, a large white title under the safe area's top (left out
/// when a navigation bar above already shows it), and the content's panel below it, inset 16 points.
@MainActor
final class DemoScreenView: UIView {
    /// Whether the view shows its large title; its controller turns it off under a navigation bar, which shows
    /// the title. Default true.
    var showsTitle = true {
        didSet { if showsTitle != oldValue { setNeedsLayout() } }
    }
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    /// The panels under the title, top to bottom, each with its height at a width.
    private var panels: [(view: UIView, height: (CGFloat) -> CGFloat)] = []

    init(title: String, color: UIColor, content: DemoScreenContent, frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = color
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = UIColor(white: 1, alpha: 0.8)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        switch content {
        case .people(let first):
            let rows = 6
            let list = UIView()
            list.backgroundColor = .secondarySystemGroupedBackground
            list.layer.cornerRadius = 12
            list.clipsToBounds = true
            for row in 0..<rows { list.addSubview(ListRowView(person: SampleContent.person(first + row))) }
            add(list) { _ in CGFloat(rows) * ListRowView.height }
            subtitleLabel.text = "\(rows) conversations"
        case .place(let index):
            let place = SampleContent.place(index)
            let card = CardView(place: place)
            // No shadow on the colour (it hardly shows there, and a moving shadow is blurred anew every frame).
            card.layer.shadowOpacity = 0
            add(card) { width in (width * 0.6).rounded() + 112 }
            add(Self.grid(first: index + 1, count: 3)) { width in PhotoGridView.height(width: width, count: 3) }
            subtitleLabel.text = place.region
        case .photos(let first):
            add(Self.grid(first: first, count: 9)) { width in PhotoGridView.height(width: width, count: 9) }
            subtitleLabel.text = "9 photos"
        }
    }

    private static func grid(first: Int, count: Int) -> PhotoGridView {
        let grid = PhotoGridView(first: first, count: count)
        grid.layer.cornerRadius = 12
        grid.clipsToBounds = true
        return grid
    }

    private func add(_ panel: UIView, height: @escaping (CGFloat) -> CGFloat) {
        addSubview(panel)
        panels.append((panel, height))
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16
        let width = max(bounds.width - 2 * inset, 0)
        // A view placed above the screen (to drop in from there) has a safe area as deep as its offset, and is not
        // laid out again on its way down: it is laid out as it will show once on screen.
        let top = safeAreaInsets.top >= bounds.height / 2 ? 0 : safeAreaInsets.top
        titleLabel.isHidden = !showsTitle
        subtitleLabel.isHidden = !showsTitle
        titleLabel.frame = CGRect(x: inset + 4, y: top + 10, width: width, height: 41)
        subtitleLabel.frame = CGRect(x: inset + 4, y: titleLabel.frame.maxY, width: width, height: 20)
        var y = showsTitle ? subtitleLabel.frame.maxY + 14 : top + 16
        for (panel, height) in panels {
            panel.frame = CGRect(x: inset, y: y, width: width, height: height(width))
            for (index, row) in panel.subviews.enumerated() where row is ListRowView {
                row.frame = CGRect(
                    x: 0, y: CGFloat(index) * ListRowView.height, width: width, height: ListRowView.height)
            }
            y = panel.frame.maxY + 12
        }
    }
}
