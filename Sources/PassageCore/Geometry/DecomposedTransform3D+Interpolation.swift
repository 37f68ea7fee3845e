// Blending decomposed transforms: linear on translation/scale/skew/perspective, spherical on the
// rotation quaternion (shortest path). Fractions outside [0, 1] extrapolate (springs overshoot).
import Foundation

extension DecomposedTransform3D {
    /// Interpolates from `from` (fraction 0) to `to` (fraction 1); the rotation takes the shortest arc.
    package static func interpolate(_ from: Self, _ to: Self, fraction: Double) -> Self {
        interpolate(from, to, arc: QuaternionArc(from.rotation, to.rotation), fraction: fraction)
    }

    /// `interpolate(_:_:fraction:)` with the rotation arc already made (`arc` must join `from.rotation` to
    /// `to.rotation`); how callers that blend the same pair every frame skip the arc's setup.
    @inline(__always)
    package static func interpolate(_ from: Self, _ to: Self, arc: QuaternionArc, fraction: Double) -> Self {
        let f = fraction
        return DecomposedTransform3D(
            translation: lerp(from.translation, to.translation, f),
            scale: lerp(from.scale, to.scale, f),
            skew: Skew(
                xy: from.skew.xy + (to.skew.xy - from.skew.xy) * f,
                xz: from.skew.xz + (to.skew.xz - from.skew.xz) * f,
                yz: from.skew.yz + (to.skew.yz - from.skew.yz) * f),
            perspective: from.perspective.scaled(1 - f).adding(to.perspective.scaled(f)),
            rotation: arc.point(at: f))
    }

    /// Σ weightᵢ · termᵢ on every component (for cubic keyframe blending); quaternions are sign-aligned
    /// with the first term's before summing and the sum is normalised. An empty list gives the identity.
    package static func weightedSum<Terms: Collection>(_ terms: Terms) -> Self where Terms.Element == (Self, Double) {
        guard let first = terms.first?.0 else { return .identity }
        var sum = DecomposedTransform3D(
            translation: Vector3(x: 0, y: 0, z: 0),
            scale: Vector3(x: 0, y: 0, z: 0),
            skew: Skew(xy: 0, xz: 0, yz: 0),
            perspective: Vector4(x: 0, y: 0, z: 0, w: 0),
            rotation: Vector4(x: 0, y: 0, z: 0, w: 0))
        for (term, weight) in terms {
            sum.translation = add(sum.translation, term.translation, weight)
            sum.scale = add(sum.scale, term.scale, weight)
            sum.skew.xy += term.skew.xy * weight
            sum.skew.xz += term.skew.xz * weight
            sum.skew.yz += term.skew.yz * weight
            sum.perspective = sum.perspective.adding(term.perspective.scaled(weight))
            let aligned = term.rotation.dot(first.rotation) < 0 ? term.rotation.scaled(-1) : term.rotation
            sum.rotation = sum.rotation.adding(aligned.scaled(weight))
        }
        let length = sum.rotation.length
        sum.rotation = length > 1e-12 ? sum.rotation.scaled(1 / length) : first.rotation
        return sum
    }

    /// Spherical linear interpolation of unit quaternions along the shorter arc (see `QuaternionArc`).
    static func slerp(_ a: Vector4, _ b: Vector4, _ fraction: Double) -> Vector4 {
        QuaternionArc(a, b).point(at: fraction)
    }

    @inline(__always)
    private static func lerp(_ a: Vector3, _ b: Vector3, _ f: Double) -> Vector3 {
        Vector3(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, z: a.z + (b.z - a.z) * f)
    }

    @inline(__always)
    private static func add(_ a: Vector3, _ b: Vector3, _ weight: Double) -> Vector3 {
        Vector3(x: a.x + b.x * weight, y: a.y + b.y * weight, z: a.z + b.z * weight)
    }
}

/// The shorter great-circle arc between two unit quaternions, set up once and sampled at any fraction.
///
/// The angle uses 2·atan2(|a−b|, |a+b|), accurate for nearly equal inputs; when sin θ < 1e-12 points are a
/// normalised linear blend, to avoid dividing by ~0. Otherwise points are the spherical blend, which stays
/// on the unit sphere without normalising. Fractions outside [0, 1] extrapolate along the circle.
package struct QuaternionArc: Sendable {
    /// The start (fraction 0).
    let start: DecomposedTransform3D.Vector4
    /// The end, sign-flipped when needed so the arc is the shorter one (fraction 1).
    let target: DecomposedTransform3D.Vector4
    /// The angle θ between `start` and `target`, radians.
    let theta: Double
    /// 1 / sin θ, or 0 when sin θ < 1e-12 (the linear blend is used).
    let inverseSine: Double

    /// The arc from `a` to `b` (or to −b, whichever is nearer).
    package init(_ a: DecomposedTransform3D.Vector4, _ b: DecomposedTransform3D.Vector4) {
        start = a
        target = a.dot(b) < 0 ? b.scaled(-1) : b
        theta = 2 * atan2(a.adding(target.scaled(-1)).length, a.adding(target).length)
        let sine = SineCosine.sin(theta)
        inverseSine = sine < 1e-12 ? 0 : 1 / sine
    }

    /// The unit quaternion `fraction` of the way along the arc.
    @inline(__always)
    package func point(at fraction: Double) -> DecomposedTransform3D.Vector4 {
        if inverseSine != 0 {
            return start.scaled(SineCosine.sin((1 - fraction) * theta) * inverseSine)
                .adding(target.scaled(SineCosine.sin(fraction * theta) * inverseSine))
        }
        let blended = start.scaled(1 - fraction).adding(target.scaled(fraction))
        let length = blended.length
        return length > 0 ? blended.scaled(1 / length) : start
    }
}
