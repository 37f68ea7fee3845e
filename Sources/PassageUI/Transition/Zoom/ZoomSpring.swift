// One quantity of the zoom (a centre coordinate, a size, the dimming, the cross-fade) on a spring that can be
// retargeted at any moment: the value and velocity carry on, only the target and the spring change. Each frame
// steps the closed-form motion by the frame's time, so a run is the same bit for bit on every machine and the
// steps add up to the closed form over the whole time.
import Foundation
import PassageCore

/// A value moving toward a target on a damped spring.
struct ZoomSpring: Equatable {
    /// Where the value is now.
    var value: CGFloat
    /// How fast it moves, in units per second.
    var velocity: CGFloat = 0
    /// Where it is going.
    var target: CGFloat
    /// The spring it moves on.
    var spring: ZoomMetrics.Spring
    /// Seconds still to wait before moving (a delayed start).
    var delay: TimeInterval = 0

    /// A value at rest at `value`.
    init(at value: CGFloat, spring: ZoomMetrics.Spring) {
        self.value = value
        target = value
        self.spring = spring
    }

    /// Sends the value toward `target` on `spring`, keeping its position and velocity, after `delay` seconds.
    mutating func retarget(_ target: CGFloat, on spring: ZoomMetrics.Spring, delay: TimeInterval = 0) {
        self.target = target
        self.spring = spring
        self.delay = delay
    }

    /// Puts the value at `value`, at rest (a finger holds it there).
    mutating func hold(at value: CGFloat) {
        self.value = value
        target = value
        velocity = 0
        delay = 0
    }

    /// Moves the value on by `time` seconds.
    mutating func step(_ time: TimeInterval) {
        var time = time
        if delay > 0 {
            let waited = min(delay, time)
            delay -= waited
            time -= waited
        }
        guard time > 0 else { return }
        let motion = SpringMotion(
            spring.harmonic, initialDisplacement: Double(value - target), initialVelocity: Double(velocity))
        let state = motion.state(at: time)
        value = target + CGFloat(state.position)
        velocity = CGFloat(state.velocity)
    }

    /// Whether the value rests at its target within `distance` and `speed`.
    func isSettled(distance: CGFloat, speed: CGFloat) -> Bool {
        delay <= 0 && abs(value - target) <= distance && abs(velocity) <= speed
    }
}
