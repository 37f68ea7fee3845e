// The event passed through hit testing, gesture recognizers and the responder chain. Like UIKit, the
// application keeps one touches event and updates it for every input: `allTouches` holds every finger that is
// down (the ones that changed and the stationary ones), and `timestamp` is the input's media time.
import Foundation

/// An event delivered to the app, such as a change in the fingers on the screen (UIKit's `UIEvent`).
@preconcurrency @MainActor
open class UIEvent {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The kind of event (UIKit's `UIEvent.EventType`; raw values as in UIKit).
    public enum EventType: Int, Sendable {
        /// Fingers on the screen: the only kind Passage's input produces.
        case touches = 0
        /// A device motion such as a shake.
        case motion = 1
        /// Remote-control commands from headphones or the Control Center.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scrolling from an indirect device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A transform from an indirect device (pinch or rotate on a trackpad).
        case transform = 14
    }

    /// The kind of event; `.touches` for events made from touch input.
    open var type: EventType { .touches }
    /// When the event happened, in media time (seconds, `CACurrentMediaTime()`'s time base).
    open internal(set) var timestamp: TimeInterval = 0

    /// The touches of the event in the order the fingers came down.
    var orderedTouches: [UITouch] = []

    /// Creates an empty event.
    public init() {}

    /// Every touch of the event: the fingers that changed and the ones down and stationary; nil when empty.
    open var allTouches: Set<UITouch>? {
        orderedTouches.isEmpty ? nil : Set(orderedTouches)
    }

    /// The touches delivered to `view`; nil when there are none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(orderedTouches.filter { $0.view === view })
    }

    /// The touches in `window`; nil when there are none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(orderedTouches.filter { $0.window === window })
    }

    /// The touches delivered to `gesture`; nil when there are none.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmpty(orderedTouches.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } == true })
    }

    private func nonEmpty(_ touches: [UITouch]) -> Set<UITouch>? {
        touches.isEmpty ? nil : Set(touches)
    }
}
