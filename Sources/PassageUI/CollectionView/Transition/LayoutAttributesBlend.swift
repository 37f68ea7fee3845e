// The transition layout's default blend of two attributes, as pure math: centre, size, alpha and every
// entry of transform3D linear in the progress (not clamped, so progress past 1 or below 0 extrapolates, as
// UIKit draws overshoot); zIndex the larger of the two, so a stack keeps its order while it spreads;
// isHidden from the nearer end.
import Foundation
import PassageCore

enum LayoutAttributesBlend {
    /// `from` blended toward `to` by `progress` (0 = from, 1 = to); a copy of `to`'s class and identity.
    @MainActor
    static func blend(
        _ from: UICollectionViewLayoutAttributes, _ to: UICollectionViewLayoutAttributes,
        progress: CGFloat
    ) -> UICollectionViewLayoutAttributes {
        let result = to.copy() as? UICollectionViewLayoutAttributes ?? to
        result.center = CGPoint(
            x: lerp(from.center.x, to.center.x, progress), y: lerp(from.center.y, to.center.y, progress))
        result.size = CGSize(
            width: max(0, lerp(from.size.width, to.size.width, progress)),
            height: max(0, lerp(from.size.height, to.size.height, progress)))
        result.alpha = lerp(from.alpha, to.alpha, progress)
        result.transform3D = blend(from.transform3D, to.transform3D, progress)
        result.zIndex = max(from.zIndex, to.zIndex)
        result.isHidden = progress < 0.5 ? from.isHidden : to.isHidden
        return result
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    /// Entry-wise linear blend of two 3D transforms.
    static func blend(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        guard a != b else { return a }
        var r = a
        r.m11 = lerp(a.m11, b.m11, t)
        r.m12 = lerp(a.m12, b.m12, t)
        r.m13 = lerp(a.m13, b.m13, t)
        r.m14 = lerp(a.m14, b.m14, t)
        r.m21 = lerp(a.m21, b.m21, t)
        r.m22 = lerp(a.m22, b.m22, t)
        r.m23 = lerp(a.m23, b.m23, t)
        r.m24 = lerp(a.m24, b.m24, t)
        r.m31 = lerp(a.m31, b.m31, t)
        r.m32 = lerp(a.m32, b.m32, t)
        r.m33 = lerp(a.m33, b.m33, t)
        r.m34 = lerp(a.m34, b.m34, t)
        r.m41 = lerp(a.m41, b.m41, t)
        r.m42 = lerp(a.m42, b.m42, t)
        r.m43 = lerp(a.m43, b.m43, t)
        r.m44 = lerp(a.m44, b.m44, t)
        return r
    }
}

/// The velocity of a value set by the app, from its last two settings on the media clock.
struct TrackedValue {
    private(set) var value: CGFloat
    private var previous: (value: CGFloat, time: CFTimeInterval)?
    private var latestTime: CFTimeInterval?

    init(_ value: CGFloat) { self.value = value }

    /// Records `value` set at `time`; a second setting at the same time replaces the first.
    mutating func record(_ value: CGFloat, at time: CFTimeInterval) {
        if let latestTime, time > latestTime {
            previous = (self.value, latestTime)
        }
        self.value = value
        latestTime = time
    }

    /// Sets the value without tracking (during the settle).
    mutating func set(_ value: CGFloat) { self.value = value }

    /// Units per second over the last two settings at different times; 0 with fewer.
    var velocity: CGFloat {
        guard let previous, let latestTime, latestTime > previous.time else { return 0 }
        return (value - previous.value) / CGFloat(latestTime - previous.time)
    }
}
