// UIView's block animation API: duration/curve blocks, springs, and turning animation off.
import Foundation
import PassageCore

extension UIView {
    /// Whether property changes inside animation blocks animate, on the current frame loop's stage. Default true.
    public class var areAnimationsEnabled: Bool { Stage.current.animationsEnabled }

    /// Turns animation of view property changes on or off for every view of the current frame loop's stage.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        Stage.current.animationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, then restores the previous setting.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let stage = Stage.current
        let previous = stage.animationsEnabled
        stage.animationsEnabled = false
        actionsWithoutAnimation()
        stage.animationsEnabled = previous
    }

    /// The duration of the innermost open animation block, in seconds; 0 outside any block.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.current?.duration ?? 0
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay`, with the curve and
    /// options given. The model values change at once; `completion(finished)` runs when every animation
    /// the block created has stopped (`finished` false if one was removed early), or at the next frame when
    /// nothing was animated. A non-finite or negative duration or delay is treated as 0 (logged).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, options: options,
            pacing: .curve(options.curve.timingFunction), animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default curve (ease in, ease out).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that settles (within 0.1%) at `duration`: UIKit's solver turns
    /// `dampingRatio` (0…1; 1 is critically damped, above 1 acts as 1) and `velocity` (whole distances per
    /// second, positive toward the target) into a stiffness and damping. Curve options are ignored.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        if !(dampingRatio > 0) {
            diagnose(
                .springDampingInvalid, .warning,
                "UIView.animate(usingSpringWithDamping: \(dampingRatio)): expected a damping ratio > 0; using \(DampedHarmonicSpring.minimumUIViewDampingRatio)"
            )
        }
        let spring = DampedHarmonicSpring.uiViewSpring(
            duration: sanitized(duration, "duration"),
            dampingRatio: Double(dampingRatio),
            initialVelocity: Double(velocity))
        runBlock(
            duration: duration, delay: delay, options: options,
            pacing: .spring(spring, initialVelocity: Double(velocity)), animations: animations, completion: completion)
    }

    /// Animates with an iOS 17 spring: `duration` is the perceptual duration (the response), `bounce` in
    /// (−1, 1) sets the damping (0 is critically damped). The animation runs until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = DampedHarmonicSpring.swiftUIStyle(
            duration: max(sanitized(duration, "springDuration"), 0.01),
            bounce: Double(bounce))
        let velocity = Double(initialSpringVelocity)
        runBlock(
            duration: spring.settlingDuration(initialVelocity: velocity), delay: delay, options: options,
            pacing: .spring(spring, initialVelocity: velocity), animations: animations, completion: completion)
    }

    /// Opens a block context, runs `animations`, and seals the block's completion.
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        pacing: ViewAnimationPacing, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let (group, seal) = ViewAnimationContext.completionGroup(completion)
        let duration = sanitized(duration, "duration")
        if duration > 0 {
            ViewAnimationContext(
                duration: duration, delay: sanitized(delay, "delay"), options: options,
                pacing: pacing, group: group
            ).run(animations)
        } else {
            performWithoutAnimation(animations)
        }
        seal()
    }

    /// `value` if finite and ≥ 0, else 0 with a diagnostic naming `name`.
    static func sanitized(_ value: TimeInterval, _ name: String) -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            diagnose(
                .viewAnimationTimeInvalid, .warning,
                "UIView animation \(name) = \(value) is invalid: expected a finite number of seconds ≥ 0; using 0")
            return 0
        }
        return value
    }
}
