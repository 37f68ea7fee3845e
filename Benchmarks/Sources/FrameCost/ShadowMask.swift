// The cards' shadow for the cairo scene. cairo and pixman have no blur, so the shadow is an A8 surface:
// the card's rounded rectangle filled by cairo (anti-aliased, at device pixels), blurred by a Gaussian of
// σ = shadowRadius × scale device pixels approximated by three box passes per axis, the same σ and the
// same box widths (Kutskir's "fast almost-Gaussian" widths) Passage's shadows use. It is made once, at
// setup; the cairo scene masks every card's shadow through it, so cairo's frames do no blurring (Passage
// blurs each shadow every frame).
import CCairo

/// A blurred rounded-rectangle coverage mask, premultiplied alpha, `reach` pixels larger on every side
/// than the shape.
final class ShadowMask {
    /// The A8 surface (device scale set, so it lands 1:1 on a frame drawn in points).
    let surface: OpaquePointer
    /// How far the blur spreads past the shape, in device pixels.
    let reach: Int
    private let shapeWidth: Int, shapeHeight: Int, radius: Double, sigma: Double, scale: Double
    private var work: [Int32]
    private var spare: [Int32]

    /// A mask for a `size`-point shape with corner `cornerRadius` points at `scale`, blurred by
    /// `shadowRadius` × `scale` pixels.
    init(size: CGSizeLike, cornerRadius: Double, shadowRadius: Double, scale: Double) {
        shapeWidth = Int((size.width * scale).rounded())
        shapeHeight = Int((size.height * scale).rounded())
        radius = cornerRadius * scale
        self.scale = scale
        sigma = shadowRadius * scale
        reach = Self.boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
        let width = shapeWidth + 2 * reach
        let height = shapeHeight + 2 * reach
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        cairo_surface_set_device_scale(surface, scale, scale)
        work = [Int32](repeating: 0, count: width * height)
        spare = work
        draw()
    }

    deinit { cairo_surface_destroy(surface) }

    /// Fills the shape with cairo, then blurs it in place.
    private func draw() {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // The surface's device scale makes user units points.
        CairoPath.roundedRect(
            cr, x: Double(reach) / scale, y: Double(reach) / scale, width: Double(shapeWidth) / scale,
            height: Double(shapeHeight) / scale, radius: radius / scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)

        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            for x in 0..<width { work[y * width + x] = Int32(data[y * stride + x]) }
        }
        let widths = Self.boxWidths(sigma: sigma)
        work.withUnsafeMutableBufferPointer { a in
            spare.withUnsafeMutableBufferPointer { b in
                var src = a.baseAddress!
                var dst = b.baseAddress!
                for box in widths {
                    for y in 0..<height {
                        Self.boxPass(src + y * width, dst + y * width, count: width, step: 1, width: box)
                    }
                    swap(&src, &dst)
                }
                for box in widths {
                    for x in 0..<width { Self.boxPass(src + x, dst + x, count: height, step: width, width: box) }
                    swap(&src, &dst)
                }
                // Six passes: the result is back in `work`.
            }
        }
        for y in 0..<height {
            for x in 0..<width { data[y * stride + x] = UInt8(clamping: work[y * width + x]) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box pass along a line of `count` values `step` apart: each output is the rounded mean of the
    /// `width` (odd) inputs centred on it, zero beyond the ends (a running sum).
    private static func boxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>,
        count: Int, step: Int, width: Int
    ) {
        let half = width / 2
        var sum: Int32 = 0
        for i in 0..<min(half, count) { sum += src[i * step] }
        let w = Int32(width)
        for i in 0..<count {
            let enter = i + half
            let leave = i - half - 1
            if enter < count { sum += src[enter * step] }
            if leave >= 0 { sum -= src[leave * step] }
            dst[i * step] = (sum + w / 2) / w
        }
    }

    /// Three box widths whose successive passes approximate a Gaussian of standard deviation `sigma`.
    static func boxWidths(sigma: Double) -> [Int] {
        guard sigma >= 0.5, sigma.isFinite else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = min(max(Int(mIdeal.rounded()), 0), 3)
        return (0..<3).map { $0 < m ? wl : wu }
    }
}

/// A width and height in points (keeps this file free of PassageCore).
struct CGSizeLike {
    let width: Double
    let height: Double
}

/// Path helpers for cairo.
enum CairoPath {
    /// Appends a rectangle with four quarter-circle corners of `radius` (clamped to half the shorter side).
    static func roundedRect(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = max(0, min(radius, width / 2, height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
