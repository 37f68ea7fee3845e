// Drawing one pixmap onto another: image contents, offscreen group layers (group opacity), snapshots and
// flattened sublayer groups under 3D transforms. The source rectangle is placed on a layer-space
// rectangle and mapped to the device by a homography; each covered device pixel centre is mapped back
// through the inverse (perspective-correct: one homogeneous divide per pixel) and sampled with bilinear
// filtering, clamped to the source rectangle's edge texels. The destination quad's coverage mask gives
// anti-aliased edges. An integer translation with no scaling takes an exact copy-and-blend path.
import Foundation
import PassageCore

/// How a mapped pixmap is sampled.
package enum SamplingFilter: Sendable {
    /// Bilinear interpolation of the four nearest texels (8-bit weights).
    case bilinear
    /// The texel under the sample point.
    case nearest
}

extension Pixmap {
    /// Source-over of the `sourceRect` part of `source`, stretched onto the layer-space rect `destination`
    /// and mapped to device pixels by `transform`.
    /// - Parameters:
    ///   - source: premultiplied pixels (a converted CGImage, an offscreen layer group); when it must be
    ///     resampled, at most 4 194 304 pixels on a side (larger sources draw nothing).
    ///   - sourceRect: the part of `source` to show, in source pixels (contentsRect × image size);
    ///     samples never read outside it (edge clamp), nor outside the source.
    ///   - destination: where that part lands in layer space (bounds, or the contentsGravity rect).
    ///   - transform: layer space → device pixels.
    ///   - opacity: alpha factor in [0, 1]. Default 1.
    ///   - clip: coverage the drawing is limited to (nil: no clip).
    ///   - filter: `.bilinear` (default) or `.nearest`.
    ///   - occlusion: pixels that opaque fills drawn later replace, left undrawn (see `Occlusion`). Default nil.
    ///   - frame: the frame pixels the destination's edge coverage is rasterized within (nil: `pixelBounds`).
    ///     A pixmap holding part of a frame passes the frame, so that every pixel it holds gets the bits it
    ///     gets in a frame-sized one (the rasterizer's arithmetic depends on where its extent starts).
    package mutating func draw(
        _ source: Pixmap, from sourceRect: CGRect, to destination: CGRect, transform: LayerHomography,
        opacity: Double = 1, clip: CoverageMask? = nil, filter: SamplingFilter = .bilinear,
        hiddenBy occlusion: Occlusion? = nil, frame: PixelRect? = nil
    ) {
        withTarget {
            $0.draw(
                source, from: sourceRect, to: destination, transform: transform, opacity: opacity, clip: clip,
                filter: filter, hiddenBy: occlusion, frame: frame)
        }
    }

    /// Source-over of `source`'s pixels `sourceRect` with its top-left at device (`x`, `y`), unscaled:
    /// group opacity and offscreen layers composited back without a transform.
    /// - Parameters:
    ///   - opacity: alpha factor in [0, 1]. Default 1.
    ///   - clip: coverage the drawing is limited to (nil: no clip).
    ///   - occlusion: pixels that opaque fills drawn later replace, left undrawn (see `Occlusion`). Default nil.
    package mutating func composite(
        _ source: Pixmap, from sourceRect: PixelRect? = nil, atX x: Int, y: Int, opacity: Double = 1,
        clip: CoverageMask? = nil,
        hiddenBy occlusion: Occlusion? = nil
    ) {
        withTarget {
            $0.composite(source, from: sourceRect, atX: x, y: y, opacity: opacity, clip: clip, hiddenBy: occlusion)
        }
    }
}

