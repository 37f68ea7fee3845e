// Turning constraints on and off, one at a time or in batches, as UIKit's `isActive`, `activate(_:)`
// and `deactivate(_:)`.
import Foundation

extension NSLayoutConstraint {
    /// Activates each constraint (same as setting `isActive` to true on each).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (same as setting `isActive` to false on each).
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Applies a change of `isActive`.
    func setActive(_ active: Bool) {
        guard active != storedActive else { return }
        if active {
            let engine = itemViews.first?.autoLayoutEngine ?? LayoutEngine.current
            engine.activate(self)
        } else {
            engine?.deactivate(self)
            storedActive = false
        }
    }

    /// The axis of a layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
