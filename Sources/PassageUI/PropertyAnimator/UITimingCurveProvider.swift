// Timing parameters for UIViewPropertyAnimator and transition animators: cubic Bézier curves and springs.
import Foundation
import PassageCore

/// The kind of curve a timing provider describes (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// An object that provides timing for an animator (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters are meaningful.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The built-in curve, when created from one; `.easeInOut` otherwise.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in unit coordinates.
    public let controlPoint1: CGPoint
    /// The second control point, in unit coordinates.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve: ease in, ease out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var points: [Float] = [0, 0]
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &points)
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        function.getControlPoint(at: 2, values: &points)
        controlPoint2 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        isBuiltin = true
    }

    /// A custom curve through (0, 0), `point1`, `point2`, (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as pure math.
    package var bezier: UnitBezier {
        UnitBezier(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
            y2: Double(controlPoint2.y))
    }
}

/// A damped-spring timing curve (UIKit's `UISpringTimingParameters`).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The starting velocity, in whole distances per second (dx is used for one-dimensional progress).
    public let initialVelocity: CGVector
    /// Whether the spring runs for the animator's duration (solved like UIView's spring) rather than its own settling time.
    package let fitsAnimatorDuration: Bool
    private let dampingRatio: Double
    private let explicitSpring: DampedHarmonicSpring?

    /// The system spring (mass 3, stiffness 1000, damping 500): critically damped-like, runs until it settles.
    public convenience init() {
        self.init(spring: .systemSpring, initialVelocity: .zero)
    }

    /// A spring with `ratio` (0…1) that settles at the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` that settles at the animator's duration, starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        initialVelocity = velocity
        explicitSpring = nil
        fitsAnimatorDuration = true
    }

    /// A spring with physical parameters; the animator's duration is ignored, it runs until it settles.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(
            spring: DampedHarmonicSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)),
            initialVelocity: velocity)
    }

    /// A spring from a damping ratio and a response (the period of the undamped spring), in seconds.
    public convenience init(dampingRatio: CGFloat, response: CGFloat, initialVelocity velocity: CGVector = .zero) {
        self.init(
            spring: .springTimingParameters(dampingRatio: Double(dampingRatio), response: Double(response)),
            initialVelocity: velocity)
    }

    /// An iOS 17 spring: `duration` is the perceptual duration, `bounce` in (−1, 1).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        self.init(spring: .swiftUIStyle(duration: duration, bounce: Double(bounce)), initialVelocity: velocity)
    }

    private init(spring: DampedHarmonicSpring, initialVelocity velocity: CGVector) {
        explicitSpring = spring
        dampingRatio = spring.dampingRatio
        initialVelocity = velocity
        fitsAnimatorDuration = false
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animator of `duration` seconds.
    package func spring(forDuration duration: TimeInterval) -> DampedHarmonicSpring {
        explicitSpring
            ?? .uiViewSpring(
                duration: duration, dampingRatio: dampingRatio, initialVelocity: Double(initialVelocity.dx))
    }
}
