// The reveal scene drawn with cairo + pixman: the outgoing snapshot painted, the backdrop blur, the white
// tint, then the incoming snapshot and its dimming gradient (a cairo linear pattern) painted through an
// anti-aliased circular clip. cairo and pixman have no blur: the blur here is hand-written (three box
// passes per axis over the whole frame, the same σ, box widths and clamped edges as Passage's backdrop blur), not cairo's,
// and the variant without blur leaves it out.
import CCairo
import PassageCore

/// A reusable cairo + pixman renderer of `RevealScene`.
final class CairoReveal {
    let scene: RevealScene
    /// The frame: ARGB32, premultiplied, native-endian words.
    let surface: OpaquePointer
    private let cr: OpaquePointer
    private let outgoing: OpaquePointer, incoming: OpaquePointer
    /// The snapshots' pixels, which the two image surfaces draw from.
    private let outgoingWords: UnsafeMutableBufferPointer<UInt32>, incomingWords: UnsafeMutableBufferPointer<UInt32>
    private let dimming: OpaquePointer
    private var work: [Int32], spare: [Int32], sums: [Int32]

    init(scene: RevealScene, outgoing outgoingBitmap: ScreenBitmap, incoming incomingBitmap: ScreenBitmap) {
        self.scene = scene
        let width = scene.pixelWidth
        let height = scene.pixelHeight
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cr = cairo_create(surface)
        cairo_scale(cr, scene.scale, scene.scale)
        outgoingWords = Self.copy(outgoingBitmap.argb32())
        incomingWords = Self.copy(incomingBitmap.argb32())
        outgoing = Self.imageSurface(outgoingWords, bitmap: outgoingBitmap, pointWidth: scene.size.width)
        incoming = Self.imageSurface(incomingWords, bitmap: incomingBitmap, pointWidth: scene.size.width)
        dimming = cairo_pattern_create_linear(0, 0, 0, scene.size.height)
        cairo_pattern_add_color_stop_rgba(dimming, 0, 0, 0, 0, scene.gradientAlphas.top)
        cairo_pattern_add_color_stop_rgba(dimming, 1, 0, 0, 0, scene.gradientAlphas.bottom)
        work = [Int32](repeating: 0, count: width * height * 4)
        spare = work
        sums = [Int32](repeating: 0, count: width * 4)
    }

    deinit {
        cairo_pattern_destroy(dimming)
        cairo_surface_destroy(outgoing)
        cairo_surface_destroy(incoming)
        outgoingWords.deallocate()
        incomingWords.deallocate()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws one frame.
    func draw() {
        let s = scene
        cairo_set_source_surface(cr, outgoing, 0, 0)
        cairo_paint(cr)
        if s.blurRadius > 0 {
            cairo_surface_flush(surface)
            blurFrame(sigma: Double(s.blurRadius * s.scale))
            cairo_surface_mark_dirty(surface)
        }
        cairo_set_source_rgba(cr, s.tintWhite, s.tintWhite, s.tintWhite, s.tintAlpha)
        cairo_paint(cr)

        cairo_save(cr)
        cairo_new_path(cr)
        cairo_arc(cr, s.circleCenter.x, s.circleCenter.y, s.circleRadius, 0, 2 * .pi)
        cairo_clip(cr)
        cairo_set_source_surface(cr, incoming, 0, 0)
        cairo_paint(cr)
        cairo_set_source(cr, dimming)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    /// One byte of the frame (keeps the drawing observable).
    func probe(_ i: Int) -> UInt8 {
        cairo_image_surface_get_data(surface)![i % (scene.pixelWidth * scene.pixelHeight * 4)]
    }

    /// The hand-written blur: the frame's four channels (fixed point, 8 fraction bits) through three box
    /// passes along rows, then three along columns (row by row), the frame's edge pixels repeated beyond it and
    /// each mean rounded as Passage's are.
    private func blurFrame(sigma: Double) {
        let widths = ShadowMask.boxWidths(sigma: sigma)
        let w = scene.pixelWidth
        let h = scene.pixelHeight
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let frame = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        work.withUnsafeMutableBufferPointer { pa in
            spare.withUnsafeMutableBufferPointer { pb in
                for y in 0..<h {
                    for x in 0..<w {
                        let word = frame[y * stride + x]
                        let i = (y * w + x) * 4
                        pa[i] = Int32(word >> 24) << 8
                        pa[i + 1] = Int32(word >> 16 & 0xFF) << 8
                        pa[i + 2] = Int32(word >> 8 & 0xFF) << 8
                        pa[i + 3] = Int32(word & 0xFF) << 8
                    }
                }
                var src = pa.baseAddress!
                var dst = pb.baseAddress!
                for width in widths {
                    for row in 0..<h {
                        for channel in 0..<4 {
                            Self.boxPass(
                                src + row * w * 4 + channel, dst + row * w * 4 + channel, count: w, step: 4,
                                width: width)
                        }
                    }
                    swap(&src, &dst)
                }
                for width in widths {
                    self.columnBoxPass(src, dst, lanes: w * 4, rows: h, width: width)
                    swap(&src, &dst)
                }
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        func byte(_ v: Int32) -> UInt32 { UInt32(min(max((v + 128) >> 8, 0), 255)) }
                        frame[y * stride + x] =
                            byte(src[i]) << 24 | byte(src[i + 1]) << 16 | byte(src[i + 2]) << 8 | byte(src[i + 3])
                    }
                }
            }
        }
    }

