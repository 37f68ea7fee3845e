// Weak references to every controller the program made and every view seen in its window, so that after the app
// lets the window go the checks can name whatever is still alive (a leak).
import Foundation

/// Holds weak references to the objects of one program.
@MainActor
final class LifetimeTracker {
    private struct Box {
        weak var object: AnyObject?
        let label: String
    }

    private var boxes: [ObjectIdentifier: Box] = [:]
    private var order: [ObjectIdentifier] = []

    /// Follows `object` under `label` (a new object at a reused address replaces a dead one).
    func track(_ object: AnyObject, _ label: @autoclosure () -> String) {
        let id = ObjectIdentifier(object)
        if let box = boxes[id], box.object != nil { return }
        if boxes[id] == nil { order.append(id) }
        boxes[id] = Box(object: object, label: label())
    }

    /// Forgets the objects already released (a long program calls this now and then).
    func prune() {
        order.removeAll { id in
            guard boxes[id]?.object == nil else { return false }
            boxes[id] = nil
            return true
        }
    }

    /// How many objects are followed.
    var count: Int { boxes.count }

    /// The labels of the objects still alive, in the order they were first followed.
    func alive() -> [String] {
        order.compactMap { id in boxes[id].flatMap { $0.object == nil ? nil : $0.label } }
    }
}
