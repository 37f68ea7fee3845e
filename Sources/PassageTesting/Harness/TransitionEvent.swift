// One line of a transition's event log: what happened (an appearance callback, the transition's start, an
// interaction finished or cancelled, completeTransition, a coordinator completion) and the frame it happened on.
import Foundation
import Passage

/// Something the transition machinery did, stamped with the frame it happened on.
public struct TransitionEvent: Equatable, Sendable, CustomStringConvertible {
    /// Frames after t = 0 (0 for what the trigger itself caused).
    public let frame: Int
    /// Seconds after t = 0: `frame / framesPerSecond`.
    public let time: Double
    /// What happened, as a value: match it in tests.
    public let event: Stage.Event
    /// What happened, as the log prints it, e.g. `Detail.viewDidAppear(true)` or `completeTransition(true)`.
    public var text: String { event.description }

    /// `f12  t=0.200  completeTransition(true)`.
    public var description: String {
        let frameColumn = "f\(frame)".padding(toLength: 6, withPad: " ", startingAt: 0)
        return frameColumn + "t=" + String(format: "%.3f", time) + "  " + text
    }
}
