// The typed form of the `Any` values animations are given (fromValue, values, …), resolved once when an
// animation is added, so evaluating a frame never casts. Arithmetic here defines additive and cumulative
// animation for each kind of value.
import Foundation

/// The kinds of value an animatable property holds.
package enum AnimationValueKind: Sendable {
    case scalar, point, size, rect, transform, color, discrete
    /// An array of colors or of numbers (CAGradientLayer's `colors`, `locations`), held as `.list`.
    case colors, scalars
}

/// One animatable value.
package enum AnimationValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RGBA)
    /// A value that cannot be interpolated (isHidden, contents, paths): it switches at the midpoint.
    case discrete(Any?)
    /// An array of values of one kind; arrays of equal length interpolate element by element, others switch
    /// at the midpoint (as Core Animation does for `colors` and `locations` of different counts).
    case list([AnimationValue])

    /// Converts a value given through the `Any`-typed API to the kind a property expects, or nil when it
    /// cannot (the caller reports the key path and the value).
    package init?(any value: Any?, kind: AnimationValueKind) {
        // Values boxed the Objective-C way (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`, `NSNumber`) cast to
        // the structs and numbers as on iOS (FoundationBridging.swift).
        switch kind {
        case .scalar:
            guard let number = AnimationValue.number(value) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = value as? CATransform3D {
                self = .transform(transform)
            } else if let affine = value as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            if value == nil {
                self = .color(.clearColor)
            } else if let color = value as? CGColor {
                self = .color(color.rgba)
            } else {
                return nil
            }
        case .discrete:
            self = .discrete(value)
        case .colors, .scalars:
            guard let list = AnimationValue.list(value, of: kind == .colors ? .color : .scalar) else { return nil }
            self = .list(list)
        }
    }

    /// The elements of an array given through the `Any` API (nil: an empty list), each of `kind`.
    private static func list(_ value: Any?, of kind: AnimationValueKind) -> [AnimationValue]? {
        guard let value else { return [] }
        guard let array = value as? [Any] else { return nil }
        var elements: [AnimationValue] = []
        for element in array {
            guard let typed = AnimationValue(any: element, kind: kind) else { return nil }
            elements.append(typed)
        }
        return elements
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The value as the `Any` the public API hands out (CGFloat for scalars, CGColor for colors).
    package var anyValue: Any? {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): CGColor(rgba: v)
        case .discrete(let v): v
        case .list(let v): v.map { $0.anyValue as Any }
        }
    }

    /// Interpolates from `self` to `to` at `fraction` (which may leave [0, 1] for overshooting curves).
    /// Transforms interpolate through their decomposition, keeping perspective; paths blend point by point
    /// when their structures match (`CGPath.interpolated(to:fraction:)`); other discrete values switch at
    /// fraction 0.5.
    package func interpolated(to: AnimationValue, fraction f: Double) -> AnimationValue {
        switch (self, to) {
        case (.scalar(let a), .scalar(let b)): return .scalar(Self.blend(a, b, f))
        case (.point(let a), .point(let b)): return .point(Self.blend(a, b, f))
        case (.size(let a), .size(let b)): return .size(Self.blend(a, b, f))
        case (.rect(let a), .rect(let b)): return .rect(Self.blend(a, b, f))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: f))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: f))
        case (.discrete(let a as CGPath), .discrete(let b as CGPath)):
            return .discrete(a.interpolated(to: b, fraction: f))
        case (.list(let a), .list(let b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        default: return f < 0.5 ? self : to
        }
    }

    /// The interpolation rule of scalars: a + (b − a)·f.
    @inline(__always)
    package static func blend(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// The interpolation rule of points: each coordinate blended.
    @inline(__always)
    package static func blend(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f))
    }

    /// The interpolation rule of sizes: width and height blended.
    @inline(__always)
    package static func blend(_ a: CGSize, _ b: CGSize, _ f: Double) -> CGSize {
        CGSize(width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f))
    }

    /// The interpolation rule of rects: origin and size blended as stored (a negative size stays negative).
    @inline(__always)
    package static func blend(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
        CGRect(
            x: lerp(a.origin.x, b.origin.x, f), y: lerp(a.origin.y, b.origin.y, f),
            width: lerp(a.size.width, b.size.width, f), height: lerp(a.size.height, b.size.height, f))
    }

    /// `self` added to `base`: the rule for additive animations. Transforms concatenate (the animated
    /// transform first, then the base), as Core Animation documents; discrete values replace.
    package func added(to base: AnimationValue) -> AnimationValue {
        switch (self, base) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width,
                    height: a.size.height + b.size.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(a, b))
        case (.color(let a), .color(let b)): return .color(a + b)
        case (.list(let a), .list(let b)) where a.count == b.count: return .list(zip(a, b).map { $0.added(to: $1) })
        default: return self
        }
    }

    /// `self` − `other`, the offset an additive animation starts from. Nil for transforms and discrete
    /// values, which have no subtraction that keeps motion continuous.
    package func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y, width: a.size.width - b.size.width,
                    height: a.size.height - b.size.height))
        case (.color(let a), .color(let b)): return .color(a - b)
        case (.list(let a), .list(let b)) where a.count == b.count:
            let differences = zip(a, b).compactMap { $0.subtracting($1) }
            return differences.count == a.count ? .list(differences) : nil
        default: return nil
        }
    }

    /// The value times `factor` (for cumulative repeats and keyframe weights). Transforms and discrete
    /// values are returned unchanged.
    package func scaled(by factor: Double) -> AnimationValue {
        let f = CGFloat(factor)
        switch self {
        case .scalar(let v): return .scalar(v * factor)
        case .point(let v): return .point(CGPoint(x: v.x * f, y: v.y * f))
        case .size(let v): return .size(CGSize(width: v.width * f, height: v.height * f))
        case .rect(let v):
            return .rect(
                CGRect(x: v.origin.x * f, y: v.origin.y * f, width: v.size.width * f, height: v.size.height * f))
        case .color(let v): return .color(v * factor)
        case .list(let v): return .list(v.map { $0.scaled(by: factor) })
        case .transform, .discrete: return self
        }
    }

    /// The additive identity of the same kind (zero offset; identity transform).
    package var zero: AnimationValue {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        case .discrete(let v): .discrete(v)
        case .list(let v): .list(v.map(\.zero))
        }
    }

    /// Euclidean distance between two values of the same kind, for paced keyframes. Transforms measure
    /// their translation; discrete values are 1 apart when different.
    package func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return hypot(Double(b.x - a.x), Double(b.y - a.y))
        case (.size(let a), .size(let b)): return hypot(Double(b.width - a.width), Double(b.height - a.height))
        case (.rect(let a), .rect(let b)):
            let parts = [
                b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width,
                b.size.height - a.size.height,
            ].map { Double($0) }
            return sqrt(parts.reduce(0) { $0 + $1 * $1 })
        case (.transform(let a), .transform(let b)):
            let dx = Double(b.m41 - a.m41)
            let dy = Double(b.m42 - a.m42)
            let dz = Double(b.m43 - a.m43)
            return sqrt(dx * dx + dy * dy + dz * dz)
        case (.color(let a), .color(let b)):
            let parts = [b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha]
            return sqrt(parts.reduce(0) { $0 + $1 * $1 })
        case (.list(let a), .list(let b)) where a.count == b.count:
            return sqrt(
                zip(a, b).reduce(0) { sum, pair in
                    let d = pair.0.distance(to: pair.1)
                    return sum + d * d
                })
        default: return 0
        }
    }
}

extension RGBA {
    /// Transparent black, the value a nil color animates as.
    package static let clearColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

@inline(__always)
private func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat {
    a + (b - a) * CGFloat(f)
}
