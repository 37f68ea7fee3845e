// The batch update that turns one snapshot into another: sections and items are matched by identifier; those
// only in the old snapshot are deleted, those only in the new one inserted; of those in both, the longest run
// that keeps its relative order stays put and the rest are moved (so one item moved to the top is one move, not a
// shuffle of every other item). Items whose section identity changed are moved. Reloads name old positions.
// Pure: identifiers and index paths only.
import Foundation

/// The changes between two snapshots, in UIKit's batch-update terms.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []
    var reloadedSections = IndexSet()

    struct Move<Index: Equatable>: Equatable {
        var from: Index
        var to: Index
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
    }

    /// The changes from `old` to `new`; `new`'s reload marks become reloads of the items' old positions.
    init<S: Hashable, I: Hashable>(
        from old: [(section: S, items: [I])], to new: [(section: S, items: [I])], reloadedItems: [I] = [],
        reloadedSections: [S] = []
    ) {
        let oldSectionIndex = Dictionary(old.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(new.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, entry) in old.enumerated() where newSectionIndex[entry.section] == nil {
            deletedSections.insert(index)
        }
        for (index, entry) in new.enumerated() where oldSectionIndex[entry.section] == nil {
            insertedSections.insert(index)
        }
        // Sections in both, in new order, with their old indexes: the increasing run stays, the rest move.
        let common = new.enumerated().compactMap { index, entry in
            oldSectionIndex[entry.section].map { (old: $0, new: index) }
        }
        let keptSections = Set(Self.longestIncreasingRun(common.map(\.old)))
        for pair in common where !keptSections.contains(pair.old) {
            movedSections.append(Move(from: pair.old, to: pair.new))
        }
        for section in reloadedSections {
            if let index = oldSectionIndex[section], newSectionIndex[section] != nil {
                self.reloadedSections.insert(index)
            }
        }
        // Items.
        var oldPlace: [I: IndexPath] = [:]
        for (section, entry) in old.enumerated() {
            for (row, item) in entry.items.enumerated() { oldPlace[item] = IndexPath(row: row, section: section) }
        }
        var newPlace: [I: IndexPath] = [:]
        for (section, entry) in new.enumerated() {
            for (row, item) in entry.items.enumerated() { newPlace[item] = IndexPath(row: row, section: section) }
        }
        for (section, entry) in old.enumerated()
        where !deletedSections.contains(section) && !self.reloadedSections.contains(section) {
            for (row, item) in entry.items.enumerated() where newPlace[item] == nil {
                deletedItems.append(IndexPath(row: row, section: section))
            }
        }
        for (section, entry) in new.enumerated() where !insertedSections.contains(section) {
            if let oldSection = oldSectionIndex[entry.section], self.reloadedSections.contains(oldSection) { continue }
            for (row, item) in entry.items.enumerated() {
                guard let from = oldPlace[item] else {
                    insertedItems.append(IndexPath(row: row, section: section))
                    continue
                }
                // An item that came from another section (by identity) moves, unless that section is gone.
                if old[from.section].section != entry.section {
                    if deletedSections.contains(from.section) || self.reloadedSections.contains(from.section) {
                        insertedItems.append(IndexPath(row: row, section: section))
                    } else {
                        movedItems.append(Move(from: from, to: IndexPath(row: row, section: section)))
                    }
                }
            }
            // Items that stayed in this section: the increasing run of their old rows stays, the rest move.
            let stayed = entry.items.enumerated().compactMap { row, item -> (old: IndexPath, new: IndexPath)? in
                guard let from = oldPlace[item], old[from.section].section == entry.section else { return nil }
                return (from, IndexPath(row: row, section: section))
            }
            let kept = Set(Self.longestIncreasingRun(stayed.map(\.old.row)))
            for pair in stayed where !kept.contains(pair.old.row) {
                movedItems.append(Move(from: pair.old, to: pair.new))
            }
        }
        // Items that left a deleted or reloaded section for a surviving one were inserted above.
        let movedSources = Set(movedItems.map(\.from))
        for item in reloadedItems {
            if let from = oldPlace[item], newPlace[item] != nil, !movedSources.contains(from),
                !deletedSections.contains(from.section), !self.reloadedSections.contains(from.section)
            {
                self.reloadedItems.append(from)
            }
        }
        deletedItems.sort()
        insertedItems.sort()
    }

    /// The values of the longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(values[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
