// The outlines a layer draws, built in layer space as polygons: its rounded rectangle (background,
// clip, shadow), its border ring, and an arbitrary path (shadowPath). Circular corners are flattened
// from exact points on the circle with the angular step that keeps the sagitta r(1 − cos(θ/2)) within
// the tolerance; the `CoverageMask` initializers pick that tolerance from the layer → device map, then
// map vertices, so outlines are exact under perspective up to the flattening tolerance (0.1 px default).
import Foundation
import PassageCore

/// Layer-space outlines as closed contours (clockwise on a y-down screen).
package enum LayerShape {
    /// The rounded rectangle `rect` with `radii` (each already clamped; further limited here so adjacent
    /// radii never overlap) as one contour. An empty rect gives no contour.
    package static func roundedRect(_ rect: CGRect, radii: CornerRadii, tolerance: Double) -> [[CGPoint]] {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return [] }
        let limit = Double(min(r.width, r.height)) / 2
        let tl = min(radii.topLeft, limit)
        let tr = min(radii.topRight, limit)
        let br = min(radii.bottomRight, limit)
        let bl = min(radii.bottomLeft, limit)
        let x0 = Double(r.minX)
        let y0 = Double(r.minY)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        var points: [CGPoint] = []
        // Each corner: centre, radius, start angle (radians from +x towards +y); sweeps +90°.
        appendCorner(
            &points, cx: x1 - tr, cy: y0 + tr, radius: tr, start: -.pi / 2, cornerX: x1, cornerY: y0,
            tolerance: tolerance)
        appendCorner(
            &points, cx: x1 - br, cy: y1 - br, radius: br, start: 0, cornerX: x1, cornerY: y1, tolerance: tolerance)
        appendCorner(
            &points, cx: x0 + bl, cy: y1 - bl, radius: bl, start: .pi / 2, cornerX: x0, cornerY: y1,
            tolerance: tolerance)
        appendCorner(
            &points, cx: x0 + tl, cy: y0 + tl, radius: tl, start: .pi, cornerX: x0, cornerY: y0, tolerance: tolerance)
        return [points]
    }

    /// The border ring: the rounded rect minus the same rect inset by `width` with concentric corners
    /// (radius − width), as an outer contour and a reversed inner one (fill non-zero). A border at least
    /// half the shorter side fills the whole rounded rect.
    package static func border(_ rect: CGRect, radii: CornerRadii, width: Double, tolerance: Double) -> [[CGPoint]] {
        guard width > 0 else { return [] }
        let outer = roundedRect(rect, radii: radii, tolerance: tolerance)
        let r = rect.standardized
        let innerRect = r.insetBy(dx: width, dy: width)
        guard !outer.isEmpty, !innerRect.isNull, innerRect.width > 0, innerRect.height > 0 else { return outer }
        let limit = Double(min(r.width, r.height)) / 2
        let clamped = CornerRadii(
            topLeft: min(radii.topLeft, limit), topRight: min(radii.topRight, limit),
            bottomRight: min(radii.bottomRight, limit), bottomLeft: min(radii.bottomLeft, limit))
        let inner = roundedRect(innerRect, radii: clamped.inset(by: width), tolerance: tolerance)
        return outer + inner.map { Array($0.reversed()) }
    }

    /// Points of a quarter circle from angle `start` to `start + π/2`; a single corner point when r = 0.
    private static func appendCorner(
        _ points: inout [CGPoint], cx: Double, cy: Double, radius: Double, start: Double,
        cornerX: Double, cornerY: Double, tolerance: Double
    ) {
        guard radius > 0 else {
            points.append(CGPoint(x: cornerX, y: cornerY))
            return
        }
        let n = arcSegments(radius: radius, sweep: .pi / 2, tolerance: tolerance)
        for k in 0...n {
            // Snap the end points so straight sides are exactly axis-aligned.
            let (c, s): (Double, Double)
            if k == 0 {
                (c, s) = unit(start)
            } else if k == n {
                (c, s) = unit(start + .pi / 2)
            } else {
                let a = start + Double.pi / 2 * Double(k) / Double(n)
                (c, s) = (cos(a), sin(a))
            }
            points.append(CGPoint(x: cx + radius * c, y: cy + radius * s))
        }
    }

    /// Segments that keep a chord of an arc of `radius` within `tolerance` of the circle.
    package static func arcSegments(radius: Double, sweep: Double, tolerance: Double) -> Int {
        guard radius > tolerance else { return 1 }
        let step = 2 * acos(1 - tolerance / radius)
        guard step > 0, step.isFinite else { return 256 }
        return min(max(Int((abs(sweep) / step).rounded(.up)), 1), 256)
    }

    /// cos and sin of a multiple of π/2, exactly.
    private static func unit(_ angle: Double) -> (Double, Double) {
        switch Int((angle / (.pi / 2)).rounded()) & 3 {
        case 0: return (1, 0)
        case 1: return (0, 1)
        case 2: return (-1, 0)
        default: return (0, -1)
        }
    }
}
