// A reusable section header or footer: a content view for custom views, or a content configuration's view (the
// standard headers and footers the table view shows for the data source's titles are these, with the style's
// list configuration). Its text keeps the table's layout margin, so titles line up with the cells' text.
import Foundation
import PassageCore

/// A reusable view for a section's header or footer (UIKit's `UITableViewHeaderFooterView`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier of the standard title views the table view makes itself.
    static let standardReuseIdentifier = "UITableViewHeaderFooterView.standard"

    /// The view to add custom subviews to; it fills the view.
    public let contentView: UIView
    /// The identifier it was created with.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The content configuration whose view fills the content view. Default nil.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installConfiguration() }
    }

    /// The title label (created on first use; its text is shown when no configuration is set).
    open var textLabel: UILabel? {
        if let createdTextLabel { return createdTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        createdTextLabel = label
        return label
    }

    /// The secondary label (created on first use).
    open var detailTextLabel: UILabel? {
        if let createdDetailTextLabel { return createdDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        createdDetailTextLabel = label
        return label
    }

    var storedReuseIdentifier: String?
    var createdTextLabel: UILabel?
    var createdDetailTextLabel: UILabel?
    private(set) var configuredContentView: (UIView & UIContentView)?
    /// The table's layout margin, which the text keeps.
    var horizontalMargin: CGFloat = TableMetrics.compactMargin {
        didSet { if horizontalMargin != oldValue { setNeedsLayout() } }
    }

    /// Creates a view queued under `reuseIdentifier` when it leaves the screen. Required: the table view
    /// instantiates registered classes with it.
    public required init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates the view from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "\(Self.self).init(coder:): Passage does not decode views; use init(reuseIdentifier:)")
        return nil
    }

    /// A grouped header's list configuration, to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .groupedHeader()
    }

    /// Called before the view is handed out again by a dequeue. Default does nothing.
    open func prepareForReuse() {}

    private func installConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let existing = configuredContentView, existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        createdTextLabel?.isHidden = true
        createdDetailTextLabel?.isHidden = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
            (configured as? UIListContentView)?.preservedHorizontalMargin = horizontalMargin
        } else if let label = createdTextLabel {
            let height = label.sizeThatFits(CGSize(width: bounds.width - 2 * horizontalMargin, height: 0)).height
            label.frame = CGRect(
                x: horizontalMargin, y: max(0, bounds.height - height - 6),
                width: max(0, bounds.width - 2 * horizontalMargin),
                height: height)
        }
    }

    /// The height the configuration's view needs at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let configured = configuredContentView else { return CGSize(width: size.width, height: bounds.height) }
        (configured as? UIListContentView)?.preservedHorizontalMargin = horizontalMargin
        return configured.sizeThatFits(size)
    }
}
