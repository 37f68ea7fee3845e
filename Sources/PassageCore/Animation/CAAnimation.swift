// The base of Core Animation's animations: timing, delegate and removal policy. A layer copies an
// animation when it is added, so changing the original afterwards changes nothing on screen.
import Foundation

/// Receives an animation's start and stop (Core Animation's `CAAnimationDelegate`). Both methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of every animation (Core Animation's `CAAnimation`).
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of the animation; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Retained by the animation, as in Core Animation.
    public var delegate: CAAnimationDelegate?
    /// Whether the layer removes the animation when it ends. Default true.
    public var isRemovedOnCompletion = true

    /// Set on the implicit animations of `defaultAction(forKey:)`: from and to come from the change.
    package var isImplicit = false
    /// Completion groups (UIView blocks, CATransaction) that wait for this animation, besides the
    /// transaction's own.
    package var completionGroups: [AnimationCompletionGroup] = []

    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// A copy with the same settings and delegate.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }

    /// Copies every setting of `other`. Subclasses extend it with their own fields.
    package func copyState(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        isImplicit = other.isImplicit
        completionGroups = other.completionGroups
    }

    /// Adds the animation to the layer `anObject` under `event`: how an animation acts as an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Builds what evaluates this animation on `layer` each frame, with its timing resolved; nil (after a
    /// diagnostic) when the animation cannot run, such as an unknown key path.
    package func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        diagnose(
            .abstractAnimationAdded, .warning, "\(type(of: self)) is abstract and does nothing when added to a layer")
        return nil
    }

    /// The pacing curve of `timingFunction`.
    package var progressCurve: ProgressCurve {
        timingFunction.map { .bezier($0.curve) } ?? .linear
    }
}

/// How keyframe values are interpolated (Core Animation's `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values at the key times (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = Self(rawValue: "discrete")
    /// Constant speed along the values; key times and timing functions are ignored.
    public static let paced = Self(rawValue: "paced")
    /// A smooth Catmull-Rom (Kochanek–Bartels) spline through the values.
    public static let cubic = Self(rawValue: "cubic")
    /// The cubic spline, paced.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether a layer animated along a path turns to follow it (Core Animation's `CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotate to the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Rotate to the path's tangent plus 180°.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}
