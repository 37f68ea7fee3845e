// Masks of a layer's rounded-rect shapes kept across layers and frames: its background (and masksToBounds
// clip), its border ring and its blurred default shadow. Such a shape drawn through an affine map is the
// same mask wherever it lands, up to a whole-pixel shift: the key holds everything that shapes the mask
// (which outline, bounds, radii, the map's linear part and the sub-pixel part of its translation), and a
// hit is the cached mask moved by the whole-pixel part. A shape reaching outside the frame is clipped to it,
// so it is kept for that frame and that whole map only. Perspective maps and shadowPaths are not cached.
import Foundation
import PassageCore

/// Reuses layer shape masks; a renderer holds one.
struct ShapeMaskCache {
    /// Which of a layer's shapes a mask covers.
    enum Outline: Hashable {
        /// The rounded bounds: background, masksToBounds clip.
        case fill
        /// The border ring, `width` points wide inside the bounds.
        case border(width: Double)
        /// The rounded bounds blurred by a Gaussian of σ device pixels: the default shadow.
        case shadow(sigma: Double)
    }

    private struct Key: Hashable {
        let outline: Outline
        let bounds: SIMD4<Double>
        let radii: SIMD4<Double>
        let linear: SIMD4<Double>
        let fraction: SIMD2<Double>
    }

    /// Beyond this many masks the cache starts over (a scene rarely has more distinct shapes).
    private static let capacity = 192
    private var masks: [Key: CoverageMask] = [:]

    /// A shape reaching outside the frame, rasterized clipped to it: everything that shapes the mask, the
    /// whole affine map (such a mask is not the same wherever it lands) and the frame.
    private struct ClippedKey: Hashable {
        let outline: Outline
        let bounds: SIMD4<Double>
        let radii: SIMD4<Double>
        let linear: SIMD4<Double>
        let translation: SIMD2<Double>
        let frame: PixelRect
    }

    /// Beyond this many coverage bytes of clipped masks that cache starts over (ten of a 1179 × 2556 frame).
    private static let clippedByteCapacity = 32 << 20
    private var clippedMasks: [ClippedKey: CoverageMask] = [:]
    private var clippedBytes = 0

    /// The blurred shadow of `bounds` (rounded by `radii`) drawn through `map` (offset already applied), or
    /// nil when `map` is not affine.
    mutating func mask(bounds: CGRect, radii: CornerRadii, sigma: Double, map: LayerHomography) -> CoverageMask? {
        mask(.shadow(sigma: sigma), bounds: bounds, radii: radii, map: map)
    }

    /// `outline` of `bounds` (rounded by `radii`) drawn through `map`, or nil when `map` is not affine or,
    /// given `frame`, when the mask would reach outside it (the caller then rasterizes it clipped there).
    mutating func mask(
        _ outline: Outline, bounds: CGRect, radii: CornerRadii, map: LayerHomography,
        within frame: PixelRect? = nil
    ) -> CoverageMask? {
        let m = map.m
        guard m.2 == 0, m.5 == 0, m.8 == 1, m.6.isFinite, m.7.isFinite else { return nil }
        let whole = (x: m.6.rounded(.down), y: m.7.rounded(.down))
        let key = Key(
            outline: outline,
            bounds: SIMD4(Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)),
            radii: SIMD4(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft),
            linear: SIMD4(m.0, m.1, m.3, m.4), fraction: SIMD2(m.6 - whole.x, m.7 - whole.y))
        let shift = (x: Int(whole.x), y: Int(whole.y))
        let local = LayerHomography(m: (m.0, m.1, 0, m.3, m.4, 0, key.fraction[0], key.fraction[1], 1))
        let reach = if case .shadow(let sigma) = outline { ShadowGeometry.blurReach(sigma: sigma) } else { 1 }
        let extent = local.boundingBox(of: bounds)
        let limit = PixelRect.enclosing(
            minX: Double(extent.minX), minY: Double(extent.minY), maxX: Double(extent.maxX),
            maxY: Double(extent.maxY),
            limit: PixelRect(
                x: Int(Int32.min / 2), y: Int(Int32.min / 2),
                width: Int(Int32.max), height: Int(Int32.max))
        )
        .outset(dx: reach, dy: reach)
        if let frame {
            let placed = PixelRect(x: limit.x + shift.x, y: limit.y + shift.y, width: limit.width, height: limit.height)
            guard frame.intersection(placed) == placed else { return nil }
        }
        if let cached = masks[key] { return cached.offsetBy(dx: shift.x, dy: shift.y) }
        let made = Self.rasterize(outline, bounds: bounds, radii: radii, map: local, within: limit)
        if masks.count >= Self.capacity { masks.removeAll() }
        masks[key] = made
        return made.offsetBy(dx: shift.x, dy: shift.y)
    }

    /// `outline` of `bounds` drawn through `map` within `frame`: the cached mask when there is one to use (see
    /// above), else rasterized for this use alone, clipped to `frame`.
    mutating func mask(
        _ outline: Outline, bounds: CGRect, radii: CornerRadii, map: LayerHomography,
        clippedTo frame: PixelRect
    ) -> CoverageMask {
        if let fitting = mask(outline, bounds: bounds, radii: radii, map: map, within: frame) { return fitting }
        // A full-screen layer's bounds reach a pixel past the frame (the rasterizer keeps one around every
        // edge): kept while the same shape lands at the same place, as a screen under a transition does.
        let m = map.m
        guard m.2 == 0, m.5 == 0, m.8 == 1 else {
            return Self.rasterize(outline, bounds: bounds, radii: radii, map: map, within: frame)
        }
        let key = ClippedKey(
            outline: outline,
            bounds: SIMD4(Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)),
            radii: SIMD4(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft),
            linear: SIMD4(m.0, m.1, m.3, m.4), translation: SIMD2(m.6, m.7), frame: frame)
        if let cached = clippedMasks[key] { return cached }
        let made = Self.rasterize(outline, bounds: bounds, radii: radii, map: map, within: frame)
        if clippedBytes + made.values.count > Self.clippedByteCapacity {
            clippedMasks.removeAll()
            clippedBytes = 0
        }
        clippedMasks[key] = made
        clippedBytes += made.values.count
        return made
    }

    /// `outline` of `bounds` drawn through `map`, rasterized within `limit`.
    private static func rasterize(
        _ outline: Outline, bounds: CGRect, radii: CornerRadii, map: LayerHomography,
        within limit: PixelRect
    ) -> CoverageMask {
        switch outline {
        case .fill: CoverageMask(roundedRect: bounds, radii: radii, transform: map, within: limit)
        case .border(let width):
            CoverageMask(borderOf: bounds, radii: radii, width: width, transform: map, within: limit)
        case .shadow(let sigma):
            CoverageMask(roundedRect: bounds, radii: radii, transform: map, within: limit).blurred(sigma: sigma)
        }
    }
}
