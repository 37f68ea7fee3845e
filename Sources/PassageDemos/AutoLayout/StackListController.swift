// The controller the autolayout-stack-push demo pushes: a vertical UIStackView of mailbox rows (a rounded icon
// in the mailbox's colour, its name and a chevron), constrained to the safe-area guide. When it appears it collapses one row alongside the push (through
// the transition coordinator, `isHidden = true` inside the alongside animation); `setRowExpanded` brings the
// row back in a block animation.
import Passage

/// A list of mailboxes as rows in a vertical stack view, one of which collapses with the push that shows it.
@MainActor
final class StackListController: UIViewController {
    /// Each row's height, in points.
    static let rowHeight: CGFloat = 56
    /// The gap between rows, in points.
    static let spacing: CGFloat = 8
    /// The stack's inset from the safe-area guide's sides.
    static let sideInset: CGFloat = 16
    /// The stack's inset from the safe-area guide's top, which is the navigation bar's bottom edge.
    static let topInset: CGFloat = 16
    /// The rows' titles and icon colours, top to bottom.
    static let rows: [(title: String, color: UIColor)] = [
        ("Inbox", .systemBlue), ("Drafts", .systemOrange),
        ("Archive", .systemPurple), ("Sent", .systemGreen),
    ]
    /// The row that collapses with the push.
    static let collapsingRow = 1
    /// How long the expansion takes, in seconds (ease-in-out).
    static let expandDuration: TimeInterval = 0.4

    let log: DemoEventLog?
    /// The list.
    let stack = UIStackView()
    /// The rows, in the stack's order.
    private(set) var rowViews: [UIView] = []

    init(log: DemoEventLog? = nil) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "Folders"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        stack.axis = .vertical
        stack.spacing = Self.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        // In the view first: the rows' constraints then never see the stack without a superview.
        root.addSubview(stack)
        for (title, color) in Self.rows {
            let row = UIView()
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 10
            row.clipsToBounds = true
            let icon = UILabel(frame: CGRect(x: 14, y: (Self.rowHeight - 30) / 2, width: 30, height: 30))
            icon.text = String(title.prefix(1))
            icon.font = .systemFont(ofSize: 17, weight: .bold)
            icon.textColor = .white
            icon.textAlignment = .center
            icon.backgroundColor = color
            icon.layer.cornerRadius = 7
            icon.clipsToBounds = true
            row.addSubview(icon)
            let chevron = UILabel()
            chevron.text = "›"
            chevron.font = .systemFont(ofSize: 24)
            chevron.textColor = .tertiaryLabel
            chevron.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(chevron)
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
            // Arranged first: the stack turns the row's autoresizing translation off before its constraints go in.
            stack.addArrangedSubview(row)
            // Below required, as in UIKit, so the stack's zero-height hiding constraint wins while the row is hidden.
            let height = row.heightAnchor.constraint(equalToConstant: Self.rowHeight)
            height.priority = .required - 1
            NSLayoutConstraint.activate([
                height,
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 58),
                label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -36),
                chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -14),
                chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                label.topAnchor.constraint(equalTo: row.topAnchor),
                label.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            ])
            rowViews.append(row)
        }
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.topInset),
            stack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.sideInset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.sideInset),
        ])
        view = root
    }

    /// Lays the list out as it stands, then collapses the row alongside the transition that shows the list.
    override func viewWillAppear(_ animated: Bool) {
        log?.add("\(title ?? "?").willAppear")
        view.layoutIfNeeded()
        let row = rowViews[Self.collapsingRow]
        guard !row.isHidden else { return }
        let log = log
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in row.isHidden = true },
                completion: { _ in log?.add("collapsed") })
        } else {
            row.isHidden = true
        }
    }

    override func viewDidAppear(_ animated: Bool) { log?.add("\(title ?? "?").didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(title ?? "?").willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(title ?? "?").didDisappear") }

    /// Shows the collapsed row again, its neighbours moving apart in a block animation.
    func expandRow(completion: ((Bool) -> Void)? = nil) {
        let row = rowViews[Self.collapsingRow]
        UIView.animate(
            withDuration: Self.expandDuration, delay: 0, options: .curveEaseInOut,
            animations: {
                row.isHidden = false
            }, completion: completion)
    }
}
