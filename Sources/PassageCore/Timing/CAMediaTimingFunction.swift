// Core Animation's timing function: an immutable cubic Bézier from (0, 0) to (1, 1).
// Invariants: immutable after init (hence Sendable); equality and hashing use the four control points
// exactly as passed (Float); `curve` is the sanitised Double-precision curve built from them.

/// A timing curve that maps an animation's linear progress (0…1) to eased progress, defined by a cubic
/// Bézier with endpoints (0, 0) and (1, 1) and two control points (Core Animation's class).
public final class CAMediaTimingFunction: Sendable, Hashable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    private let c1x: Float
    private let c1y: Float
    private let c2x: Float
    private let c2y: Float

    /// The curve evaluated by `evaluate(_:)`.
    package let curve: UnitBezier

    /// Creates the predefined timing function with this name.
    ///
    /// An unknown name logs a diagnostic and yields the linear curve (Core Animation's handling of
    /// unknown names is unverified).
    public convenience init(name: CAMediaTimingFunctionName) {
        let points =
            Self.controlPoints(named: name)
            ?? {
                diagnoseOnAnyThread(
                    .timingFunctionUnknownName, .warning,
                    "CAMediaTimingFunction(name:): unknown name \"\(name.rawValue)\"; using linear")
                return (0, 0, 1, 1)
            }()
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Creates a timing function with control points (c1x, c1y) and (c2x, c2y).
    ///
    /// x coordinates are clamped to [0, 1] for evaluation; y may be any finite value (overshoot).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
        curve = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }

    /// Writes control point `idx` (0 = (0, 0), 1 = first, 2 = second, 3 = (1, 1)) to `ptr[0]` (x) and
    /// `ptr[1]` (y). An index outside 0…3 writes nothing and logs a diagnostic.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default:
            diagnoseOnAnyThread(
                .timingFunctionControlPointOutOfRange, .warning,
                "CAMediaTimingFunction.getControlPoint(at:): index \(idx) is outside 0...3")
            return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Eased progress for linear progress `x` (see `UnitBezier.solve`; extrapolates outside [0, 1]).
    package func evaluate(_ x: Double) -> Double {
        curve.solve(x)
    }

    /// Two timing functions are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
    }

    /// The control points (c1x, c1y, c2x, c2y) of a predefined name, or nil for an unknown name.
    package static func controlPoints(named name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float)? {
        switch name {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }

    // MARK: Shared instances (so the engine does not allocate per animation)

    /// Shared `.linear` instance.
    package static let linear = CAMediaTimingFunction(name: .linear)
    /// Shared `.easeIn` instance.
    package static let easeIn = CAMediaTimingFunction(name: .easeIn)
    /// Shared `.easeOut` instance.
    package static let easeOut = CAMediaTimingFunction(name: .easeOut)
    /// Shared `.easeInEaseOut` instance.
    package static let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)
    /// Shared `.default` instance.
    package static let `default` = CAMediaTimingFunction(name: .default)

    /// The shared instance for a predefined name; an unknown name logs a diagnostic and yields linear.
    package static func shared(_ name: CAMediaTimingFunctionName) -> CAMediaTimingFunction {
        switch name {
        case .linear: return linear
        case .easeIn: return easeIn
        case .easeOut: return easeOut
        case .easeInEaseOut: return easeInEaseOut
        case .default: return .default
        default: return CAMediaTimingFunction(name: name)
        }
    }
}