extension PixelTarget {
    /// `Pixmap.draw(_:from:to:transform:opacity:clip:filter:hiddenBy:frame:)` within `bounds`; `frame` nil:
    /// `bounds`.
    func draw(
        _ source: Pixmap, from sourceRect: CGRect, to destination: CGRect, transform: LayerHomography,
        opacity: Double, clip: CoverageMask?, filter: SamplingFilter = .bilinear, hiddenBy occlusion: Occlusion?,
        frame: PixelRect?, opaque: Bool = false, uniformRows: Bool = false
    ) {
        let sr = sourceRect.standardized
        let dr = destination.standardized
        guard sr.width > 0, sr.height > 0, dr.width > 0, dr.height > 0 else { return }
        let op = PixelMath.unitToByte(opacity)
        guard op > 0 else { return }
        if let (box, placed) = Self.copyPlacement(of: source, from: sr, to: dr, transform: transform) {
            composite(
                source, from: box, atX: placed.x, y: placed.y, opacity: opacity, clip: clip, hiddenBy: occlusion,
                opaque: opaque, uniformRows: uniformRows)
            return
        }
        let full = Self.placement(from: sr, to: dr).concatenating(transform)
        // Sampled sources up to 2²² pixels on a side: texel coordinates × 256 then fit 31 bits.
        guard let inverse = full.inverted(), source.width <= 1 << 22, source.height <= 1 << 22 else { return }
        let frame = frame ?? bounds
        let limit = clip.map { $0.bounds.intersection(frame) } ?? frame
        // Only this target's rows, with the bits the whole frame's mask has there.
        let mask = CoverageMask(
            roundedRect: dr, transform: transform, within: limit, rows: bounds.y..<bounds.maxY)
        var rect = mask.bounds.intersection(bounds)
        if let clip { rect = rect.intersection(clip.bounds) }
        guard !rect.isEmpty else { return }
        // The coverage is the edge's times the clip's (`CoverageMask.intersecting`), made a row at a time into
        // scratch in the rows where the clip is not full over the pixels drawn.
        let clipRows = clip.flatMap { $0.coversFully(rect) ? nil : $0 }
        let product = clipRows == nil ? nil : UnsafeMutablePointer<UInt8>.allocate(capacity: rect.width)
        defer { product?.deallocate() }
        let sampler = TextureSampler(
            inverse: inverse,
            minX: max(0, Int(Double(sr.minX).rounded(.down))),
            maxX: min(source.width, Int(Double(sr.maxX).rounded(.up))) - 1,
            minY: max(0, Int(Double(sr.minY).rounded(.down))),
            maxY: min(source.height, Int(Double(sr.maxY).rounded(.up))) - 1)
        guard sampler.maxX >= sampler.minX, sampler.maxY >= sampler.minY else { return }
        let hidden = occlusion?.hiding(rect)
        // Scratch for rows that map into one source row (see `TextureSampler.bilinearRow`).
        let mixedCapacity = filter == .bilinear ? sampler.mixedRowCapacity : 0
        let mixedRow = mixedCapacity > 0 ? UnsafeMutablePointer<UInt32>.allocate(capacity: mixedCapacity) : nil
        defer { mixedRow?.deallocate() }
        let noClip = CoverageMask.empty
        source.pixels.withUnsafeBytes { srcRaw in
            mask.values.withUnsafeBufferPointer { maskBuf in
                (clipRows ?? noClip).values.withUnsafeBufferPointer { clipBuf in
                    let texels = srcRaw.baseAddress!
                    for row in rect.y..<rect.maxY {
                        var m = UnsafePointer(
                            maskBuf.baseAddress! + (row - mask.bounds.y) * mask.bounds.width
                                + (rect.x - mask.bounds.x))
                        if let clipRows, let product {
                            let c =
                                clipBuf.baseAddress! + (row - clipRows.bounds.y) * clipRows.bounds.width
                                + (rect.x - clipRows.bounds.x)
                            if !CoverageMask.isFull(c, count: rect.width) {
                                CoverageMask.multiplyRow(m, c, product, count: rect.width)
                                m = UnsafePointer(product)
                            }
                        }
                        let d = address(x: rect.x, y: row)
                        func sample(_ start: Int, _ end: Int) {
                            switch filter {
                            case .bilinear:
                                sampler.bilinearRow(
                                    d + start * 4, m + start, end - start, x: rect.x + start, y: row, opacity: op,
                                    texels: texels, stride: source.width, mixedRow: mixedRow)
                            case .nearest:
                                sampler.nearestRow(
                                    d + start * 4, m + start, end - start, x: rect.x + start, y: row, opacity: op,
                                    texels: texels, stride: source.width)
                            }
                        }
                        if let hidden {
                            hidden.forEachVisibleRun(row: row, in: rect, sample)
                        } else {
                            sample(0, rect.width)
                        }
                    }
                }
            }
        }
    }

