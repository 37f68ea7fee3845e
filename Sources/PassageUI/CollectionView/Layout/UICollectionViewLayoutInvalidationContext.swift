// What an invalidation says changed. The collection view reads the data-source flag; layouts read the rest
// to decide how much of their cache to rebuild in the next `prepare()`.
import Foundation
import PassageCore

/// Describes which parts of a layout must be recomputed (UIKit's `UICollectionViewLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Whether everything must be recomputed. True for a context made by `invalidateLayout()`, and after a
    /// data-source change.
    open var invalidateEverything: Bool { storedInvalidateEverything || invalidateDataSourceCounts }
    /// Whether the numbers of sections and items changed (set by the collection view on `reloadData()` and batch updates).
    open var invalidateDataSourceCounts: Bool { storedInvalidateDataSourceCounts }
    /// The items whose attributes must be recomputed, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements to recompute, by kind, or nil.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements to recompute, by kind, or nil.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// An amount to add to the content offset after the invalidation, in points. Default zero.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// An amount to add to the content size after the invalidation, in points. Default zero.
    open var contentSizeAdjustment: CGSize = .zero

    var storedInvalidateEverything = false
    var storedInvalidateDataSourceCounts = false

    /// Creates a context that invalidates nothing in particular.
    public required init() {}

    /// Marks the attributes of `indexPaths` as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary elements of `elementKind` at `indexPaths` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration elements of `elementKind` at `indexPaths` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
