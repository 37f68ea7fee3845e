// A pixmap's drawing, recorded as stages in painter's order and then drawn in that order, each stage
// leaving out the pixels that an opaque fill recorded after it replaces (`Occlusion`): a page under cards,
// a card's background, title and border under the next card cost nothing there. The renderer draws every
// pixmap this way (the frame, offscreen groups, a layer drawn for its content's shadow), so an occluder
// counts only within its own pixmap, after every clip and opacity it was drawn with. The pixmap is the one
// drawing every stage in full gives, bit for bit.
import Dispatch
import Foundation
import PassageCore

/// Drawing calls recorded for one pixmap.
struct DrawList {
    /// One recorded call: the `Pixmap` method of the same name, with the same parameters.
    private enum Stage {
        case fill(CoverageMask, color: RGBA, opacity: Double)
        /// `opaque`: every pixel of the source rect has alpha 255; `uniformRows`: every row of the source is
        /// one colour.
        case draw(
            Pixmap, from: CGRect, to: CGRect, transform: LayerHomography, opacity: Double, clip: CoverageMask?,
            opaque: Bool, uniformRows: Bool, filter: SamplingFilter)
        case composite(Pixmap, opacity: Double, clip: CoverageMask?)
        case blurBackdrop(CoverageMask, sigma: Double)
        /// `composite(group:within:frame:occluding:opacity:clip:)`: the list drawn over `region` a tile at a time.
        /// `inside`: when the group ends opaque over `region` and is composited at full opacity, the pixels
        /// its clip covers fully (its first run of full coverage per row), where the group's pixels are the
        /// ones composited: those are drawn straight onto the pixmap (see `drawTiles`).
        case group(
            DrawList, occlusion: Occlusion, region: PixelRect, opacity: Double, clip: CoverageMask?,
            inside: Occlusion.Cover?)
    }

    private var stages: [Stage] = []

    /// Records `Pixmap.fill(_:color:opacity:)`.
    mutating func fill(_ mask: CoverageMask, color: RGBA, opacity: Double = 1) {
        stages.append(.fill(mask, color: color, opacity: opacity))
    }

    /// Records `Pixmap.drawShadow(of:blurSigma:color:opacity:clip:)`.
    mutating func drawShadow(
        of shape: CoverageMask, blurSigma: Double, color: RGBA, opacity: Double, clip: CoverageMask?
    ) {
        guard opacity > 0, color.alpha > 0, !shape.bounds.isEmpty else { return }
        fill(ShadowGeometry.coverage(of: shape, blurSigma: blurSigma, clip: clip), color: color, opacity: opacity)
    }

    /// Records `Pixmap.draw(_:from:to:transform:opacity:clip:filter:)`. `opaque`: every pixel of `source`
    /// inside `sourceRect` has alpha 255 (a copy of it then hides what is drawn before it, see `Occlusion`).
    /// `uniformRows`: every row of `source` is one colour (a vertical axial gradient), so a copy of it blends
    /// one colour per row without reading the source's other pixels.
    mutating func draw(
        _ source: Pixmap, from sourceRect: CGRect, to destination: CGRect, transform: LayerHomography,
        opacity: Double, clip: CoverageMask?, opaque: Bool = false, uniformRows: Bool = false,
        filter: SamplingFilter = .bilinear
    ) {
        stages.append(
            .draw(
                source, from: sourceRect, to: destination, transform: transform, opacity: opacity, clip: clip,
                opaque: opaque, uniformRows: uniformRows, filter: filter))
    }

    /// Records `Pixmap.composite(_:atX:y:opacity:clip:)` at (0, 0).
    mutating func composite(_ source: Pixmap, opacity: Double, clip: CoverageMask? = nil) {
        stages.append(.composite(source, opacity: opacity, clip: clip))
    }