    /// The map from source pixels `sr` onto the layer-space rect `dr` (both standardized).
    private static func placement(from sr: CGRect, to dr: CGRect) -> LayerHomography {
        let sx = Double(dr.width / sr.width)
        let sy = Double(dr.height / sr.height)
        return LayerHomography(
            m: (
                sx, 0, 0, 0, sy, 0, Double(dr.minX) - Double(sr.minX) * sx,
                Double(dr.minY) - Double(sr.minY) * sy, 1
            ))
    }

    /// When `draw` copies `source`'s pixels unscaled (a whole-pixel translation of a whole-pixel source rect
    /// inside the source): that rect of source pixels and the frame pixels it lands on; else nil.
    static func copyPlacement(
        of source: Pixmap, from sourceRect: CGRect, to destination: CGRect, transform: LayerHomography
    ) -> (box: PixelRect, placed: PixelRect)? {
        let sr = sourceRect.standardized
        let dr = destination.standardized
        guard sr.width > 0, sr.height > 0, dr.width > 0, dr.height > 0,
            let (dx, dy) = placement(from: sr, to: dr).concatenating(transform).integerTranslation,
            let box = integralRect(sr), box.x >= 0, box.y >= 0, box.maxX <= source.width, box.maxY <= source.height
        else { return nil }
        return (box, PixelRect(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height))
    }

