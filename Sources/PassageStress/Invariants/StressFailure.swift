// What a broken invariant looks like: which rule, what was seen, and when (frame and operation). The kind is what
// the shrinker keeps fixed while it cuts a program down, so it cannot wander off to a different failure.
import Foundation

/// An invariant a program broke (a Passage addition for stress testing).
public struct StressFailure: Equatable, Sendable, CustomStringConvertible {
    /// The rules the checks enforce.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// Parent/child, presenting/presented or navigation/tab links disagree.
        case links
        /// A view is in the window twice, or its superview does not list it.
        case viewTree
        /// An appearance callback out of order (a did without its will, two wills in a row).
        case appearanceOrder
        /// When settled, a controller is half appeared, or appeared while its view is not in the window (or the
        /// other way round).
        case appearanceOnScreen
        /// When settled, the window does not show exactly the controllers that should be visible.
        case screen
        /// A completion block or coordinator completion did not run exactly once.
        case completion
        /// `animationEnded` did not follow `animateTransition` exactly once.
        case animationEnded
        /// The frame loop is still busy long after every animation and the watchdog should have ended.
        case stuck
        /// The application still ignores touches after the program.
        case ignoringTouches
        /// A controller, view or transition object outlives the window.
        case leak
    }

    /// The rule broken.
    public var kind: Kind
    /// What was seen.
    public var message: String
    /// The frame of the loop when it was seen.
    public var frame: Int
    /// The index of the operation last started, or nil before the first / after the last.
    public var operation: Int?

    public var description: String {
        "\(kind.rawValue) at frame \(frame)" + (operation.map { ", operation \($0)" } ?? ", ending") + ": \(message)"
    }
}
