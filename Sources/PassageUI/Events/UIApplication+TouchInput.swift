// Touch input: how fingers reach the app in Passage, which has no touch screen. Each input is what changed at
// one instant (a `TouchTrace.Event`); the application keeps one `UITouch` per finger for its whole sequence,
// hit-tests a finger when it comes down (top window first, honouring isUserInteractionEnabled, isHidden,
// alpha < 0.01 and views animating without `.allowUserInteraction`), marks the other fingers stationary and
// sends the one touches event through `sendEvent(_:)`.
//
// Defined behaviour for bad input (each is logged and skipped, never trapped): a non-finite location (a lift
// there still lifts the finger, where it last was), a finger listed twice in one input, a finger that begins while down, a finger that moves or ends without having begun,
// and the pointer-only region phases. Time: an input up to `simultaneousInputTolerance` before the previous
// one (rounding in the caller's arithmetic) counts as simultaneous with it; one further back, or not finite,
// delivers only its lifted and cancelled fingers, at the previous input's time, so no single bad input can
// leave a finger down for good.
import Foundation
import PassageCore

extension UIApplication {
    /// The longest gap between one tap's end and the next touch for `tapCount` to go up, in seconds.
    public static let multipleTapInterval: TimeInterval = 0.35
    /// The farthest the next tap may be from the previous one for `tapCount` to go up, in points.
    public static let multipleTapDistance: CGFloat = 40
    /// How far an input's time may fall behind the previous input's and still count as simultaneous with it,
    /// in seconds: a few ulps of rounding in the caller's time arithmetic, never a real step back.
    package static let simultaneousInputTolerance: TimeInterval = 1e-9

