// A shape in device pixels: closed contours of straight edges, ready for coverage rasterization.
// Invariant: every contour is implicitly closed (last point joins the first).
import Foundation

/// Closed polygonal contours in device-pixel coordinates (x right, y down, pixel (i, j) spans
/// [i, i + 1] × [j, j + 1]).
package struct DevicePolygon: Sendable {
    /// The contours; each has its points in order and closes back to its first point.
    package var contours: [[CGPoint]]

    /// A polygon of the given contours.
    package init(contours: [[CGPoint]]) {
        self.contours = contours
    }

    /// The axis-aligned rectangle with corners (minX, minY) and (maxX, maxY) as one contour.
    package init(rect: CGRect) {
        contours = [
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ]
        ]
    }

    /// The extremes of all points: (minX, minY, maxX, maxY); nil when there are no finite points.
    package var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for contour in contours {
            for p in contour where p.x.isFinite && p.y.isFinite {
                x0 = min(x0, Double(p.x))
                x1 = max(x1, Double(p.x))
                y0 = min(y0, Double(p.y))
                y1 = max(y1, Double(p.y))
            }
        }
        return x0 <= x1 ? (x0, y0, x1, y1) : nil
    }
}
