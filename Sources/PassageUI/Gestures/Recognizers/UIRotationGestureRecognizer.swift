// A rotation: two fingers turning around each other. `rotation` is the angle the line through the fingers has
// turned since they came down (or since `rotation` was last set), in radians, unwrapped so it can pass ±π; the
// gesture begins once it has turned `angleThreshold` and ends when either finger lifts.
import Foundation

/// Recognizes two fingers rotating (UIKit's `UIRotationGestureRecognizer`).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians (about 4°; a Passage constant for
    /// UIKit's undocumented hysteresis).
    public static let angleThreshold: CGFloat = 0.07

    private var tracking = TwoFingerTracking()
    private var lastAngle: CGFloat = 0
    private var turned: CGFloat = 0
    private var latestRotation: CGFloat = 0
    private var baseRotation: CGFloat = 0

    /// The angle turned, in radians (positive clockwise on screen). Setting it makes the current angle stand
    /// for the new value. Default 0.
    open var rotation: CGFloat {
        get { latestRotation }
        set {
            guard newValue.isFinite else {
                return diagnosticLoop.diagnose(
                    .gestureValueNotFinite, .warning,
                    "UIRotationGestureRecognizer.rotation = \(newValue) ignored; expected a finite number")
            }
            baseRotation = newValue - turned
            latestRotation = newValue
            tracking.start(value: Double(newValue), at: tracking.latestTime)
        }
    }

    /// How fast the angle changes, in radians per second.
    open var velocity: CGFloat { CGFloat(tracking.velocity) }

    private var currentAngle: CGFloat? {
        guard let (a, b) = TwoFingerTracking.pair(of: self) else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerTracking.limitToPair(self, event)
        guard numberOfTouches == 2, state == .possible, let angle = currentAngle else {
            return tracking.note(time: event.timestamp)
        }
        lastAngle = angle
        turned = 0
        baseRotation = 0
        latestRotation = 0
        tracking.start(value: 0, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = currentAngle else { return tracking.note(time: event.timestamp) }
        var step = angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        turned += step
        latestRotation = baseRotation + turned
        tracking.sample(value: Double(latestRotation), at: event.timestamp)
        if let next = TwoFingerTracking.stateAfterMove(
            state, change: Double(turned), threshold: Double(Self.angleThreshold))
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
        latestRotation = 0
        baseRotation = 0
        turned = 0
    }
}
