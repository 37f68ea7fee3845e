// A projective map of the plane (3×3, row vectors: [x y 1]·H). Core Animation flattens every layer into
// its parent's plane, so the map from a layer's plane to its parent's is the 4×4 transform with the input z
// row and output z column dropped; maps between any two layers are products of these.
import Foundation

/// A planar projective transform, the flattened form of a CATransform3D acting on the plane z = 0.
package struct LayerHomography: Equatable, Sendable {
    package var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    package static let identity = LayerHomography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    package init(m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        self.m = m
    }

    /// The map `t` induces from the plane z = 0 to its image, flattened.
    package init(_ t: CATransform3D) {
        m = (
            Double(t.m11), Double(t.m12), Double(t.m14),
            Double(t.m21), Double(t.m22), Double(t.m24),
            Double(t.m41), Double(t.m42), Double(t.m44)
        )
    }

    package static func == (a: LayerHomography, b: LayerHomography) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
            && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }

    /// `self` then `other`.
    package func concatenating(_ o: LayerHomography) -> LayerHomography {
        let a = m
        let b = o.m
        return LayerHomography(
            m: (
                a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8
            ))
    }

    /// The inverse map, or nil when the map collapses the plane.
    package func inverted() -> LayerHomography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let c0 = e * i - f * h
        let c1 = f * g - d * i
        let c2 = d * h - e * g
        let det = a * c0 + b * c1 + c * c2
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let s = 1 / det
        return LayerHomography(
            m: (
                c0 * s, (c * h - b * i) * s, (b * f - c * e) * s,
                c1 * s, (a * i - c * g) * s, (c * d - a * f) * s,
                c2 * s, (b * g - a * h) * s, (a * e - b * d) * s
            ))
    }

    /// Maps a point; `w` ≤ 0 means the point is behind the viewer.
    package func apply(_ p: CGPoint) -> (point: CGPoint, w: Double) {
        let x = Double(p.x)
        let y = Double(p.y)
        let X = x * m.0 + y * m.3 + m.6
        let Y = x * m.1 + y * m.4 + m.7
        let W = x * m.2 + y * m.5 + m.8
        return (CGPoint(x: X / W, y: Y / W), W)
    }

    /// The bounding box of `rect`'s four mapped corners.
    package func boundingBox(of rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { apply($0).point }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
