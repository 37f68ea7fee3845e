// The collection view: a scroll view that shows, for the rect it currently sees, one view per element its
// layout places there. Views come from the data source (cells, supplementary views) or the layout
// (decoration views) and are recycled through reuse queues. The layout pass (UICollectionView+Tiling) runs
// in `layoutSubviews()`, which any bounds change (scrolling included) schedules.
//
// The delegate is the scroll view's `delegate` property (Swift cannot narrow an inherited property's type):
// assign an object conforming to UICollectionViewDelegate to it, as on iOS.
import Foundation
import PassageCore

/// A scrolling view that shows an ordered collection of items placed by a layout (UIKit's `UICollectionView`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The object that supplies sections, items and views; held weakly. Setting it reloads the data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { discardDataSourceAnswers() }
    }

    /// The layout that places the elements. Setting it swaps layouts without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { installedLayout }
        set {
            cutShortInteractiveTransition(for: "setting collectionViewLayout")
            installLayout(newValue)
        }
    }

    /// A view behind all the elements, sized to the collection view's bounds. Default nil.
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

    /// Whether a tap selects items. Default true.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap on a selected item deselects it). Default false.
    open var allowsMultipleSelection = false

    /// The installed layout.
    var installedLayout: UICollectionViewLayout
    /// Registered cell classes, by reuse identifier.
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Registered supplementary classes, by kind and reuse identifier.
    var supplementaryClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    /// Views waiting to be dequeued, by category, kind and identifier.
    var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
    /// The views on screen, by element.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The number of items in each section, as last asked of the data source; nil until asked.
    var cachedItemCounts: [Int]?
    /// The selected items, in selection order.
    var selectedIndexPaths: [IndexPath] = []
    /// The attributes of the elements the current layout pass is creating views for.
    var attributesBeingDisplayed: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The views handed out by dequeues since the data source was last asked for a view.
    var dequeuedViews: [ObjectIdentifier] = []
    /// Whether a layout pass is running (a pass does not start inside another).
    var isTiling = false
    /// The finger being tracked for highlight and selection, and its item.
    var trackedTouch: (touch: UITouch, indexPath: IndexPath)?
    /// How many views the collection view has instantiated from registered classes (test hook).
    package var createdViewCount = 0
    /// The interactive layout transition in progress, if any.
    var interactiveTransition: InteractiveLayoutTransition?
    /// The changes recorded while `performBatchUpdates` runs its block, and the completions of nested calls.
    var batchRecord: BatchUpdateRecord?
    var pendingBatchCompletions: [(Bool) -> Void] = []
    /// Animations of elements whose views must stay on screen until they end (batch updates, layout changes).
    var animatingViews: [CollectionElementKey: UICollectionReusableView] = [:]

    /// Creates a collection view with `frame` that uses `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        installedLayout = layout
        super.init(frame: frame)
        layout.installedCollectionView = self
        layout.needsPrepare = true
        clipsToBounds = true
    }

    /// Creates a collection view from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "UICollectionView.init(coder:): Passage does not decode views; use init(frame:collectionViewLayout:)")
        return nil
    }

    /// Scrolling or resizing schedules a layout pass; a bounds change the layout asks to be told about
    /// (`shouldInvalidateLayout(forBoundsChange:)`) invalidates it first.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue != old, installedLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                installedLayout.invalidateLayout(with: installedLayout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
            if newValue != old { setNeedsLayout() }
        }
    }

    /// Lays out the elements visible in the bounds (see UICollectionView+Tiling).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let interactiveTransition {
            contentOffset = interactiveTransition.offset
        }
        if let backgroundView {
            backgroundView.frame = bounds
        }
        layOutVisibleElements()
    }

    // MARK: Touch (UICollectionView+Selection.swift)

    /// A finger down on a cell highlights it (see UICollectionView+Selection); other touches go up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesBegan(touches, with: event)
    }
    /// Touches other than the tracked one go up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesMoved(touches, with: event)
    }
    /// The tracked finger lifted inside its cell selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesEnded(touches, with: event)
    }
    /// A cancelled tracked touch unhighlights its cell.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handleTouchesCancelled(touches, with: event)
    }
    func passTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func passTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    func passTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func passTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }

    /// The delegate as a collection view delegate, when it is one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The main screen's scale, used to round layout origins to pixels.
    package var pixelScale: CGFloat { UIScreen.main.scale }

    // MARK: Data

    /// The number of sections, as the data source last said (asked on first use after a reload).
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, as the data source last said; 0 (with a diagnostic) for a section
    /// that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        guard counts.indices.contains(section) else {
            diagnosticLoop.diagnose(
                .sectionOutOfRange, .warning,
                "numberOfItems(inSection: \(section)): the collection view has \(counts.count) sections")
            return 0
        }
        return counts[section]
    }

    /// The cached counts, asking the data source when there are none.
    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        let counts = askDataSourceForCounts()
        cachedItemCounts = counts
        return counts
    }

    func askDataSourceForCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Whether `indexPath` names an item that exists.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = itemCounts
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// Forgets every answer of the data source: counts, visible views (to the reuse queues) and selection,
    /// and invalidates the layout; the next layout pass asks again.
    open func reloadData() {
        discardDataSourceAnswers()
    }

    func discardDataSourceAnswers() {
        cachedItemCounts = nil
        selectedIndexPaths.removeAll()
        trackedTouch = nil
        for (key, view) in visibleViews { retire(view, for: key) }
        visibleViews.removeAll()
        let context = installedLayout.makeInvalidationContext()
        context.storedInvalidateDataSourceCounts = true
        installedLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// Called by the layout when it was invalidated: a layout pass follows.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { cachedItemCounts = nil }
        if context.contentOffsetAdjustment != .zero {
            contentOffset = CGPoint(
                x: contentOffset.x + context.contentOffsetAdjustment.x,
                y: contentOffset.y + context.contentOffsetAdjustment.y)
        }
        setNeedsLayout()
    }
}

/// The key of a reuse queue or registration: category, kind and identifier.
struct ReuseKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var identifier: String
}
