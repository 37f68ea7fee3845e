// Which item before a batch update is which item after it: pure index arithmetic, no views.
//
// UIKit's rules: deletes, reloads and move sources name index paths *before* the update; inserts and move
// destinations name index paths *after* it. Sections are mapped first (deleted and inserted sections, section
// moves); then, in each section that came from an old section, the new slots not taken by inserted or
// moved-in items are filled in order by the old items that were neither deleted nor moved away. A reload keeps
// the item's place but replaces its view. A reloaded section replaces all its items.
import Foundation

/// The changes recorded during a batch update.
struct BatchUpdateRecord {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// The solved correspondence between the items before and after an update.
struct BatchUpdateMapping {
    /// Old section → new section, for sections that survive (moved ones included, reloaded ones excluded).
    var sections: [Int: Int] = [:]
    /// Old item → new item, for items that survive (moved ones included, reloaded ones excluded).
    var items: [IndexPath: IndexPath] = [:]
    /// The item counts after the update, per new section, as the changes imply.
    var expectedCounts: [Int] = []

    /// Solves `record` against the counts before the update; nil (with `problem` set) when the changes
    /// contradict each other or the counts.
    static func solve(_ record: BatchUpdateRecord, oldCounts: [Int], problem: inout String) -> BatchUpdateMapping? {
        let oldSectionCount = oldCounts.count
        for section in record.deletedSections.union(record.reloadedSections) where section >= oldSectionCount {
            problem = "section \(section) deleted or reloaded, but there were only \(oldSectionCount) sections"
            return nil
        }
        let newSectionCount = oldSectionCount - record.deletedSections.count + record.insertedSections.count
        var sectionSource = [Int?](repeating: nil, count: max(0, newSectionCount))
        var taken = Set<Int>()
        for section in record.insertedSections {
            guard section < newSectionCount else {
                problem = "section \(section) inserted, but there are \(newSectionCount) sections after the update"
                return nil
            }
            taken.insert(section)
        }
        var movedAway = Set<Int>()
        for move in record.movedSections {
            guard move.from < oldSectionCount, move.to < newSectionCount, !taken.contains(move.to) else {
                problem = "section move \(move.from) → \(move.to) is out of range or collides"
                return nil
            }
            sectionSource[move.to] = move.from
            taken.insert(move.to)
            movedAway.insert(move.from)
        }
        var remaining = (0..<oldSectionCount).filter { !record.deletedSections.contains($0) && !movedAway.contains($0) }
            .makeIterator()
        for section in 0..<newSectionCount where !taken.contains(section) {
            sectionSource[section] = remaining.next()
        }
        var mapping = BatchUpdateMapping()
        for (new, old) in sectionSource.enumerated() {
            if let old, !record.reloadedSections.contains(old) { mapping.sections[old] = new }
        }
        // Items: per new section, the fixed slots (inserted, moved in) and the old items that flow into the rest.
        var fixed = Array(repeating: Set<Int>(), count: newSectionCount)
        var movedOut = Set<IndexPath>()
        for indexPath in record.insertedItems {
            guard indexPath.count == 2, indexPath.section < newSectionCount else {
                problem = "item \(indexPath) inserted into a section that does not exist after the update"
                return nil
            }
            fixed[indexPath.section].insert(indexPath.item)
        }
        for move in record.movedItems {
            guard move.to.count == 2, move.to.section < newSectionCount, move.from.count == 2,
                move.from.section < oldSectionCount,
                move.from.item < oldCounts[move.from.section]
            else {
                problem = "item move \(move.from) → \(move.to) is out of range"
                return nil
            }
            fixed[move.to.section].insert(move.to.item)
            movedOut.insert(move.from)
        }
        let deleted = Set(record.deletedItems)
        for indexPath in deleted.union(record.reloadedItems) {
            guard indexPath.count == 2, indexPath.section < oldSectionCount,
                indexPath.item < oldCounts[indexPath.section]
            else {
                problem = "item \(indexPath) deleted or reloaded, but it did not exist before the update"
                return nil
            }
        }
        mapping.expectedCounts = Array(repeating: 0, count: newSectionCount)
        for new in 0..<newSectionCount {
            var survivors: [IndexPath] = []
            if let old = sectionSource[new], !record.reloadedSections.contains(old) {
                for item in 0..<oldCounts[old] {
                    let indexPath = IndexPath(item: item, section: old)
                    if !deleted.contains(indexPath) && !movedOut.contains(indexPath) { survivors.append(indexPath) }
                }
            } else {
                // An inserted or reloaded section: its items are all new, in any number.
                mapping.expectedCounts[new] = -1
                continue
            }
            let count = survivors.count + fixed[new].count
            mapping.expectedCounts[new] = count
            var slot = 0
            for survivor in survivors {
                while fixed[new].contains(slot) { slot += 1 }
                mapping.items[survivor] = IndexPath(item: slot, section: new)
                slot += 1
            }
            if let outOfRange = fixed[new].first(where: { $0 >= count }) {
                problem =
                    "item \(outOfRange) inserted or moved into section \(new), which has \(count) items after the update"
                return nil
            }
        }
        for move in record.movedItems {
            mapping.items[move.from] = move.to
        }
        for indexPath in record.reloadedItems {
            mapping.items[indexPath] = nil
        }
        return mapping
    }

    /// Whether the counts the data source gives after the update agree with the changes (an inserted or
    /// reloaded section may have any count).
    func agrees(with newCounts: [Int]) -> Bool {
        guard newCounts.count == expectedCounts.count else { return false }
        return zip(expectedCounts, newCounts).allSatisfy { $0 == -1 || $0 == $1 }
    }
}
