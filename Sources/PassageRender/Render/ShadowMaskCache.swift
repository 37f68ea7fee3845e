// Blurred shadow masks kept across layers and frames. A rounded-rect shadow drawn through an affine map is
// the same mask wherever it lands, up to a whole-pixel shift: the key holds everything that shapes the
// mask (bounds, radii, σ, the map's linear part and the sub-pixel part of its translation), and a hit is
// the cached mask moved by the whole-pixel part. Perspective maps and shadowPaths are not cached.
import Foundation
import PassageCore

/// Reuses blurred shadow masks; a renderer holds one.
struct ShadowMaskCache {
    private struct Key: Hashable {
        let bounds: [Double]
        let radii: [Double]
        let sigma: Double
        let linear: [Double]
        let fraction: [Double]
    }

    /// Beyond this many masks the cache starts over (a scene rarely has more distinct shadows).
    private static let capacity = 64
    private var masks: [Key: CoverageMask] = [:]

    /// The blurred shadow of `bounds` (rounded by `radii`) drawn through `map` (offset already applied), or
    /// nil when `map` is not affine.
    mutating func mask(bounds: CGRect, radii: CornerRadii, sigma: Double, map: LayerHomography) -> CoverageMask? {
        let m = map.m
        guard m.2 == 0, m.5 == 0, m.8 == 1, m.6.isFinite, m.7.isFinite else { return nil }
        let whole = (x: m.6.rounded(.down), y: m.7.rounded(.down))
        let key = Key(bounds: [Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)],
                      radii: [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft], sigma: sigma,
                      linear: [m.0, m.1, m.3, m.4], fraction: [m.6 - whole.x, m.7 - whole.y])
        let shift = (x: Int(whole.x), y: Int(whole.y))
        if let cached = masks[key] { return cached.offsetBy(dx: shift.x, dy: shift.y) }
        let local = LayerHomography(m: (m.0, m.1, 0, m.3, m.4, 0, key.fraction[0], key.fraction[1], 1))
        let reach = ShadowGeometry.blurReach(sigma: sigma)
        let extent = local.boundingBox(of: bounds)
        let limit = PixelRect.enclosing(minX: Double(extent.minX), minY: Double(extent.minY), maxX: Double(extent.maxX),
                                        maxY: Double(extent.maxY), limit: PixelRect(x: Int(Int32.min / 2), y: Int(Int32.min / 2),
                                                                                    width: Int(Int32.max), height: Int(Int32.max)))
            .outset(dx: reach, dy: reach)
        let blurred = CoverageMask(roundedRect: bounds, radii: radii, transform: local, within: limit).blurred(sigma: sigma)
        if masks.count >= Self.capacity { masks.removeAll() }
        masks[key] = blurred
        return blurred.offsetBy(dx: shift.x, dy: shift.y)
    }
}
