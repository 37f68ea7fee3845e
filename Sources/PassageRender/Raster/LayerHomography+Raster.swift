// What the rasterizer asks of a layer → device map: how finely to flatten curves, how to push layer-space
// contours into device space without projecting anything behind the viewer, and which way the plane faces.
import Foundation
import PassageCore

extension LayerHomography {
    /// The largest scale factor the map applies near `p`: the Frobenius norm of the Jacobian of
    /// (X/W, Y/W), an upper bound of its largest singular value. 0 when `p` is at or behind the viewer.
    package func localScale(at p: CGPoint) -> Double {
        guard let (a, b, c, d) = jacobian(at: p) else { return 0 }
        return (a * a + b * b + c * c + d * d).squareRoot()
    }

    /// The largest factor the map stretches any direction by near `p`: the largest singular value of the
    /// Jacobian of (X/W, Y/W), so a similarity transform's own scale factor (exactly, when the map is
    /// axis-aligned there). 0 when `p` is at or behind the viewer.
    package func largestScale(at p: CGPoint) -> Double {
        guard let (a, b, c, d) = jacobian(at: p) else { return 0 }
        if b == 0 && c == 0 { return max(abs(a), abs(d)) }
        // σ₁² = (S + √(S² − 4·det²)) / 2 with S = a² + b² + c² + d² (the eigenvalues of JᵀJ).
        let sum = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// The Jacobian of (X/W, Y/W) at `p` as (∂x/∂u, ∂x/∂v, ∂y/∂u, ∂y/∂v); nil at or behind the viewer.
    private func jacobian(at p: CGPoint) -> (Double, Double, Double, Double)? {
        let x = Double(p.x)
        let y = Double(p.y)
        let X = x * m.0 + y * m.3 + m.6
        let Y = x * m.1 + y * m.4 + m.7
        let W = x * m.2 + y * m.5 + m.8
        guard W > 0 else { return nil }
        let w2 = W * W
        return ((m.0 * W - X * m.2) / w2, (m.3 * W - X * m.5) / w2, (m.1 * W - Y * m.2) / w2, (m.4 * W - Y * m.5) / w2)
    }

    /// The map's linear scale near `p`, as the square root of its area ratio: √(|det H| / W³). For a
    /// similarity transform this is its scale factor. 0 when `p` is at or behind the viewer.
    package func areaScale(at p: CGPoint) -> Double {
        let W = Double(p.x) * m.2 + Double(p.y) * m.5 + m.8
        guard W > 0 else { return 0 }
        return (abs(determinant) / (W * W * W)).squareRoot()
    }

    /// det(H); its sign is the plane's orientation on screen.
    package var determinant: Double {
        let (a, b, c, d, e, f, g, h, i) = m
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The layer-space flattening tolerance that keeps curves within `deviceTolerance` pixels of their
    /// true image over `rect`: the device tolerance divided by the largest local scale at the rect's
    /// corners and centre (under a projective map the scale peaks at a corner of a convex region).
    /// Never below 1e-5 of the rect's larger side, so an almost edge-on plane cannot explode the count.
    package func flatteningTolerance(over rect: CGRect, deviceTolerance: Double = 0.1) -> Double {
        let pts = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.midX, y: rect.midY),
        ]
        let scale = pts.map(localScale(at:)).max() ?? 0
        let floor = max(Double(max(rect.width, rect.height)) * 1e-5, 1e-9)
        guard scale > 0, scale.isFinite else { return max(deviceTolerance, floor) }
        return max(deviceTolerance / scale, floor)
    }

    /// Whether the plane faces away from the viewer (for `isDoubleSided = false`). The Jacobian
    /// determinant of a projective map is det(H)/W³, so wherever the plane is visible (W > 0) its
    /// orientation is the sign of det(H): negative means the layer's x→y turn is reversed on screen,
    /// i.e. its back is showing. A mirror scale such as scale(−1, 1, 1) flattens to the same map as
    /// rotateY(180°) and so also counts as back-facing, as it does for a projected quad's winding.
    package var isBackFacing: Bool {
        determinant < 0
    }

    /// The map preceded by a translation in the layer's plane (a shadow offset, a contents origin).
    package func translatedInLayer(dx: Double, dy: Double) -> LayerHomography {
        LayerHomography(m: (1, 0, 0, 0, 1, 0, dx, dy, 1)).concatenating(self)
    }

    /// Layer-space contours mapped into device space. Each contour is first clipped to the half-plane
    /// W ≥ ε (ε = 1e-6 of the largest |W| at its points) so points behind the viewer are cut away, not
    /// projected through infinity; straight edges stay straight under the map, so the result is exact.
    package func deviceContours(_ contours: [[CGPoint]]) -> DevicePolygon {
        var out: [[CGPoint]] = []
        out.reserveCapacity(contours.count)
        for contour in contours where contour.count >= 3 {
            let ws = contour.map { Double($0.x) * m.2 + Double($0.y) * m.5 + m.8 }
            let largest = ws.map(abs).max() ?? 0
            guard largest > 0 else { continue }
            let eps = largest * 1e-6
            if ws.allSatisfy({ $0 >= eps }) {
                out.append(contour.map { apply($0).point })
                continue
            }
            var mapped: [CGPoint] = []
            for k in contour.indices {
                let j = k == 0 ? contour.count - 1 : k - 1
                let p = contour[k]
                let q = contour[j]
                let wp = ws[k]
                let wq = ws[j]
                if (wp >= eps) != (wq >= eps) {
                    let t = (eps - wq) / (wp - wq)
                    let cut = CGPoint(
                        x: Double(q.x) + (Double(p.x) - Double(q.x)) * t,
                        y: Double(q.y) + (Double(p.y) - Double(q.y)) * t)
                    mapped.append(apply(cut).point)
                }
                if wp >= eps { mapped.append(apply(p).point) }
            }
            if mapped.count >= 3 { out.append(mapped) }
        }
        return DevicePolygon(contours: out)
    }
}
