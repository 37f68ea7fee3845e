// One change of a batch update, as the layout sees it in `prepare(forCollectionViewUpdates:)`.
import Foundation

/// One insert, delete, reload or move of a batch update (UIKit's `UICollectionViewUpdateItem`).
/// A section-wide change has an index path of one index (the section), as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: CustomStringConvertible {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The kind of change (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        /// An element was inserted.
        case insert
        /// An element was deleted.
        case delete
        /// An element was reloaded (replaced in place).
        case reload
        /// An element was moved.
        case move
        /// Nothing.
        case none
    }

    /// The index path before the update; nil for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; nil for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// "insert nil → [0, 3]" and so on.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "\(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") → \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
        }
    }
}
