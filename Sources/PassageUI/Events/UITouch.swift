// One finger on the screen, from the moment it comes down until it lifts or is cancelled. The application
// creates it, keeps one object per finger for the whole sequence and updates it in place, as UIKit does; the
// location is kept in window coordinates and converted on request.
import Foundation

/// A finger's presence, location and movement on the screen (UIKit's `UITouch`).
@preconcurrency @MainActor
open class UITouch {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Where a touch is in its sequence (UIKit's `UITouch.Phase`; raw values as in UIKit).
    public enum Phase: Int, Sendable, CaseIterable {
        /// The finger came down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but has not moved since the previous event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch (for example a gesture recognizer took it over).
        case cancelled = 4
        /// A pointer entered the window (indirect input; not produced by Passage's touch input).
        case regionEntered = 5
        /// A pointer moved in the window without touching (not produced by Passage's touch input).
        case regionMoved = 6
        /// A pointer left the window (not produced by Passage's touch input).
        case regionExited = 7
    }

    /// The kind of touch (UIKit's `UITouch.TouchType`). Passage's input produces direct touches only.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch from an indirect device.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer such as a trackpad.
        case indirectPointer = 3
    }

    /// The touch's phase in the current event.
    open internal(set) var phase: Phase
    /// The media time of the touch's latest change, in seconds (`CACurrentMediaTime()`'s time base).
    open internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at this spot in quick succession (1 for a single tap).
    open internal(set) var tapCount: Int
    /// The view the touch was delivered to: the hit-tested view when it began. Does not change while it moves.
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) var window: UIWindow?
    /// The kind of touch; always `.direct`.
    open var type: TouchType { .direct }

    /// The gesture recognizers receiving this touch, deepest view's first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The order in which the application created the touch.
    var sequenceNumber = 0
    /// Where the finger came down, in screen points (for tap counting).
    var screenLocationAtBegan = CGPoint.zero
    /// The location in the window's coordinates, and where it was in the previous event.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(phase: Phase, windowLocation: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow?) {
        self.phase = phase
        self.windowLocation = windowLocation
        previousWindowLocation = windowLocation
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// The touch's location in the previous event, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }
}