    /// Records `list` drawn offscreen over the pixels of `frame` inside `region` it can change, composited at
    /// `opacity` through `clip`, as `composite(list.rendered(within:frame:occluding:), …)` does: the same
    /// bytes, but drawn tile by tile (bands of `groupTileRows` rows) into a scratch buffer that stays in cache
    /// and composited as each is done, so the group costs no frame-sized buffer (and is drawn in the bands of
    /// the pixmap it lands on). A list holding a backdrop blur must be drawn whole: use `composite`.
    mutating func composite(
        group list: DrawList, within region: PixelRect, frame: PixelRect, occluding: Bool, opacity: Double,
        clip: CoverageMask?
    ) {
        precondition(!list.drawsBackdropBlur, "a backdrop blur is drawn on a whole pixmap, never in tiles")
        var rect = list.touchedBounds(in: frame).intersection(region)
        if let clip { rect = rect.intersection(clip.bounds) }
        guard !rect.isEmpty, PixelMath.unitToByte(opacity) > 0 else { return }
        let groupOcclusion = list.occlusion(occluding)
        // Source-over of alpha 255 at coverage 255 is the source: where the clip covers fully, the frame
        // ends up holding the group's pixels, whatever it held.
        var inside: Occlusion.Cover?
        if PixelMath.unitToByte(opacity) == 255, groupOcclusion.replacesAll(of: rect) {
            inside =
                if let clip {
                    Occlusion.Cover(fullyCovered: clip.cropped(to: rect), stage: 0)
                } else {
                    Occlusion.Cover(rect: rect, stage: 0)
                }
        }
        stages.append(
            .group(list, occlusion: groupOcclusion, region: rect, opacity: opacity, clip: clip, inside: inside))
    }

    /// Rows per tile of a group (`composite(group:…)`): a tile of a 1179-pixel row is 150 KB.
    static let groupTileRows = 32

