// The item list shared by the behaviours that hold several items: identity-unique, in the order added.
import Foundation

@MainActor
struct ItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// Adds `item` unless it is already in the list; returns whether it was added.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; returns whether it was there.
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool {
        items.contains { $0 === item }
    }
}
