// Where a collection view gets its counts and views. The two item methods are required, as in UIKit; the
// optional ones have defaults.
import Foundation

/// The object that supplies a collection view's sections, items and views (UIKit's `UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, obtained from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Default: logs a diagnostic (UIKit
    /// raises) and returns an empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        diagnose(
            .supplementaryViewNotImplemented, .error,
            "the layout asked for a supplementary view of kind \(kind) at \(indexPath), but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view"
        )
        return UICollectionReusableView(frame: .zero)
    }
}
