// The table view: a scroll view showing one column of rows in sections. Its parts' heights (from the delegate,
// the table's properties, or measured from the cells for automatic heights) are stacked into a TableGeometry;
// the layout pass (UITableView+Tiling) shows a cell for each row in the bounds and a view for each header and
// footer there, recycling cells through reuse queues as the content scrolls.
//
// The delegate is the scroll view's `delegate` property (Swift cannot narrow an inherited property's type):
// assign an object conforming to UITableViewDelegate to it, as on iOS.
import Foundation
import PassageCore

/// A view that presents data in a single column of rows grouped in sections (UIKit's `UITableView`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How the sections are grouped; fixed at initialization.
    public let style: UITableView.Style

    /// The object that supplies sections, rows and cells; held weakly. Setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of each row, in points, unless the delegate answers `heightForRowAt`. Default
    /// `automaticDimension`: rows size to their content (a one-line standard cell is 44 pt).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section headers unless the delegate answers; default `automaticDimension` (from the title).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height of section footers unless the delegate answers; default `automaticDimension` (from the title).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height assumed for self-sizing rows not yet on screen; default `automaticDimension` (44 pt). 0 turns
    /// estimation off: every row is measured when the data loads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }

    /// The inset of the separators from the rows' edges (only left and right count). Default: the layout
    /// margin, 16 pt in a table up to 375 pt wide and 20 pt beyond.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: standardMargin, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            refreshVisibleDecorations()
        }
    }
    /// Whether lines separate the rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshVisibleDecorations() } }
    /// The separators' colour. Default `UIColor.separator`.
    open var separatorColor: UIColor? = UIColor.separator { didSet { refreshVisibleDecorations() } }

    /// A view behind everything, sized to the bounds. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.layer.zPosition = -CGFloat(Int32.max)
                insertSubview(backgroundView, at: 0)
                setNeedsLayout()
            }
        }
    }
    /// A view above the first section, as wide as the table and as tall as its frame. Default nil.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            invalidateHeights()
        }
    }
    /// A view below the last section, as wide as the table and as tall as its frame. Default nil.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            invalidateHeights()
        }
    }

    /// Whether a tap selects rows. Default true.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap on a selected row deselects it). Default false.
    open var allowsMultipleSelection = false

    // MARK: State

    /// The separator inset set by the app, if any.
    var storedSeparatorInset: UIEdgeInsets?
    /// Registered cell classes, by reuse identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Registered header and footer classes, by reuse identifier.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells waiting to be dequeued, by identifier.
    var cellQueues: [String: [UITableViewCell]] = [:]
    /// Header and footer views waiting to be dequeued, by identifier.
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The row counts per section, as last asked of the data source; nil until asked.
    var cachedRowCounts: [Int]?
    /// The stacked frames; nil when a height or count changed.
    var cachedGeometry: TableGeometry?
    /// The heights the geometry was stacked from.
    var heights = TableHeights()
    /// Heights measured from cells (self-sizing rows), by row.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The selected rows, in selection order.
    var selectedRows: [IndexPath] = []
    /// The finger being tracked for highlight and selection, and its row.
    var trackedTouch: (touch: UITouch, indexPath: IndexPath)?
    /// Whether the tracked finger came down on the row's info button.
    var accessoryTouch = false
    /// Whether a layout pass is running.
    var isTiling = false
    /// The changes recorded while `performBatchUpdates` runs its block.
    var tableBatch: TableBatchRecord?
    var pendingBatchCompletions: [(Bool) -> Void] = []
    /// How many `beginUpdates()` are open.
    var openUpdateLevels = 0
    /// Rows whose cells animate to a place off screen: kept until their animation ends.
    var rowsHeldForAnimation: Set<IndexPath> = []
    /// How many cells the table view instantiated from registered classes (test hook).
    package var createdCellCount = 0

    /// Creates a table view with `frame` and `style`. Plain tables have the system background; grouped ones the
    /// grouped background.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? UIColor.systemBackground : UIColor.systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// Creates a plain table view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "UITableView.init(coder:): Passage does not decode views; use init(frame:style:)")
        return nil
    }

    /// Resizing schedules a layout pass; a width change re-measures self-sizing rows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.width != old.width {
                measuredRowHeights.removeAll()
                invalidateHeights()
            }
            if newValue != old { setNeedsLayout() }
        }
    }

    /// Lays out the rows, headers and footers in the bounds (UITableView+Tiling).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView { backgroundView.frame = bounds }
        layOutVisibleRows()
    }

    /// The delegate as a table view delegate, when it is one.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The layout margin for the current width (16 or 20 pt).
    var standardMargin: CGFloat { TableMetrics.margin(forWidth: bounds.width) }

    /// The inset of inset-grouped sections from each side; 0 for the other styles.
    var sectionInset: CGFloat { style == .insetGrouped ? standardMargin : 0 }

    // MARK: Touch (UITableView+Selection.swift)

    /// A finger down on a row highlights it; other touches go up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesBegan(touches, with: event)
    }
    /// Touches other than the tracked one go up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesMoved(touches, with: event)
    }
    /// The tracked finger lifted inside its row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesEnded(touches, with: event)
    }
    /// A cancelled tracked touch (the content began scrolling) unhighlights its row.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesCancelled(touches, with: event)
    }
    func passTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func passTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    func passTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func passTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
}
