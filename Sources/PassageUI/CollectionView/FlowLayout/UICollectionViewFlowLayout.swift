// The line-based layout: items flow into lines across the scroll axis, sections stack along it, each with
// an optional header and footer. `prepare()` solves every section once (linear in the number of items); a
// query for a rect finds the first line it reaches by binary search, so the cost of a layout pass depends
// on what is visible, not on how many items there are.
import Foundation
import PassageCore

/// A layout that places items in lines, with section insets, headers and footers
/// (UIKit's `UICollectionViewFlowLayout`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which section insets are measured from (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset (the default).
        case fromContentInset = 0
        /// From the safe area. Passage's scroll views do not add the safe area to their insets yet: same as
        /// `.fromContentInset`.
        case fromSafeArea = 1
        /// From the layout margins. Passage has no layout margins yet: same as `.fromContentInset`.
        case fromLayoutMargins = 2
    }

    /// UIKit's default item size, 50 × 50 points.
    public static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's default line and inter-item spacing, 10 points.
    public static let defaultSpacing: CGFloat = 10
    /// The estimated size meaning "measure every cell, starting from `itemSize`" (UIKit's `automaticSize`).
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// How many measuring rounds one layout pass makes for self-sizing cells before it stops and logs.
    public static let maximumSelfSizingPasses = 8

    /// The minimum spacing between lines, in points. Default 10.
    open var minimumLineSpacing: CGFloat = defaultSpacing { didSet { invalidateLayout() } }
    /// The minimum spacing between items of one line, in points; full lines spread wider. Default 10.
    open var minimumInteritemSpacing: CGFloat = defaultSpacing { didSet { invalidateLayout() } }
    /// The size of every item when the delegate does not size them, in points. Default 50 × 50.
    open var itemSize: CGSize = defaultItemSize { didSet { invalidateLayout() } }
    /// The estimated size of self-sizing items, in points; zero (the default) turns self-sizing off. Items are
    /// placed at this size until their cell's `preferredLayoutAttributesFitting(_:)` reports a size.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The scroll axis. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The header size; only the extent along the scroll axis is used, zero means no header. Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer size; only the extent along the scroll axis is used, zero means no footer. Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space around each section's items (not around its header and footer), in points. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which edges `sectionInset` is measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    private var sections: [FlowSectionGeometry] = []
    private var contentSize: CGSize = .zero
    private var solvedDirection: UICollectionView.ScrollDirection = .vertical
    private var measuredSizes: [IndexPath: CGSize] = [:]

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creates a flow layout from an archive: Passage has none, so it gets the defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    var selfSizingIsOn: Bool { estimatedItemSize != .zero }

    // MARK: Solving

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        let crossExtent =
            scrollDirection == .vertical
            ? max(0, bounds.width - inset.left - inset.right)
            : max(0, bounds.height - inset.top - inset.bottom)
        let solver = FlowLayoutSolver(
            direction: scrollDirection, crossExtent: crossExtent, scale: collectionView.pixelScale)
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var solved: [FlowSectionGeometry] = []
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                if selfSizingIsOn {
                    sizes.append(measuredSizes[indexPath] ?? estimate)
                } else if let flowDelegate {
                    sizes.append(flowDelegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath))
                } else {
                    sizes.append(itemSize)
                }
            }
            let metrics = FlowSectionMetrics(
                itemSizes: sizes,
                inset: flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                    ?? sectionInset,
                minimumLineSpacing: flowDelegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                minimumInteritemSpacing: flowDelegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: flowDelegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: flowDelegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            let geometry = solver.solveSection(metrics, mainStart: main)
            main = geometry.mainEnd
            solved.append(geometry)
        }
        sections = solved
        solvedDirection = scrollDirection
        contentSize =
            scrollDirection == .vertical
            ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let solver = FlowLayoutSolver(direction: solvedDirection, crossExtent: 0, scale: 0)
        let (mainMin, mainMax) = solver.mainRange(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, geometry) in sections.enumerated()
        where geometry.mainEnd >= mainMin && geometry.mainStart <= mainMax {
            if let header = geometry.headerFrame, header.intersects(rect) {
                result.append(
                    supplementaryAttributes(UICollectionView.elementKindSectionHeader, section: section, frame: header))
            }
            var line = FlowLayoutSolver.firstLine(in: geometry.lines, reaching: mainMin)
            while line < geometry.lines.count, geometry.lines[line].mainStart <= mainMax {
                for item in geometry.lines[line].items where geometry.itemFrames[item].intersects(rect) {
                    result.append(
                        itemAttributes(IndexPath(item: item, section: section), frame: geometry.itemFrames[item]))
                }
                line += 1
            }
            if let footer = geometry.footerFrame, footer.intersects(rect) {
                result.append(
                    supplementaryAttributes(UICollectionView.elementKindSectionFooter, section: section, frame: footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return itemAttributes(indexPath, frame: sections[indexPath.section].itemFrames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let section = indexPath.first, sections.indices.contains(section) else { return nil }
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = sections[section].headerFrame
        case UICollectionView.elementKindSectionFooter: frame = sections[section].footerFrame
        default: frame = nil
        }
        return frame.map { supplementaryAttributes(elementKind, section: section, frame: $0) }
    }

    /// Fades an inserted item in at its place (UIKit's flow-layout default): its attributes with alpha 0.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Invalidates when the extent across the scroll axis changes (a resize); scrolling alone does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    // MARK: Self-sizing

    /// With self-sizing on, a cell's preferred size that differs from its current size invalidates the layout.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        selfSizingIsOn && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    )
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.preferredItemSizes[originalAttributes.indexPath] =
            preferredAttributes.size
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            measuredSizes.merge(flowContext.preferredItemSizes) { $1 }
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Attributes

    private func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.make(.cell, kind: nil, at: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, section: Int, frame: CGRect)
        -> UICollectionViewLayoutAttributes
    {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.make(.supplementaryView, kind: kind, at: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
