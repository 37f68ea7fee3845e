// The value of a basic or spring animation whose ends are both fixed, typed once when the animation is
// added and held inline in its evaluator: each case is the rule of `AnimationValue.interpolated(to:fraction:)`
// for its kind, without the enum or a closure on the way.
import Foundation

/// Fixed ends of one kind, ready to blend at a progress.
package enum FixedBlend {
    /// Numbers, points, sizes, rects or colours: small enough to copy into a compiled animation.
    case plain(PlainBlend)
    case transform(TransformInterpolation)

    /// The blend between `from` and `to` when both are fixed values of an interpolable kind; nil otherwise,
    /// and for cumulative animations of any kind but transforms (which have no subtraction, so cumulative
    /// repeats add nothing to them).
    init?(from: AnimationEndpoint, to: AnimationEndpoint, isCumulative: Bool) {
        guard case .value(let start) = from, case .value(let end) = to else { return nil }
        if case .transform(let a) = start, case .transform(let b) = end {
            self = .transform(TransformInterpolation(from: a, to: b))
            return
        }
        guard !isCumulative, let plain = PlainBlend(start, end) else { return nil }
        self = .plain(plain)
    }

    /// The value at progress `f`.
    func value(at f: Double) -> AnimationValue {
        switch self {
        case .plain(let blend): blend.value(at: f)
        case .transform(let interpolation): .transform(interpolation.value(at: f))
        }
    }

    /// Stores the value at progress `f` into `field` of `values`, as the property's absolute write would;
    /// false (nothing stored) when the field holds another kind of value.
    @inline(__always)
    func store(at f: Double, into field: PlainField, of values: inout LayerValues) -> Bool {
        switch (self, field) {
        case (.plain(let blend), let field):
            return blend.store(at: f, into: field, of: &values)
        case (.transform(let interpolation), .transform(let offset)):
            PlainField.store(interpolation.value(at: f), at: offset, in: &values)
            return true
        default:
            return false
        }
    }
}

/// Fixed ends of a number, point, size, rect or colour.
package enum PlainBlend {
    case scalar(Double, Double)
    case point(CGPoint, CGPoint)
    case size(CGSize, CGSize)
    case rect(CGRect, CGRect)
    case color(RGBA, RGBA)

    /// The blend between two values of the same plain kind; nil for any other pair.
    init?(_ start: AnimationValue, _ end: AnimationValue) {
        switch (start, end) {
        case (.scalar(let a), .scalar(let b)): self = .scalar(a, b)
        case (.point(let a), .point(let b)): self = .point(a, b)
        case (.size(let a), .size(let b)): self = .size(a, b)
        case (.rect(let a), .rect(let b)): self = .rect(a, b)
        case (.color(let a), .color(let b)): self = .color(a, b)
        default: return nil
        }
    }

    /// The value at progress `f`.
    func value(at f: Double) -> AnimationValue {
        switch self {
        case .scalar(let a, let b): .scalar(AnimationValue.blend(a, b, f))
        case .point(let a, let b): .point(AnimationValue.blend(a, b, f))
        case .size(let a, let b): .size(AnimationValue.blend(a, b, f))
        case .rect(let a, let b): .rect(AnimationValue.blend(a, b, f))
        case .color(let a, let b): .color(a.interpolated(to: b, fraction: f))
        }
    }

    /// Stores the value at progress `f` into `field` of `values`, as the property's absolute write would;
    /// false (nothing stored) when the field holds another kind of value.
    @inline(__always)
    func store(at f: Double, into field: PlainField, of values: inout LayerValues) -> Bool {
        switch (self, field) {
        case (.scalar(let a, let b), .cgFloat(let offset)):
            PlainField.store(CGFloat(AnimationValue.blend(a, b, f)), at: offset, in: &values)
        case (.scalar(let a, let b), .float(let offset)):
            PlainField.store(Float(AnimationValue.blend(a, b, f)), at: offset, in: &values)
        case (.point(let a, let b), .point(let offset)):
            PlainField.store(AnimationValue.blend(a, b, f), at: offset, in: &values)
        case (.size(let a, let b), .size(let offset)):
            PlainField.store(AnimationValue.blend(a, b, f), at: offset, in: &values)
        case (.rect(let a, let b), .rect(let offset)):
            PlainField.store(AnimationValue.blend(a, b, f), at: offset, in: &values)
        case (.color(let a, let b), .color(let offset)):
            PlainField.store(Optional(a.interpolated(to: b, fraction: f)), at: offset, in: &values)
        default:
            return false
        }
        return true
    }
}