    /// Records `Pixmap.blurBackdrop(under:sigma:)`: it reads what the stages before it drew, so no stage
    /// before it is occluded by one after it.
    mutating func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        stages.append(.blurBackdrop(mask, sigma: sigma))
    }

    /// Draws the stages onto `target` in order; when `occluding`, each leaves out the pixels that opaque
    /// fills after it replace (false: every stage in full, the reference). `frame`: the frame `target`
    /// holds part of (nil: `target` is the frame), see `Pixmap.draw(_:from:to:transform:…:frame:)`.
    /// `threads` > 1 splits the pixmap into that many bands of rows drawn at once, each on its own thread:
    /// every pixel is computed from its frame coordinates alone, so the bytes are those of one thread. A
    /// backdrop blur reads across bands, so it runs alone, between the bands of the stages before and after it.
    /// `clearing`: a premultiplied pixel every band first writes over all its pixels (a frame's background,
    /// cleared in the bands rather than before them), or nil to draw over what `target` holds.
    func draw(
        onto target: inout Pixmap, occluding: Bool, frame: PixelRect? = nil, threads: Int = 1,
        clearing: UInt32? = nil
    ) {
        let occlusion = occlusion(occluding)
        let frame = frame ?? target.pixelBounds
        target.withTarget { whole in
            let bands = threads > 1 ? whole.bands(threads) : [whole]
            var start = 0
            var clear = clearing
            for (index, stage) in stages.enumerated() {
                guard case .blurBackdrop(let mask, let sigma) = stage else { continue }
                drawStages(start..<index, onto: bands, occlusion: occlusion, frame: frame, clearing: clear)
                clear = nil
                whole.blurBackdrop(under: mask, sigma: sigma)
                start = index + 1
            }
            drawStages(start..<stages.count, onto: bands, occlusion: occlusion, frame: frame, clearing: clear)
        }
    }

    /// The fully covered pixels of the opaque fills and opaque image copies before the first backdrop blur, by
    /// stage (none unless `occluding`).
    private func occlusion(_ occluding: Bool) -> Occlusion {
        var occlusion = Occlusion()
        guard occluding else { return occlusion }
        for (index, stage) in stages.enumerated() {
            if case .blurBackdrop = stage { break }
            if case .draw(let source, let sourceRect, let destination, let transform, let opacity, nil, true, _, _) =
                stage,
                PixelMath.unitToByte(opacity) == 255,
                let copy = PixelTarget.copyPlacement(
                    of: source, from: sourceRect, to: destination, transform: transform)
            {
                occlusion.add(replacing: copy.placed, stage: index)
                continue
            }
            // A group opaque over its whole region, composited at full opacity, replaces the pixels its clip
            // covers fully (source-over of alpha 255 at coverage 255 is the source).
            if case .group(_, _, _, _, _, let inside) = stage {
                if let inside { occlusion.add(inside.replaced(by: index)) }
                continue
            }
            guard case .fill(let mask, let color, let opacity) = stage,
                PixelMath.premultipliedPixel(color, opacity: opacity) >> 24 == 255
            else { continue }
            occlusion.add(mask, stage: index)
        }
        return occlusion
    }

    /// Draws the fills, draws and composites of `range` onto each of `bands`, the bands at once, each band
    /// first cleared to `clearing` when given.
    private func drawStages(
        _ range: Range<Int>, onto bands: [PixelTarget], occlusion: Occlusion, frame: PixelRect, clearing: UInt32?
    ) {
        guard !range.isEmpty || clearing != nil else { return }
        @Sendable func drawBand(_ band: PixelTarget) {
            if let clearing {
                var beforeEveryStage = occlusion
                beforeEveryStage.stage = -1
                band.clear(to: clearing, hiddenBy: beforeEveryStage.hiding(band.bounds))
            }
            drawStages(range, onto: band, occlusion: occlusion, frame: frame)
        }
        guard bands.count > 1 else { return drawBand(bands[0]) }
        DispatchQueue.concurrentPerform(iterations: bands.count) { drawBand(bands[$0]) }
    }

    /// Draws the fills, draws and composites of `range` onto `target` (no backdrop blur lies in `range`).
    private func drawStages(_ range: Range<Int>, onto target: PixelTarget, occlusion: Occlusion, frame: PixelRect) {
        var occlusion = occlusion
        for index in range {
            occlusion.stage = index
            let hidden: Occlusion? = if let last = occlusion.covers.last, last.stage > index { occlusion } else { nil }
            switch stages[index] {
            case .fill(let mask, let color, let opacity):
                target.fill(mask, color: color, opacity: opacity, hiddenBy: hidden)
            case .draw(
                let source, let sourceRect, let destination, let transform, let opacity, let clip, let opaque,
                let uniformRows, let filter):
                target.draw(
                    source, from: sourceRect, to: destination, transform: transform, opacity: opacity, clip: clip,
                    filter: filter, hiddenBy: hidden, frame: frame, opaque: opaque, uniformRows: uniformRows)
            case .composite(let source, let opacity, let clip):
                target.composite(
                    source, atX: source.originX, y: source.originY, opacity: opacity, clip: clip, hiddenBy: hidden)
            case .blurBackdrop:
                preconditionFailure("a backdrop blur is drawn on the whole pixmap, never in a band")
            case .group(let list, let groupOcclusion, let region, let opacity, let clip, let inside):
                list.drawTiles(
                    of: region, onto: target, occlusion: groupOcclusion, frame: frame, opacity: opacity, clip: clip,
                    inside: inside, hiddenBy: hidden)
            }
        }
    }

    /// Draws the stages over the pixels of `region` inside `target`, a tile of rows at a time, each onto a
    /// transparent scratch buffer then composited onto `target` at `opacity` through `clip`. Where `inside`
    /// (pixels whose composited value is the group's own, see `Stage.group`) holds whole columns of a tile,
    /// the stages are drawn there straight onto `target` instead: the same bytes without the scratch buffer.
    private func drawTiles(
        of region: PixelRect, onto target: PixelTarget, occlusion: Occlusion, frame: PixelRect, opacity: Double,
        clip: CoverageMask?, inside: Occlusion.Cover?, hiddenBy hidden: Occlusion?
    ) {
        let rect = region.intersection(target.bounds)
        guard !rect.isEmpty else { return }
        let rows = min(rect.height, Self.groupTileRows)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: rect.width * rows * 4, alignment: 16)
        defer { scratch.deallocate() }
        var beforeEveryStage = occlusion
        beforeEveryStage.stage = -1
        // A group that ends opaque over its whole region is copied where its clip covers fully.
        let opaque = occlusion.replacesAll(of: rect)
        // Draws the columns `part` of a tile onto the scratch buffer and composites them.
        func drawOffscreen(_ part: PixelRect) {
            guard !part.isEmpty else { return }
            let tileTarget = PixelTarget(
                base: scratch, stride: rect.width, originX: rect.x, originY: part.y, bounds: part)
            // Transparent, except where an opaque fill or copy of the group replaces the pixels anyway.
            tileTarget.clear(to: 0, hiddenBy: beforeEveryStage.hiding(part))
            drawStages(0..<stages.count, onto: tileTarget, occlusion: occlusion, frame: frame)
            target.composite(
                UnsafeRawPointer(scratch + (part.x - rect.x) * 4), stride: rect.width, at: part, opacity: opacity,
                clip: clip, hiddenBy: hidden, opaque: opaque)
        }
        var top = rect.y
        while top < rect.maxY {
            let tile = PixelRect(x: rect.x, y: top, width: rect.width, height: min(rows, rect.maxY - top))
            top = tile.maxY
            let span = inside?.commonSpan(rows: tile.y..<tile.maxY) ?? (lo: 0, hi: 0)
            let lo = max(span.lo, tile.x)
            let hi = min(span.hi, tile.maxX)
            guard hi - lo >= Self.directColumns else {
                drawOffscreen(tile)
                continue
            }
            drawOffscreen(PixelRect(x: tile.x, y: tile.y, width: lo - tile.x, height: tile.height))
            let direct = PixelRect(x: lo, y: tile.y, width: hi - lo, height: tile.height)
            drawStages(
                0..<stages.count,
                onto: PixelTarget(
                    base: target.base, stride: target.stride, originX: target.originX, originY: target.originY,
                    bounds: direct),
                occlusion: occlusion, frame: frame)
            drawOffscreen(PixelRect(x: hi, y: tile.y, width: tile.maxX - hi, height: tile.height))
        }
    }

    /// The fewest columns of a tile drawn straight onto the pixmap rather than through the scratch buffer.
    static let directColumns = 16

    /// The stages drawn onto a transparent `width` × `height` pixmap (see `draw(onto:occluding:)`).
    func rendered(width: Int, height: Int, occluding: Bool) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        draw(onto: &pixmap, occluding: occluding)
        return pixmap
    }

    /// The stages drawn onto a transparent pixmap holding only the pixels of `frame` they can change inside
    /// `region` (see `Pixmap.originX`), so an offscreen group costs the pixels it covers, not the frame's:
    /// every pixel it holds is the one a frame-sized pixmap gets, and every pixel it leaves out would be
    /// transparent there (or lies outside `region`, which the caller does not read). A backdrop blur reads
    /// around its region and stops at the pixmap's edges, so a list holding one is drawn over the whole
    /// frame. Nil when no pixel is left.
    func rendered(within region: PixelRect, frame: PixelRect, occluding: Bool) -> Pixmap? {
        let rect = drawsBackdropBlur ? frame : touchedBounds(in: frame).intersection(region)
        guard !rect.isEmpty, var pixmap = Pixmap(covering: rect) else { return nil }
        draw(onto: &pixmap, occluding: occluding, frame: frame)
        return pixmap
    }

    /// Whether a backdrop blur is recorded.
    var drawsBackdropBlur: Bool {
        stages.contains { if case .blurBackdrop = $0 { true } else { false } }
    }

    /// A rectangle of `frame` holding every pixel the stages can change.
    private func touchedBounds(in frame: PixelRect) -> PixelRect {
        var bounds = PixelRect.empty
        for stage in stages {
            let touched: PixelRect
            switch stage {
            case .fill(let mask, _, _):
                touched = mask.bounds
            case .draw(_, _, let destination, let transform, _, let clip, _, _, _):
                let placed = Self.deviceBounds(of: destination, under: transform) ?? frame
                touched = clip.map { placed.intersection($0.bounds) } ?? placed
            case .composite(let source, _, let clip):
                touched = clip.map { source.pixelBounds.intersection($0.bounds) } ?? source.pixelBounds
            case .blurBackdrop:
                return frame
            case .group(_, _, let region, _, _, _):
                touched = region
            }
            bounds = bounds.union(touched.intersection(frame))
        }
        return bounds
    }

    /// Pixels holding `rect` mapped by `transform`, with a pixel to spare on every side (the edge coverage of
    /// `Pixmap.draw` and its bilinear samples stay inside): every point of the rect maps into the convex hull
    /// of its corners when all four lie in front of the viewer. Nil when one does not (the quad is cut at
    /// the eye plane) or a corner is not finite.
    private static func deviceBounds(of rect: CGRect, under transform: LayerHomography) -> PixelRect? {
        let r = rect.standardized
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for corner in [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ] {
            let (point, w) = transform.apply(corner)
            guard w > 0, point.x.isFinite, point.y.isFinite else { return nil }
            minX = min(minX, Double(point.x))
            minY = min(minY, Double(point.y))
            maxX = max(maxX, Double(point.x))
            maxY = max(maxY, Double(point.y))
        }
        let huge = Double(1 << 30)
        guard max(-minX, -minY, maxX, maxY) < huge else { return nil }
        let x0 = Int(minX.rounded(.down)) - 1
        let y0 = Int(minY.rounded(.down)) - 1
        return PixelRect(
            x: x0, y: y0, width: Int(maxX.rounded(.up)) + 1 - x0, height: Int(maxY.rounded(.up)) + 1 - y0)
    }

    /// The alpha the stages leave on a transparent pixmap, when they are one fill: its coverage times the
    /// colour's premultiplied alpha, as `Pixmap.fill` writes it (a shape-layer mask, drawn without a pixmap).
    /// Nil for any other drawing. Not limited to the frame.
    var alphaOfSingleFill: CoverageMask? {
        guard stages.count == 1, case .fill(let mask, let color, let opacity) = stages[0] else { return nil }
        let alpha = PixelMath.premultipliedPixel(color, opacity: opacity) >> 24
        if alpha == 255 { return mask }
        return CoverageMask(
            bounds: mask.bounds,
            values: mask.values.map { UInt8(truncatingIfNeeded: PixelMath.div255(UInt32($0) * alpha)) })
    }
}
