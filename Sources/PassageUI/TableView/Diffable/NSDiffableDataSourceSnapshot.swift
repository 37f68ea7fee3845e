// A snapshot of a list's data: ordered sections, each with ordered items, named by identifiers (iOS 13). A value:
// editing a copy never touches the data source's current snapshot. Misuse UIKit raises on (an identifier added
// twice, a reference to an identifier the snapshot lacks) is logged and the change ignored.
import Foundation
import PassageCore

/// The state of a diffable data source's sections and items (UIKit's `NSDiffableDataSourceSnapshot`).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    /// The sections in order, with their items in order.
    private(set) var storage: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items whose cells are to be replaced on the next apply.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items whose cells are to be reconfigured in place on the next apply.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections whose items are to be replaced on the next apply.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { storage.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { storage.map(\.section) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { storage.flatMap(\.items) }

    /// The number of items in `identifier`'s section (0 when there is none, logged).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section, in order (empty when there is none, logged).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            Self.report("itemIdentifiers(inSection:): no section \(identifier)")
            return []
        }
        return storage[index].items
    }

    /// The section that holds `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        storage.first { $0.items.contains(identifier) }?.section
    }

    /// The item's position among all items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The section's position, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        storage.firstIndex { $0.section == identifier }
    }

    /// The item's section and row, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in storage.enumerated() {
            if let row = entry.items.firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let index: Int?
        if let sectionIdentifier { index = indexOfSection(sectionIdentifier) } else { index = storage.indices.last }
        guard let index else {
            Self.report(
                "appendItems(_:toSection:): no section \(sectionIdentifier.map { "\($0)" } ?? "(the snapshot has none)")"
            )
            return
        }
        guard acceptsNew(identifiers) else { return }
        storage[index].items += identifiers
    }

    /// Inserts `identifiers` before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts `identifiers` after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes `identifiers` (ones the snapshot lacks are ignored, as UIKit ignores them).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let removed = Set(identifiers)
        for index in storage.indices { storage[index].items.removeAll { removed.contains($0) } }
    }

    /// Removes every item, keeping no section.
    public mutating func deleteAllItems() {
        storage.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    /// Moves `identifier` just before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexPath(of: identifier) != nil, indexPath(of: toIdentifier) != nil else {
            Self.report("moveItem(_:beforeItem:): \(identifier) or \(toIdentifier) is not in the snapshot")
            return
        }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }

    /// Moves `identifier` just after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexPath(of: identifier) != nil, indexPath(of: toIdentifier) != nil else {
            Self.report("moveItem(_:afterItem:): \(identifier) or \(toIdentifier) is not in the snapshot")
            return
        }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }

    /// Marks `identifiers` for new cells on the next apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    /// Marks `identifiers` for their cells to be configured again on the next apply, keeping the cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers) else { return }
        storage += identifiers.map { ($0, []) }
    }

    /// Inserts empty sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else {
            Self.report("insertSections(_:beforeSection:): no section \(toIdentifier)")
            return
        }
        guard acceptsNewSections(identifiers) else { return }
        storage.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// Inserts empty sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else {
            Self.report("insertSections(_:afterSection:): no section \(toIdentifier)")
            return
        }
        guard acceptsNewSections(identifiers) else { return }
        storage.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let removed = Set(identifiers)
        storage.removeAll { removed.contains($0.section) }
    }

    /// Moves a section just before `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section just after `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections for new cells on the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps after applying it).
    func clearingMarks() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers.removeAll()
        copy.reconfiguredItemIdentifiers.removeAll()
        copy.reloadedSectionIdentifiers.removeAll()
        return copy
    }

    /// The difference from `old` to this snapshot, with this snapshot's reload and reconfigure marks.
    func difference(from old: Self) -> SnapshotDifference {
        SnapshotDifference(
            from: old.storage, to: storage, reloadedItems: reloadedItemIdentifiers + reconfiguredItemIdentifiers,
            reloadedSections: reloadedSectionIdentifiers)
    }

    /// The section at `index`, or nil.
    func section(at index: Int) -> SectionIdentifierType? {
        storage.indices.contains(index) ? storage[index].section : nil
    }

    /// The number of items in the section at `index` (0 for an index out of range).
    func itemCount(inSectionAt index: Int) -> Int {
        storage.indices.contains(index) ? storage[index].items.count : 0
    }

    /// The item at position `item` of the section at `section`, or nil.
    func item(at item: Int, inSectionAt section: Int) -> ItemIdentifierType? {
        guard storage.indices.contains(section) else { return nil }
        let items = storage[section].items
        return items.indices.contains(item) ? items[item] : nil
    }

    // MARK: Helpers

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let position = indexPath(of: anchor) else {
            Self.report("insertItems: the anchor item \(anchor) is not in the snapshot")
            return
        }
        guard acceptsNew(identifiers) else { return }
        storage[position.section].items.insert(contentsOf: identifiers, at: position.row + (after ? 1 : 0))
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
        guard identifier != anchor, let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
            Self.report("moveSection: \(identifier) or \(anchor) is not in the snapshot")
            return
        }
        let entry = storage.remove(at: from)
        let to = indexOfSection(anchor)! + (after ? 1 : 0)
        storage.insert(entry, at: to)
    }

    private func acceptsNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        let existing = Set(itemIdentifiers)
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where existing.contains(identifier) || !seen.insert(identifier).inserted {
            Self.report("item identifier \(identifier) is already in the snapshot; the items were not added")
            return false
        }
        return true
    }

    private func acceptsNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set(sectionIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            Self.report("section identifier \(identifier) is already in the snapshot; the sections were not added")
            return false
        }
        return true
    }

    /// Logs misuse on the main thread's frame loop (a snapshot edited on another thread is not reported).
    private static func report(_ message: String) {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            FrameLoop.current.diagnose(.snapshotIdentifierInvalid, .error, message)
        }
    }
}