    /// The integer pixel rect equal to `r`, or nil when `r` has fractional edges.
    private static func integralRect(_ r: CGRect) -> PixelRect? {
        let x = Double(r.minX)
        let y = Double(r.minY)
        let w = Double(r.width)
        let h = Double(r.height)
        guard x == x.rounded(), y == y.rounded(), w == w.rounded(), h == h.rounded(),
            abs(x) < 1e9, abs(y) < 1e9, w < 1e9, h < 1e9
        else { return nil }
        return PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    /// `Pixmap.composite(_:from:atX:y:opacity:clip:hiddenBy:)` within `bounds`; `opaque` and `uniformRows` as
    /// for `composite(_:stride:at:…)`.
    func composite(
        _ source: Pixmap, from sourceRect: PixelRect? = nil, atX x: Int, y: Int, opacity: Double,
        clip: CoverageMask?, hiddenBy occlusion: Occlusion?, opaque: Bool = false, uniformRows: Bool = false
    ) {
        let sourcePixels = PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        let box = (sourceRect ?? sourcePixels).intersection(sourcePixels)
        guard !box.isEmpty else { return }
        source.pixels.withUnsafeBytes { raw in
            composite(
                raw.baseAddress! + (box.y * source.width + box.x) * 4, stride: source.width,
                at: PixelRect(x: x, y: y, width: box.width, height: box.height), opacity: opacity, clip: clip,
                hiddenBy: occlusion, opaque: opaque, uniformRows: uniformRows)
        }
    }

    /// Source-over of the premultiplied pixels at `source` (rows `srcStride` pixels apart) placed on the
    /// frame pixels `placed`, unscaled: what `composite(_:from:atX:y:…)` does once it has found them.
    /// `opaque`: every source pixel has alpha 255, so runs at full coverage and opacity are copied (source-over
    /// of alpha 255 is the source). `uniformRows`: every source row is one colour, so each row blends its first
    /// pixel's colour (the arithmetic of a solid fill, which gives the bits of blending the pixels one by one).
    func composite(
        _ source: UnsafeRawPointer, stride srcStride: Int, at placed: PixelRect, opacity: Double,
        clip: CoverageMask?, hiddenBy occlusion: Occlusion?, opaque: Bool = false, uniformRows: Bool = false
    ) {
        let op = PixelMath.unitToByte(opacity)
        guard op > 0, !placed.isEmpty else { return }
        var rect = placed.intersection(bounds)
        if let clip { rect = rect.intersection(clip.bounds) }
        guard !rect.isEmpty else { return }
        // Without a clip every pixel has coverage 255: one run per row.
        let cover = clip ?? CoverageMask.empty
        let hidden = occlusion?.hiding(rect)
        cover.values.withUnsafeBufferPointer { maskBuf in
            for row in rect.y..<rect.maxY {
                let s = source + ((row - placed.y) * srcStride + (rect.x - placed.x)) * 4
                let d = address(x: rect.x, y: row)
                let m =
                    clip == nil
                    ? nil
                    : maskBuf.baseAddress! + (row - cover.bounds.y) * cover.bounds.width
                        + (rect.x - cover.bounds.x)
                let rowColor = uniformRows ? UInt32(littleEndian: s.loadUnaligned(as: UInt32.self)) : 0
                func blendRun(_ d: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ n: Int, _ c: UInt32) {
                    if uniformRows { return Self.blendSolidRun(d, rowColor, n, c) }
                    if opaque && c == 255 { return d.copyMemory(from: s, byteCount: n &* 4) }
                    Self.blendRun(d, s, n, c)
                }
                func blend(_ start: Int, _ end: Int) {
                    guard let m else { return blendRun(d + start &* 4, s + start &* 4, end &- start, op) }
                    var runs = CoverageRuns(m + start, count: end &- start)
                    while let run = runs.next() {
                        let c = op == 255 ? run.coverage : PixelMath.div255(run.coverage &* op)
                        if c == 0 { continue }
                        let at = start &+ run.start
                        blendRun(d + at &* 4, s + at &* 4, run.end &- run.start, c)
                    }
                }
                if let hidden {
                    hidden.forEachVisibleRun(row: row, in: rect, blend)
                } else {
                    blend(0, rect.width)
                }
            }
        }
    }

    /// `blendRun` of n source pixels all equal to `p`: the colour scaled by `c` once, then stored (when
    /// opaque) or blended four at a time as `Pixmap.fill` blends, the bits `blendRun` gives pixel by pixel.
    @inline(__always)
    private static func blendSolidRun(_ d: UnsafeMutableRawPointer, _ p: UInt32, _ n: Int, _ c: UInt32) {
        guard p != 0 else { return }
        let src = c == 255 ? p : PixelMath.scale(p, by: c)
        let s4 = unsafeBitCast(SIMD4<UInt32>(repeating: src.littleEndian), to: SIMD16<UInt8>.self)
        var i = 0
        if src >> 24 == 255 {
            while i &+ 4 <= n {
                d.storeBytes(of: s4, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                i &+= 4
            }
        } else {
            let (srb, sga) = PixelMath.split(s4)
            while i &+ 4 <= n {
                let old = d.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                d.storeBytes(of: PixelMath.sourceOver4(srb, sga, old), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                i &+= 4
            }
        }
        while i < n {
            let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            d.storeBytes(of: PixelMath.sourceOver(src, old).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Source-over of n source pixels at `s`, scaled by coverage `c` (1…255), onto `d`: four at a time in
    /// 16-bit lanes (stored as they are when all four are opaque and c is 255), the rest one by one.
    /// Transparent source pixels leave the destination as it is (source-over of zero is exact), so they are
    /// skipped: an offscreen group is frame-sized and mostly transparent.
    @inline(__always)
    private static func blendRun(_ d: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ n: Int, _ c: UInt32) {
        var i = 0
        while i &+ 4 <= n {
            let quad = s.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            let halves = unsafeBitCast(quad, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 { PixelMath.blend4(quad, coverage: c, onto: d + i &* 4) }
            i &+= 4
        }
        while i < n {
            let p = UInt32(littleEndian: s.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            if p == 0 {
                i &+= 1
                continue
            }
            let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            let out = PixelMath.sourceOver(c == 255 ? p : PixelMath.scale(p, by: c), old)
            d.storeBytes(of: out.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }
}

extension LayerHomography {
    /// (dx, dy) when the map is exactly a translation by whole pixels.
    package var integerTranslation: (Int, Int)? {
        guard m.0 == 1, m.1 == 0, m.2 == 0, m.3 == 0, m.4 == 1, m.5 == 0, m.8 == 1,
            m.6 == m.6.rounded(), m.7 == m.7.rounded(), abs(m.6) < 1e9, abs(m.7) < 1e9
        else { return nil }
        return (Int(m.6), Int(m.7))
    }
}
