// Rasterizes a CAGradientLayer's gradient into a pixmap covering the layer's bounds, which the renderer
// then maps through the layer's transform like an image. Rules:
// - Positions are in the unit square of the bounds (Core Animation's startPoint/endPoint space): axial
//   gradients vary along start → end there, radial ones out to the ellipse whose radii are end − start's x
//   and y, so both stretch with the bounds' aspect ratio. Conic angles are measured in points (a circle
//   stays round), clockwise on screen, starting in the direction of end from start.
// - Colors interpolate straight (not premultiplied) between stops, then are premultiplied, as Core Graphics
//   does (a fade from clear black to white passes through grey). Before the first stop the first color
//   holds, after the last the last.
// - Colors come from a table of `tableSize` entries over t in [0, 1], each channel rounded to nearest:
//   no dithering, so a frame is the same on every run (banding is at most one level per channel step).
import Foundation
import PassageCore

/// The geometry and colors of one gradient (unit-square positions, straight RGBA).
struct GradientDescription: Hashable {
    enum Kind: Hashable { case axial, radial, conic }
    var kind: Kind
    var colors: [RGBA]
    /// Stop positions, one per color, non-decreasing.
    var locations: [Double]
    var start: CGPoint
    var end: CGPoint

    /// Whether every row of the rasterized gradient is one colour: an axial gradient running straight down or
    /// up (its parameter then depends on the row alone, see `GradientRasterizer.parameterFunction`).
    var hasUniformRows: Bool {
        kind == .axial && start.x == end.x && start.x.isFinite
    }

    /// The stops as given, or evenly spread when `locations` is nil or does not have one per color.
    static func stops(colors: [RGBA], locations: [Double]?) -> [Double] {
        if let locations, locations.count == colors.count { return locations }
        guard colors.count > 1 else { return [0] }
        return colors.indices.map { Double($0) / Double(colors.count - 1) }
    }
}

enum GradientRasterizer {
    static let tableSize = 1024

    /// The gradient drawn over `width` × `height` pixels standing for a `size`-point bounds; nil when it
    /// has no colors or the size is empty.
    static func render(_ gradient: GradientDescription, width: Int, height: Int, size: CGSize) -> Pixmap? {
        guard !gradient.colors.isEmpty, var pixmap = Pixmap(width: width, height: height) else { return nil }
        let table = colorTable(gradient)
        let aspect = size.height > 0 ? Double(size.width / size.height) : 1
        let parameter = parameterFunction(gradient, aspect: aspect)
        let last = Double(tableSize - 1)
        pixmap.pixels.withUnsafeMutableBytes { raw in
            for row in 0..<height {
                let v = (Double(row) + 0.5) / Double(height)
                for col in 0..<width {
                    let u = (Double(col) + 0.5) / Double(width)
                    let t = min(max(parameter(u, v), 0), 1)
                    raw.storeBytes(
                        of: table[Int((t * last).rounded())].littleEndian, toByteOffset: (row * width + col) * 4,
                        as: UInt32.self)
                }
            }
        }
        return pixmap
    }

    /// t in [0, 1] (unclamped) at unit-square point (u, v).
    private static func parameterFunction(_ g: GradientDescription, aspect: Double) -> (Double, Double) -> Double {
        let sx = Double(g.start.x)
        let sy = Double(g.start.y)
        let ex = Double(g.end.x)
        let ey = Double(g.end.y)
        switch g.kind {
        case .axial:
            let dx = ex - sx
            let dy = ey - sy
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return { _, _ in 1 } }
            return { u, v in ((u - sx) * dx + (v - sy) * dy) / length2 }
        case .radial:
            var rx = abs(ex - sx)
            var ry = abs(ey - sy)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return { _, _ in 1 } }
            return { u, v in (((u - sx) / rx) * ((u - sx) / rx) + ((v - sy) / ry) * ((v - sy) / ry)).squareRoot() }
        case .conic:
            let startAngle = atan2(ey - sy, (ex - sx) * aspect)
            return { u, v in
                var turn = (atan2(v - sy, (u - sx) * aspect) - startAngle) / (2 * Double.pi)
                turn -= turn.rounded(.down)
                return turn
            }
        }
    }

    /// `tableSize` premultiplied pixels for t = 0 … 1.
    private static func colorTable(_ g: GradientDescription) -> [UInt32] {
        let colors = g.colors.map(\.clamped)
        let stops = g.locations
        return (0..<tableSize).map { i in
            let t = Double(i) / Double(tableSize - 1)
            return PixelMath.premultipliedPixel(color(at: t, colors: colors, stops: stops))
        }
    }

    private static func color(at t: Double, colors: [RGBA], stops: [Double]) -> RGBA {
        guard let first = stops.first, t > first else { return colors[0] }
        for k in 1..<max(stops.count, 1) where t <= stops[k] {
            let span = stops[k] - stops[k - 1]
            let f = span > 0 ? (t - stops[k - 1]) / span : 1
            return colors[k - 1].interpolated(to: colors[k], fraction: f)
        }
        return colors[colors.count - 1]
    }
}
