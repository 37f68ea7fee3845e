// UICollectionViewLayoutAttributes: derived geometry, transforms, copying and equality (COLLECTION_VIEWS.md §2.3).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Attributes with a custom property, overriding copy and equality as UIKit asks subclasses to.
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return other.tint == tint && super.isEqual(object)
    }
}

@MainActor
final class LayoutAttributesTests: XCTestCase {
    /// §0: defaults alpha 1, zIndex 0, not hidden, identity transform, zero frame.
    func testDefaults() async {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        XCTAssertEqual(attributes.alpha, 1)
        XCTAssertEqual(attributes.zIndex, 0)
        XCTAssertFalse(attributes.isHidden)
        XCTAssertEqual(attributes.transform3D, CATransform3DIdentity)
        XCTAssertEqual(attributes.frame, .zero)
        XCTAssertEqual(attributes.indexPath.item, 3)
        XCTAssertEqual(attributes.indexPath.section, 1)
        XCTAssertEqual(attributes.representedElementCategory, .cell)
        XCTAssertNil(attributes.representedElementKind)
    }

    /// §2.3: setting frame sets center and size; setting center or size moves the frame; bounds is origin zero.
    func testFrameCenterSizeAndBoundsAgree() async {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        XCTAssertEqual(attributes.center, CGPoint(x: 60, y: 40))
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 40))
        attributes.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(attributes.frame, CGRect(x: -50, y: -20, width: 100, height: 40))
        attributes.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(attributes.frame, CGRect(x: -5, y: -5, width: 10, height: 10))
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// §2.3: transform and transform3D replace each other.
    func testTransformAndTransform3DReplaceEachOther() async {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(attributes.transform3D.m11, 2)
        XCTAssertEqual(attributes.transform3D.m22, 3)
        attributes.transform3D = CATransform3DMakeTranslation(5, 6, 7)
        XCTAssertEqual(attributes.transform, CGAffineTransform(translationX: 5, y: 6))
    }

    /// §2.3: copies are independent, of the same class, and carry subclass properties.
    func testCopiesAreIndependentAndKeepTheSubclass() async {
        let original = TintedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.tint = 0.5
        original.zIndex = 7
        let copy = original.copy() as! TintedAttributes
        XCTAssertEqual(copy.tint, 0.5)
        XCTAssertEqual(copy.representedElementKind, "badge")
        XCTAssertEqual(copy.representedElementCategory, .supplementaryView)
        XCTAssertTrue(copy.isEqual(original))
        copy.frame.origin.x = 100
        XCTAssertEqual(original.frame.minX, 1)
        XCTAssertFalse(copy.isEqual(original))
    }

    /// §2.3: equality compares every standard property and the subclass's own.
    func testEqualityComparesStandardAndCustomProperties() async {
        let a = TintedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let b = TintedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertEqual(a, b)
        b.alpha = 0.5
        XCTAssertNotEqual(a, b)
        b.alpha = 1
        b.tint = 1
        XCTAssertNotEqual(a, b)
        b.tint = 0
        b.isHidden = true
        XCTAssertNotEqual(a, b)
        let decoration = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "x", with: IndexPath(item: 0, section: 0))
        XCTAssertNotEqual(decoration, UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(decoration.representedElementCategory, .decorationView)
    }

    /// §1.2: the collection view skips applying attributes equal to those already applied.
    func testEqualAttributesAreNotAppliedAgain() async {
        let (_, collectionView, _) = makeCollectionView(counts: [3])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! TestCell
        let applied = cell.appliedCount
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.appliedCount, applied)
        (collectionView.collectionViewLayout as! UICollectionViewFlowLayout).itemSize = CGSize(width: 60, height: 60)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.appliedCount, applied + 1)
        XCTAssertEqual(cell.frame.size, CGSize(width: 60, height: 60))
    }
}