    /// One box pass along a line of `count` values `step` apart: each output the rounded mean of the `width`
    /// (odd) inputs centred on it, the end values repeated beyond the ends (a running sum).
    private static func boxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>,
        count: Int, step: Int, width: Int
    ) {
        let r = (width - 1) / 2
        let half = Int32(width / 2)
        let reciprocal = 1 / Double(width)
        var sum: Int32 = 0
        for i in -r...r { sum += src[min(max(i, 0), count - 1) * step] }
        for i in 0..<count {
            dst[i * step] = Int32((Double(sum + half) + 0.5) * reciprocal)
            sum += src[min(i + r + 1, count - 1) * step] - src[max(i - r, 0) * step]
        }
    }

    /// `boxPass` down all `lanes` columns at once, row by row (memory order), with `lanes` running sums.
    private func columnBoxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, lanes: Int, rows: Int,
        width: Int
    ) {
        let r = (width - 1) / 2
        let half = Int32(width / 2)
        let reciprocal = 1 / Double(width)
        sums.withUnsafeMutableBufferPointer { sums in
            for k in 0..<lanes { sums[k] = 0 }
            for i in -r...r {
                let row = src + min(max(i, 0), rows - 1) * lanes
                for k in 0..<lanes { sums[k] += row[k] }
            }
            for y in 0..<rows {
                let out = dst + y * lanes
                let entering = src + min(y + r + 1, rows - 1) * lanes
                let leaving = src + max(y - r, 0) * lanes
                for k in 0..<lanes {
                    out[k] = Int32((Double(sums[k] + half) + 0.5) * reciprocal)
                    sums[k] += entering[k] - leaving[k]
                }
            }
        }
    }

    private static func copy(_ words: [UInt32]) -> UnsafeMutableBufferPointer<UInt32> {
        let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: words.count)
        _ = buffer.initialize(from: words)
        return buffer
    }

    /// A cairo surface over `words` (kept alive by the caller), scaled so it paints at the screen's width in points.
    private static func imageSurface(
        _ words: UnsafeMutableBufferPointer<UInt32>, bitmap: ScreenBitmap,
        pointWidth: Double
    ) -> OpaquePointer {
        let image = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(words.baseAddress!).assumingMemoryBound(to: UInt8.self),
            CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height),
            Int32(bitmap.width * 4))!
        let pixelsPerPoint = Double(bitmap.width) / pointWidth
        cairo_surface_set_device_scale(image, pixelsPerPoint, pixelsPerPoint)
        return image
    }
}
