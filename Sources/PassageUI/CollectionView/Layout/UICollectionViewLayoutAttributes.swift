// Where and how one element of a collection view is shown: a value-like object that layouts create and the
// collection view applies to a cell, supplementary or decoration view. `frame` is derived from `center` and
// `size` (ignoring the transform), as in UIKit; the 2D `transform` is the affine part of `transform3D`.
import Foundation
import PassageCore

/// The geometry and look of one element of a collection view (UIKit's `UICollectionViewLayoutAttributes`).
///
/// Subclasses that add properties override `copy(with:)` and `isEqual(_:)` and call `super`: the
/// collection view copies attributes and skips applying attributes equal to the ones a view already has.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The centre of the element, in the collection view's content coordinates. Default zero.
    open var center: CGPoint = .zero
    /// The size of the element's bounds, in points. Default zero.
    open var size: CGSize = .zero
    /// The 3D transform about the centre. Default identity. Setting it replaces `transform` with its affine part.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The opacity, 0…1. Default 1.
    open var alpha: CGFloat = 1
    /// The stacking order: higher values are drawn above lower ones (the view's `layer.zPosition`). Default 0.
    open var zIndex: Int = 0
    /// Whether the element is not shown; the collection view makes no view for hidden attributes. Default false.
    open var isHidden: Bool = false
    /// The element's index path. Default empty.
    open var indexPath = IndexPath()
    /// Whether the element is a cell, a supplementary or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind; nil for cells.
    public private(set) var representedElementKind: String?

    /// Creates attributes for a cell at an empty index path; the convenience initializers name the element.
    public required init() {}

    /// Creates the attributes of the cell at `indexPath` (an instance of the class it is called on).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates the attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates the attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes of this class for an element of `category` and `kind` at `indexPath`.
    static func make(_ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath) -> Self {
        let attributes = Self.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// The element's rectangle in content coordinates (before the transform). Setting it sets `center` and `size`.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            let rect = newValue.standardized
            size = rect.size
            center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    /// The element's bounds: origin zero, `size`. Setting it sets `size` (the origin is ignored).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`. Setting it replaces `transform3D` with the 3D equivalent.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// An independent copy (of the same class); subclasses copy their own properties after calling super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// An independent copy (calls `copy(with: nil)`).
    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes of the same class with equal standard properties (geometry, transform,
    /// alpha, zIndex, hidden, category, kind, index path). Subclasses extend it and call super.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A one-line summary: kind, index path, frame, alpha and zIndex.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)) \(representedElementKind ?? "cell") \(indexPath) frame=\(frame) alpha=\(alpha) zIndex=\(zIndex)>"
        }
    }
}

extension UICollectionViewLayoutAttributes: Equatable {
    /// Equality through `isEqual(_:)`, so subclasses' overrides take part.
    public nonisolated static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes)
        -> Bool
    {
        MainActor.assumeIsolated { lhs.isEqual(rhs) }
    }
}

/// Identifies one element: its category, kind and index path (the collection view's key for visible views).
struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}
