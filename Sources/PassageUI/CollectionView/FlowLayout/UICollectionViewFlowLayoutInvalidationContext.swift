// The flow layout's invalidation context: which of its inputs changed.
import Foundation
import PassageCore

/// An invalidation context that tells a flow layout which inputs changed
/// (UIKit's `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again. Default true.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be recomputed. Default true.
    open var invalidateFlowLayoutAttributes = true
    /// Sizes measured by self-sizing cells, by item, carried to the layout.
    var preferredItemSizes: [IndexPath: CGSize] = [:]

    /// Creates a context that invalidates the flow layout's metrics and attributes.
    public required init() { super.init() }
}
