// The screens the controller demos move between: a full-bleed colour with a white card in the middle that
// names the screen and a band across the top, so motion, scale and folds read clearly in a rendering; and the
// window a demo puts its controllers in.
import Passage

/// A view controller showing a coloured screen with a titled card; logs its appearance callbacks.
@MainActor
class DemoScreenController: UIViewController {
    let color: UIColor
    let log: DemoEventLog?
    /// Objects the screen keeps alive for the demo (delegates, which their owners hold weakly, as in UIKit).
    var retained: [AnyObject] = []
    /// The card in the middle of the screen.
    private(set) var card: UIView?

    /// A screen titled `title` in `color`; appearance callbacks go to `log` as "title.didAppear" and so on.
    init(title: String, color: UIColor, log: DemoEventLog? = nil) {
        self.color = color
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = color
        let band = UIView(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 96))
        band.backgroundColor = UIColor(white: 1, alpha: 0.25)
        band.autoresizingMask = [.flexibleWidth]
        root.addSubview(band)
        let card = UIView(frame: CGRect(x: root.bounds.midX - 110, y: root.bounds.midY - 70, width: 220, height: 140))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let label = UILabel(frame: CGRect(x: 10, y: 45, width: 200, height: 50))
        label.text = title
        label.font = .boldSystemFont(ofSize: 34)
        label.textColor = color
        label.textAlignment = .center
        card.addSubview(label)
        root.addSubview(card)
        self.card = card
        view = root
    }

    override func viewWillAppear(_ animated: Bool) { log?.add("\(title ?? "?").willAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(title ?? "?").didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(title ?? "?").willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(title ?? "?").didDisappear") }
}
