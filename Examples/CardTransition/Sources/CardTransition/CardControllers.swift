// The two screens: a list showing one card, and the card's detail, which fills the screen and can be dragged
// down to close.
#if canImport(UIKit)
import UIKit
#else
import Passage
#endif

/// The screen with the card; tapping the card (here: `open()`) presents its detail with the card transition.
public final class CardListViewController: UIViewController {
    /// The card the detail opens from and closes into.
    public let card = UIView()
    /// Vends the animators and the interactive dismissal; presented controllers hold it weakly.
    public let cardTransition = CardTransitionDelegate()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "List"
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        card.frame = CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 180)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        view.addSubview(card)
    }

    /// Presents the card's detail, with the card transition when `animated`.
    public func open(animated: Bool = true) {
        let detail = CardDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = cardTransition
        cardTransition.interaction.attach(to: detail)
        present(detail, animated: animated)
        if !animated { card.isHidden = true }
    }
}

/// The card opened: full screen, with a light sheet at the bottom.
public final class CardDetailViewController: UIViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.clipsToBounds = true
        let sheet = UIView(
            frame: CGRect(
                x: 0, y: view.bounds.height * 0.55, width: view.bounds.width, height: view.bounds.height * 0.45))
        sheet.backgroundColor = .white
        sheet.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleHeight]
        view.addSubview(sheet)
    }
}