    /// Delivers one touch input (a Passage addition: UIKit's events come from the hardware). `touches` are the
    /// fingers that changed at media time `timestamp` (seconds, `CACurrentMediaTime()`'s base), with their
    /// locations in screen points; fingers down and not listed are stationary. Fingers that begin while
    /// `isIgnoringInteractionEvents` (or where no window takes them) are dropped until they lift.
    /// An input whose time is before the previous input's by no more than a rounding error is delivered as
    /// simultaneous with it; one further back (or not finite) delivers only its lifted and cancelled fingers, at
    /// the previous input's time.
    public func sendTouchInput(_ touches: [TouchTrace.Touch], timestamp: TimeInterval) {
        guard let (touches, timestamp) = inTimeOrder(touches, timestamp: timestamp) else { return }
        for observer in inputObservers.handlers { observer(TouchTrace.Event(time: timestamp, touches: touches)) }
        latestInputTime = timestamp
        var changed: [UITouch] = []
        var listed: Set<Int> = []
        for input in touches {
            guard listed.insert(input.finger).inserted else {
                diagnose(
                    .touchInputDuplicateFinger, .warning,
                    "touch input at time \(timestamp) lists finger \(input.finger) twice; the second is ignored")
                continue
            }
            let isLift = input.phase == .ended || input.phase == .cancelled
            let hasLocation = input.location.x.isFinite && input.location.y.isFinite
            guard hasLocation || isLift else {
                diagnose(
                    .touchInputLocationNotFinite, .warning,
                    "touch input at time \(timestamp): finger \(input.finger) has a non-finite location; ignored")
                continue
            }
            if !hasLocation {
                diagnose(
                    .touchInputLiftLocationNotFinite, .warning,
                    "touch input at time \(timestamp): finger \(input.finger) lifts at a non-finite location; it lifts where it last was"
                )
            }
            if let touch = apply(input, location: hasLocation ? input.location : nil, timestamp: timestamp) {
                changed.append(touch)
            }
        }
        for touch in touchesByFinger.values where !changed.contains(touch) {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        guard !changed.isEmpty else { return }
        touchesEvent.timestamp = timestamp
        touchesEvent.orderedTouches = touchesByFinger.values.sorted { $0.sequenceNumber < $1.sequenceNumber }
        sendEvent(touchesEvent)
        for (finger, touch) in touchesByFinger where touch.phase == .ended || touch.phase == .cancelled {
            touchesByFinger[finger] = nil
            if touch.phase == .ended { rememberTap(touch) }
        }
        // The event keeps only the fingers still down: a lifted finger's touch (and the view and window it holds)
        // is released once its last event has been delivered, as in UIKit.
        touchesEvent.orderedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// The input as it is delivered: at a time not before the previous input's. Nil when nothing is left.
    private func inTimeOrder(_ touches: [TouchTrace.Touch], timestamp: TimeInterval) -> (
        [TouchTrace.Touch], TimeInterval
    )? {
        if timestamp.isFinite, timestamp >= latestInputTime - Self.simultaneousInputTolerance {
            return (touches, max(timestamp, latestInputTime))
        }
        let lifts = touches.filter { $0.phase == .ended || $0.phase == .cancelled }
        let deliverable = latestInputTime.isFinite && !lifts.isEmpty
        diagnose(
            .touchInputTimeInvalid, .warning,
            "touch input at time \(timestamp): expected a finite time not before \(latestInputTime); \(deliverable ? "only its lifted and cancelled fingers are delivered, at \(latestInputTime)" : "ignored")"
        )
        return deliverable ? (lifts, latestInputTime) : nil
    }

    /// Updates (or creates) the finger's touch, moving it to `location` (screen points; nil keeps it where it
    /// is, for a lift); nil when the input changes nothing that is delivered.
    private func apply(_ input: TouchTrace.Touch, location: CGPoint?, timestamp: TimeInterval) -> UITouch? {
        let finger = input.finger
        switch input.phase {
        case .began:
            guard let location else { return nil }
            guard touchesByFinger[finger] == nil else {
                diagnose(
                    .touchBeganWhileDown, .warning,
                    "finger \(finger) began at time \(timestamp) while already down; ignored")
                return nil
            }
            droppedFingers.remove(finger)
            guard !isIgnoringInteractionEvents, let (window, view, point) = hitTest(screenPoint: location) else {
                droppedFingers.insert(finger)
                return nil
            }
            let touch = UITouch(
                phase: .began, windowLocation: point, timestamp: timestamp,
                tapCount: tapCount(at: location, time: timestamp), window: window)
            touch.view = view
            touch.screenLocationAtBegan = location
            touch.sequenceNumber = nextTouchSequenceNumber
            nextTouchSequenceNumber += 1
            touchesByFinger[finger] = touch
            return touch
        case .moved, .stationary, .ended, .cancelled:
            if droppedFingers.contains(finger) {
                if input.phase == .ended || input.phase == .cancelled { droppedFingers.remove(finger) }
                return nil
            }
            guard let touch = touchesByFinger[finger] else {
                diagnose(
                    .touchNeverBegan, .warning,
                    "finger \(finger) has phase .\(input.phase) at time \(timestamp) but never began; ignored")
                return nil
            }
            touch.timestamp = timestamp
            guard input.phase != .stationary else { return nil }
            touch.previousWindowLocation = touch.windowLocation
            if let window = touch.window, let location { touch.windowLocation = Self.windowPoint(location, in: window) }
            touch.phase = input.phase
            return touch
        case .regionEntered, .regionMoved, .regionExited:
            diagnose(
                .touchInputPointerPhase, .warning,
                "finger \(finger) has pointer phase .\(input.phase); touch input takes began, moved, stationary, ended and cancelled"
            )
            return nil
        }
    }

    /// The frontmost visible window that takes a touch at `screenPoint`, the view hit, and the point in that
    /// window's coordinates.
    private func hitTest(screenPoint: CGPoint) -> (UIWindow, UIView, CGPoint)? {
        for window in windows.reversed() where window.superview == nil && !window.isHidden {
            let point = Self.windowPoint(screenPoint, in: window)
            guard let view = window.hitTest(point, with: touchesEvent) else { continue }
            let touchWindow = view.window ?? window
            return (touchWindow, view, touchWindow === window ? point : Self.windowPoint(screenPoint, in: touchWindow))
        }
        return nil
    }

    /// `screenPoint` in `window`'s coordinates: relative to its frame, through any windows it is nested in.
    static func windowPoint(_ screenPoint: CGPoint, in window: UIWindow) -> CGPoint {
        var root: UIView = window
        while let superview = root.superview { root = superview }
        let inRoot = CGPoint(x: screenPoint.x - root.frame.minX, y: screenPoint.y - root.frame.minY)
        return root === window ? inRoot : window.convert(inRoot, from: root)
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multipleTapInterval,
            hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// A finger lifted: it was a tap if it stayed near where it came down.
    private func rememberTap(_ touch: UITouch) {
        let location = touch.location(in: nil)
        let start = touch.screenLocationAtBegan
        guard let window = touch.window else {
            lastTap = nil
            return
        }
        let startInWindow = Self.windowPoint(start, in: window)
        if hypot(location.x - startInWindow.x, location.y - startInWindow.y) <= Self.multipleTapDistance {
            lastTap = (start, touch.timestamp, touch.tapCount)
        } else {
            lastTap = nil
        }
    }

    /// Calls `handler` with every touch input before it is delivered; returns a token for
    /// `removeTouchInputObserver(_:)`. Recorders use it.
    package func addTouchInputObserver(_ handler: @escaping (TouchTrace.Event) -> Void) -> Int {
        inputObservers.add(handler)
    }

    /// Stops calling the observer registered under `token`.
    package func removeTouchInputObserver(_ token: Int) {
        inputObservers.remove(token)
    }
}
