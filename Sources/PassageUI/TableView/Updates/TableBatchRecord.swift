// The changes recorded during a table view's batch update, with the row animation each was asked with. The
// index arithmetic (which row before is which after) is the collection view's BatchUpdateMapping: UIKit's rules
// are the same for both (deletes and reloads name rows before the update, inserts and move destinations after).
import Foundation
import PassageCore

/// The changes of one batch update and their animations.
struct TableBatchRecord {
    var changes = BatchUpdateRecord()
    /// Animations of inserted rows (new index paths), deleted and reloaded rows (old index paths).
    var insertAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var deleteAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    /// Animations of inserted sections (new indexes), deleted and reloaded sections (old indexes).
    var insertedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var deletedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var reloadedSectionAnimations: [Int: UITableView.RowAnimation] = [:]

    /// How the row at `old` leaves: its own delete or reload animation, else its section's.
    func leavingAnimation(_ old: IndexPath) -> UITableView.RowAnimation {
        deleteAnimations[old] ?? reloadAnimations[old] ?? deletedSectionAnimations[old.section]
            ?? reloadedSectionAnimations[old.section] ?? .fade
    }

    /// How the row at `new` arrives when it is new: its insert animation, its section's, or the reload's.
    func arrivingAnimation(_ new: IndexPath, reloadedFrom old: IndexPath?) -> UITableView.RowAnimation {
        if let animation = insertAnimations[new] ?? insertedSectionAnimations[new.section] { return animation }
        if let old, let animation = reloadAnimations[old] ?? reloadedSectionAnimations[old.section] { return animation }
        return .fade
    }
}
