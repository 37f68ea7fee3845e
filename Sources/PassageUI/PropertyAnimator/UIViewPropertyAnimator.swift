// An interruptible animator: the animations its blocks create are driven by its own timeline, so it can
// be started, paused, scrubbed, reversed, retimed, stopped and finished at any point.
//
// Life cycle (UIKit's): inactive → active (startAnimation, pauseAnimation or setting fractionComplete;
// the animation blocks run then, setting the model values) → inactive when the animations reach the end
// or the start (completions run with the position), or → stopped (stopAnimation(false)) → inactive through
// finishAnimation(at:). Misuse that UIKit raises on is logged and ignored.
import Foundation
import PassageCore

/// Animates view property changes with full control over their timing (UIKit's `UIViewPropertyAnimator`).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// One animation this animator drives on a layer.
    struct DrivenAnimation {
        let layer: CALayer
        let key: String
        let property: AnimatableProperty
        let startValue: AnimationValue
        let endValue: AnimationValue
    }

    /// The timing curve given at creation.
    public let timingParameters: UITimingCurveProvider?
    /// The duration of the main animations, in seconds (a spring with its own physics uses its settling time).
    public var duration: TimeInterval { timeline.duration }
    /// The delay given to `startAnimation(afterDelay:)`, in seconds. Default 0.
    public internal(set) var delay: TimeInterval = 0
    /// Whether the animating views receive touches. Default true; cannot change while active (logged, ignored).
    public var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set { if acceptsConfiguration("isUserInteractionEnabled") { userInteraction = newValue } }
    }
    /// Whether hit testing is left to the app during the animation. Default false.
    public var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, reversed or stopped while it runs. Default true; cannot change
    /// while active (logged, ignored).
    public var isInterruptible: Bool {
        get { interruptible }
        set { if acceptsConfiguration("isInterruptible") { interruptible = newValue } }
    }
    /// Whether setting `fractionComplete` moves the values linearly (true) or along the curve. Default true.
    public var scrubsLinearly = true
    /// Whether reaching the end leaves the animator active and paused instead of finishing it. Default false.
    public var pausesOnCompletion = false

    /// The animator's state.
    public internal(set) var state: UIViewAnimatingState = .inactive

    private var userInteraction = true
    private var interruptible = true
    var timeline: AnimatorTimeline
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var driven: [DrivenAnimation] = []
    var reversed = false
    var ticker: CADisplayLink?
    var busyCheck: Int?

    /// Creates an inactive animator of `duration` seconds with a custom curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        timingParameters = parameters
        let seconds = UIView.sanitized(duration, "UIViewPropertyAnimator duration")
        timeline = AnimatorTimeline(curve: AnimatorCurve(parameters, duration: seconds))
    }

    /// Creates an animator with one of UIKit's curves and optional animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic curve and optional animations.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring that settles at `duration` and optional animations.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator: UIKit's replacement for `UIView.animate`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations are moving.
    public var isRunning: Bool {
        if case .still = timeline.motion { return false }
        return true
    }

    /// Whether the animations run back toward their start values. Setting it while running turns them around.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The animator's position in time, 0…1. Settable while not running: scrubs the values (linearly when
    /// `scrubsLinearly`), making an inactive animator active. Setting it while running is ignored (logged).
    public var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: now)) }
        set { scrub(to: Double(newValue)) }
    }

    /// Adds animations that start at `delayFactor` (0…1) of the animation. Blocks added while inactive run
    /// when the animator starts; while active they run at once and cover the remaining progress.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(delayFactor).isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: run(animation, delayFactor: max(factor, timeline.value(at: now)))
        case .stopped:
            diagnose(
                .propertyAnimatorAddAnimationsWhenStopped, .warning,
                "UIViewPropertyAnimator.addAnimations on a stopped animator ignored")
        }
    }

    /// Adds animations that start with the animator.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block run with the final position when the animations end or are finished.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    var now: CFTimeInterval { CACurrentMediaTime() }

    private func acceptsConfiguration(_ name: String) -> Bool {
        guard state == .inactive else {
            diagnose(
                .propertyAnimatorChangeWhileActive, .warning,
                "UIViewPropertyAnimator.\(name) cannot change while the animator is active; ignored")
            return false
        }
        return true
    }
}

extension UIViewPropertyAnimator: AnimationProgressDriver {
    package func valueProgress(at t: CFTimeInterval, delayFactor: Double) -> Double {
        timeline.value(at: t, delayFactor: delayFactor)
    }
}
