// A pinch: two fingers moving apart or together. `scale` is the fingers' span over their span when they came
// down (or when `scale` was last set); the pinch begins when the span changed by `spanThreshold` points and ends
// when either finger lifts. `velocity` is the scale's rate of change per second.
import Foundation

/// Recognizes two fingers pinching (UIKit's `UIPinchGestureRecognizer`).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the span must change before the pinch begins, in points (a Passage constant for UIKit's
    /// undocumented hysteresis).
    public static let spanThreshold: CGFloat = 8

    private var tracking = TwoFingerTracking()
    private var startSpan: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var baseSpan: CGFloat = 0
    private var latestScale: CGFloat = 1

    /// The span of the fingers relative to their span at the start; setting it makes the current span stand
    /// for the new value. Default 1.
    open var scale: CGFloat {
        get { latestScale }
        set {
            guard newValue.isFinite else {
                return diagnosticLoop.diagnose(
                    .gestureValueNotFinite, .warning,
                    "UIPinchGestureRecognizer.scale = \(newValue) ignored; expected a finite number")
            }
            baseScale = newValue
            baseSpan = currentSpan ?? baseSpan
            latestScale = newValue
            tracking.start(value: Double(newValue), at: tracking.latestTime)
        }
    }

    /// How fast the scale changes, in scale factor per second (negative while pinching in).
    open var velocity: CGFloat { CGFloat(tracking.velocity) }

    private var currentSpan: CGFloat? {
        guard let (a, b) = TwoFingerTracking.pair(of: self) else { return nil }
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerTracking.limitToPair(self, event)
        guard numberOfTouches == 2, state == .possible, let span = currentSpan else {
            return tracking.note(time: event.timestamp)
        }
        startSpan = span
        baseSpan = span
        baseScale = 1
        latestScale = 1
        tracking.start(value: 1, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = currentSpan, baseSpan > 0 else { return tracking.note(time: event.timestamp) }
        latestScale = baseScale * span / baseSpan
        tracking.sample(value: Double(latestScale), at: event.timestamp)
        if let next = TwoFingerTracking.stateAfterMove(
            state, change: Double(span - startSpan), threshold: Double(Self.spanThreshold))
        {
            state = next
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        tracking.note(time: event.timestamp)
        if let next = TwoFingerTracking.stateAfterLift(state) { state = next }
    }

    open override func reset() {
        super.reset()
        tracking = TwoFingerTracking()
        latestScale = 1
        baseScale = 1
    }
}
