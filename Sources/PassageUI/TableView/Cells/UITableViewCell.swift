// A table cell: a content view for the app's views (or the standard labels and image of its style, or a content
// configuration's view), a trailing accessory, background views and a hairline separator. The table view tells
// it where it sits (TableCellContext): the margin, whether it shows its separator, whether its corners are
// rounded (inset-grouped). Selection and highlight show `selectedBackgroundView` (a grey one by default) through
// its alpha, so `setSelected(false, animated: true)` fades it, alongside a transition when called inside one.
import Foundation
import PassageCore

/// What a cell takes from the table view it is shown in.
struct TableCellContext: Equatable {
    var margin: CGFloat
    var separatorInset: UIEdgeInsets
    var separatorColor: UIColor
    var showsSeparator: Bool
    var roundedTop: Bool
    var roundedBottom: Bool
    var groupedBackground: Bool
    /// One pixel, in points: the separator's thickness.
    var pixel: CGFloat

    static let standalone = TableCellContext(
        margin: TableMetrics.compactMargin, separatorInset: .zero, separatorColor: .separator, showsSeparator: false,
        roundedTop: false, roundedBottom: false, groupedBackground: false, pixel: 0.5)
}

/// A row of a table view (UIKit's `UITableViewCell`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The view to add custom subviews to; it fills the cell up to the accessory.
    public let contentView: UIView
    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// What is drawn at the trailing edge. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A view shown at the trailing edge instead of `accessoryType`'s. Default nil.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// How selection and highlight look. Default `.default` (the grey background).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance(animated: false) } }
    /// The separator's inset for this cell (left and right count); setting it overrides the table view's.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? context.separatorInset }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// A view behind the content, filling the cell. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is selected or highlighted. Default: a grey view.
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackground }
        set {
            storedSelectedBackground?.removeFromSuperview()
            storedSelectedBackground = newValue
            installSelectedBackground()
        }
    }

    /// Whether the row is selected. Setting it calls `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the row is highlighted (a finger is down on it). Setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// The content configuration whose view fills the content view instead of the standard labels. Default nil.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }

    /// The cell's state, as configurations see it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    // MARK: Storage

    let cellStyle: CellStyle
    var storedReuseIdentifier: String?
    var storedSeparatorInset: UIEdgeInsets?
    var context = TableCellContext.standalone
    private var selectedState = false
    private var highlightedState = false
    private var storedSelectedBackground: UIView?
    /// The standard views, once created.
    var createdTextLabel: UILabel?
    var createdDetailTextLabel: UILabel?
    var createdImageView: UIImageView?
    /// The drawn accessory, when `accessoryType` is not `.none` and no `accessoryView` is set.
    private(set) var drawnAccessory: TableAccessoryView?
    /// The hairline under the row.
    let separatorView = UIView(frame: .zero)
    /// The view of `contentConfiguration`.
    private(set) var configuredContentView: (UIView & UIContentView)?

    /// Creates a cell with a standard `style`, queued under `reuseIdentifier` when it leaves the screen.
    /// Required: the table view instantiates registered classes with it (its style is then `.default`).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.standardRowHeight))
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        installSelectedBackground()
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "\(Self.self).init(coder:): Passage does not decode cells; use init(style:reuseIdentifier:)")
        return nil
    }

    // MARK: Layout (UITableViewCell+Layout.swift)

    /// Lays out the backgrounds, accessory, content view, standard views and separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCellParts()
    }

    /// The height the cell's content needs at `size.width`: the configuration's view's, or the standard
    /// layout's, never less than the standard 44 pt row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        standardFittingSize(size)
    }

    /// The cell's fitting size: from the content view's constraints (Auto Layout self-sizing) when it has any,
    /// else `sizeThatFits`.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        constraintFittingSize(
            targetSize, horizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Standard views

    /// The main label of the standard styles (created on first use).
    open var textLabel: UILabel? {
        if let createdTextLabel { return createdTextLabel }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        createdTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of `.subtitle`, `.value1` and `.value2` (created on first use); nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let createdDetailTextLabel { return createdDetailTextLabel }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 15)
        }
        createdDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view of the standard styles except `.value2` (created on first use).
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let createdImageView { return createdImageView }
        let view = UIImageView(frame: .zero)
        createdImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// A list content configuration with this cell's style's looks, to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    // MARK: Selection

    /// Selects or deselects the cell, fading the selection background over
    /// `TableMetrics.selectionFadeDuration` when `animated` (inside an animation block, with that block).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell or ends its highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Resets selection and highlight; subclasses reset their content here.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    private func installSelectedBackground() {
        if storedSelectedBackground == nil {
            let view = UIView(frame: bounds)
            view.backgroundColor = .systemGray4
            storedSelectedBackground = view
        }
        guard let view = storedSelectedBackground else { return }
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
        updateSelectionAppearance(animated: false)
        setNeedsLayout()
    }

    /// The selected background's alpha for the current state: 1 while selected or highlighted.
    var selectionAlpha: CGFloat {
        selectionStyle != .none && (selectedState || highlightedState) ? 1 : 0
    }

    private func updateSelectionAppearance(animated: Bool) {
        guard let view = storedSelectedBackground else { return }
        let alpha = selectionAlpha
        if animated {
            UIView.animate(withDuration: TableMetrics.selectionFadeDuration) { view.alpha = alpha }
        } else {
            UIView.performWithoutAnimation { view.alpha = alpha }
        }
        setNeedsUpdateConfiguration()
    }

    /// Asks for `updateConfiguration(using:)` with the current state (the cell calls it when its selection or
    /// highlight changes).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the cell for `state`. The default shows the content configuration updated for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if let configuration = contentConfiguration, let configured = configuredContentView {
            configured.configuration = configuration.updated(for: state)
        }
    }

    // MARK: Accessory and content configuration

    private func updateAccessory() {
        drawnAccessory?.removeFromSuperview()
        drawnAccessory = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if let drawn = TableAccessoryView(type: accessoryType, tint: tintColor) {
            drawnAccessory = drawn
            addSubview(drawn)
        }
        setNeedsLayout()
    }

    /// The view shown at the trailing edge, if any.
    var shownAccessory: UIView? { accessoryView ?? drawnAccessory }

    /// Whether `point` (in the cell's coordinates) is on the info button of the accessory.
    func accessoryButtonContains(_ point: CGPoint) -> Bool {
        guard let drawn = drawnAccessory, let button = drawn.detailButtonFrame else { return false }
        return drawn.convert(button, to: self).insetBy(dx: -8, dy: -8).contains(point)
    }

    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            setStandardViewsHidden(false)
            return
        }
        let updated = configuration.updated(for: configurationState)
        if let existing = configuredContentView, existing.supports(updated) {
            existing.configuration = updated
        } else {
            configuredContentView?.removeFromSuperview()
            let view = updated.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        setStandardViewsHidden(true)
        setNeedsLayout()
    }

    private func setStandardViewsHidden(_ hidden: Bool) {
        createdTextLabel?.isHidden = hidden
        createdDetailTextLabel?.isHidden = hidden
        createdImageView?.isHidden = hidden
    }

    // MARK: Table context

    /// Takes the table's margin, separator and corner settings for the cell's place.
    func applyTableContext(_ newContext: TableCellContext) {
        guard newContext != context else { return }
        context = newContext
        var corners: CACornerMask = []
        if newContext.roundedTop { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if newContext.roundedBottom { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners.isEmpty ? Self.allCorners : corners
        clipsToBounds = !corners.isEmpty
        separatorView.backgroundColor = newContext.separatorColor
        setNeedsLayout()
    }

    private static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
