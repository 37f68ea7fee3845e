// Registration and dequeuing. A registered class is instantiated through `init(frame:)`, which
// UICollectionReusableView declares `required` (Swift on Linux cannot instantiate a class by name). A
// dequeue hands back a queued view of the identifier after `prepareForReuse()`, or a new one, with the
// element's layout attributes already applied.
import Foundation
import PassageCore

extension UICollectionView {
    /// Registers `cellClass` (a UICollectionViewCell subclass) for `identifier`; nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            diagnosticLoop.diagnose(
                .registerCellClassMismatch, .error,
                "register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UICollectionViewCell subclass; ignored"
            )
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers `viewClass` (a UICollectionReusableView subclass) for supplementary views of `elementKind`
    /// under `identifier`; nil unregisters.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            diagnosticLoop.diagnose(
                .registerSupplementaryClassMismatch, .error,
                "register(_:forSupplementaryViewOfKind: \(elementKind), withReuseIdentifier: \"\(identifier)\"): \(viewClass) is not a UICollectionReusableView subclass; ignored"
            )
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell for the item at `indexPath`: a queued one of `identifier` (after `prepareForReuse()`) or a new
    /// instance of the registered class, with the item's layout attributes applied. An unregistered
    /// identifier (UIKit raises) logs an error and gives a plain UICollectionViewCell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let key = ReuseKey(category: .cell, kind: nil, identifier: identifier)
        let view = dequeue(
            key,
            make: {
                guard let type = cellClasses[identifier] else {
                    diagnosticLoop.diagnose(
                        .dequeueUnregisteredCell, .error,
                        "could not dequeue a cell with identifier \"\(identifier)\": register a class for it first; using a plain UICollectionViewCell"
                    )
                    return UICollectionViewCell(frame: .zero)
                }
                return type.init(frame: .zero)
            })
        let cell = view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        let element = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        if let attributes = attributesBeingDisplayed[element]
            ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
        {
            cell.applyStandardAttributes(attributes)
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, queued or new, with its attributes applied.
    /// An unregistered kind and identifier logs an error and gives a plain UICollectionReusableView.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        let view = dequeue(
            key,
            make: {
                guard let type = supplementaryClasses[key] else {
                    diagnosticLoop.diagnose(
                        .dequeueUnregisteredSupplementary, .error,
                        "could not dequeue a view of kind \(elementKind) with identifier \"\(identifier)\": register a class for it first; using a plain UICollectionReusableView"
                    )
                    return UICollectionReusableView(frame: .zero)
                }
                return type.init(frame: .zero)
            })
        let element = CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        if let attributes = attributesBeingDisplayed[element]
            ?? collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        {
            view.applyStandardAttributes(attributes)
        }
        return view
    }

    /// Pops a queued view of `key` (calling `prepareForReuse()`) or makes one.
    func dequeue(_ key: ReuseKey, make: () -> UICollectionReusableView) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if var queue = reuseQueues[key], let reused = queue.popLast() {
            reuseQueues[key] = queue
            reused.prepareForReuse()
            view = reused
        } else {
            view = make()
            createdViewCount += 1
        }
        view.storedReuseIdentifier = key.identifier
        dequeuedViews.append(ObjectIdentifier(view))
        return view
    }

    /// A decoration view of `kind` from the class the layout registered (nil when none is registered).
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            diagnosticLoop.diagnose(
                .decorationViewUnregistered, .error,
                "the layout placed a decoration view of kind \(kind) but registered no class for it; skipped")
            return nil
        }
        return dequeue(
            ReuseKey(category: .decorationView, kind: kind, identifier: kind), make: { type.init(frame: .zero) })
    }

    /// Removes `view` from the screen and puts it in its reuse queue, telling the delegate it ended displaying.
    func retire(_ view: UICollectionReusableView, for key: CollectionElementKey) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView, let kind = key.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        guard let identifier = view.storedReuseIdentifier else { return }
        let reuseKey = ReuseKey(
            category: key.category, kind: key.category == .cell ? nil : key.kind, identifier: identifier)
        reuseQueues[reuseKey, default: []].append(view)
    }
}
