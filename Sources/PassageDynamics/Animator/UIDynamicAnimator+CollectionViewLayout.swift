// Lookups for layout animators: the attributes a layout hung on behaviours, by element.
import Foundation
import PassageCore
import PassageUI

extension UIDynamicAnimator {
    /// The attributes of the cell at `indexPath` among this animator's items, or nil.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among this animator's items, or nil.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among this animator's items, or nil.
    public func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(matching test: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes?
    {
        for behavior in registered {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems where test(attributes)
            {
                return attributes
            }
        }
        return nil
    }
}
