// The appearance state of every controller, followed from the stage's events: disappeared → (will appear)
// appearing → (did appear) appeared → (will disappear) disappearing → (did disappear) disappeared; a cancelled
// transition turns appearing into disappearing with a will-disappear and disappearing into appearing with a
// will-appear (UIKit: "viewWillAppear is really viewMightAppear"). Any other step is an error: a did without its
// will, two wills in a row.
import Foundation
import Passage

/// Follows appearance callbacks and rejects the ones out of order.
@MainActor
final class AppearanceTracker {
    enum State: String {
        case disappeared, appearing, appeared, disappearing
    }

    private var states: [ObjectIdentifier: State] = [:]

    /// The state of `controller` (disappeared if it never had a callback).
    func state(of controller: UIViewController) -> State {
        states[ObjectIdentifier(controller)] ?? .disappeared
    }

    /// Applies `callback` for `controller`; returns a message when the callback is out of order.
    func apply(_ callback: Stage.Event.AppearanceCallback, to controller: UIViewController, name: String) -> String? {
        let id = ObjectIdentifier(controller)
        let old = states[id] ?? .disappeared
        let new: State?
        switch (callback, old) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): new = .appearing
        case (.viewDidAppear, .appearing): new = .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): new = .disappearing
        case (.viewDidDisappear, .disappearing): new = .disappeared
        default: new = nil
        }
        guard let new else {
            return "\(name) got \(callback.rawValue) while \(old.rawValue)"
        }
        states[id] = new
        return nil
    }

    /// Keeps only the states of the controllers in `live` (a long program calls this now and then).
    func keep(only live: Set<ObjectIdentifier>) {
        states = states.filter { live.contains($0.key) }
    }

    /// Forgets a controller that was released (its identifier may be reused).
    func forget(_ id: ObjectIdentifier) {
        states[id] = nil
    }
}
