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
    /// cleared in the bands rather than before them), or nil to draw over what `target` holds. `within`: only
    /// those pixels of `target` are drawn (and cleared), the others left as they are (nil: all; not with a
    /// backdrop blur, which reads pixels beyond the ones it changes).
    func draw(
        onto target: inout Pixmap, occluding: Bool, frame: PixelRect? = nil, threads: Int = 1,
        clearing: UInt32? = nil, within rect: PixelRect? = nil
    ) {
        precondition(rect == nil || !drawsBackdropBlur, "a backdrop blur reads pixels beyond the ones it changes")
        let frame = frame ?? target.pixelBounds
        target.withTarget { pixmap in
            var whole = pixmap
            if let rect {
                let bounds = rect.intersection(pixmap.bounds)
                guard !bounds.isEmpty else { return }
                whole = PixelTarget(
                    base: pixmap.base, stride: pixmap.stride, originX: pixmap.originX, originY: pixmap.originY,
                    bounds: bounds)
            }
            let bands = threads > 1 ? whole.bands(threads) : [whole]
            var start = 0
            var clear = clearing
            for (index, stage) in stages.enumerated() {
                guard case .blurBackdrop(let mask, let sigma) = stage else { continue }
                drawStages(
                    start..<index, onto: bands, occluding: occluding && start == 0, frame: frame, clearing: clear)
                clear = nil
                whole.blurBackdrop(under: mask, sigma: sigma)
                start = index + 1
            }
            drawStages(
                start..<stages.count, onto: bands, occluding: occluding && start == 0, frame: frame, clearing: clear)
        }
    }

    /// The fully covered pixels of the opaque fills and opaque image copies before the first backdrop blur, by
    /// stage, within `rows` (none unless `occluding`). Only stages before the first blur are occluded, and a
    /// band asks only about its own rows, so each band finds its covers itself, on its own thread.
    private func occlusion(_ occluding: Bool, rows: Range<Int> = Int.min..<Int.max) -> Occlusion {
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
                occlusion.add(replacing: copy.placed, stage: index, rows: rows)
                continue
            }
            // A group opaque over its whole region, composited at full opacity, replaces the pixels its clip
            // covers fully (source-over of alpha 255 at coverage 255 is the source).
            if case .group(_, _, _, _, _, let inside) = stage {
                if let inside { occlusion.add(inside, replacedBy: index, rows: rows) }
                continue
            }
            guard case .fill(let mask, let color, let opacity) = stage,
                PixelMath.premultipliedPixel(color, opacity: opacity) >> 24 == 255
            else { continue }
            occlusion.add(mask, stage: index, rows: rows)
        }
        return occlusion
    }

    /// Draws the fills, draws and composites of `range` onto each of `bands`, the bands at once, each band
    /// first cleared to `clearing` when given; when `occluding`, each band leaves out the pixels of its rows that
    /// opaque fills after a stage replace (`range` must then start at the first stage).
    private func drawStages(
        _ range: Range<Int>, onto bands: [PixelTarget], occluding: Bool, frame: PixelRect, clearing: UInt32?
    ) {
        guard !range.isEmpty || clearing != nil else { return }
        @Sendable func drawBand(_ band: PixelTarget) {
            let occlusion = occlusion(occluding, rows: band.bounds.y..<band.bounds.maxY)
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
    func touchedBounds(in frame: PixelRect) -> PixelRect {
        var bounds = PixelRect.empty
        for stage in stages {
            if case .blurBackdrop = stage { return frame }
            bounds = bounds.union(Self.touchedBounds(of: stage, in: frame))
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

// Damage: the pixels of a pixmap that can differ between two recordings. A pixel's value is what the stages
// whose touched bounds hold it leave there, in order, over the clear (occlusion changes no pixel). When two lists
// have as many stages and each stage is the same as the other's at its index, or both touch bounds away from the
// pixel, that pixel gets the same value from both: so only the bounds touched by stages that differ (in either
// list) can change, and a frame drawn again only there over a copy of the other is the same bit for bit as one
// drawn whole.
extension DrawList {
    /// A rectangle of `frame` holding every pixel the stages can leave other than `previous` leaves (empty when
    /// none can), or nil when that is not known: the lists differ in length, or one holds a backdrop blur (it
    /// reads pixels beyond the ones it changes).
    func changedBounds(since previous: DrawList, in frame: PixelRect) -> PixelRect? {
        guard stages.count == previous.stages.count, !drawsBackdropBlur, !previous.drawsBackdropBlur else {
            return nil
        }
        var bounds = PixelRect.empty
        for (stage, earlier) in zip(stages, previous.stages) where !Self.same(stage, earlier) {
            bounds = bounds.union(Self.touchedBounds(of: stage, in: frame))
            bounds = bounds.union(Self.touchedBounds(of: earlier, in: frame))
        }
        return bounds
    }

    /// Whether two lists draw the same stages: every value equal bit for bit.
    static func same(_ a: DrawList, _ b: DrawList) -> Bool {
        a.stages.count == b.stages.count && zip(a.stages, b.stages).allSatisfy { same($0, $1) }
    }

    /// Whether two stages leave the same pixels, whatever they are drawn over: the same call with the same values
    /// bit for bit (a group's occlusion and inside columns follow from the rest).
    private static func same(_ a: Stage, _ b: Stage) -> Bool {
        switch (a, b) {
        case (.fill(let mask, let color, let opacity), .fill(let mask2, let color2, let opacity2)):
            return PixelMath.premultipliedPixel(color, opacity: opacity)
                == PixelMath.premultipliedPixel(color2, opacity: opacity2) && same(mask, mask2)
        case (
            .draw(let source, let from, let to, let transform, let opacity, let clip, let opaque, let rows, let filter),
            .draw(
                let source2, let from2, let to2, let transform2, let opacity2, let clip2, let opaque2, let rows2,
                let filter2)
        ):
            return opaque == opaque2 && rows == rows2 && filter == filter2 && same(opacity, opacity2)
                && same(from, from2) && same(to, to2) && same(transform, transform2) && same(clip, clip2)
                && same(source, source2)
        case (.composite(let source, let opacity, let clip), .composite(let source2, let opacity2, let clip2)):
            return same(opacity, opacity2) && same(clip, clip2) && same(source, source2)
        case (.blurBackdrop(let mask, let sigma), .blurBackdrop(let mask2, let sigma2)):
            return same(sigma, sigma2) && same(mask, mask2)
        case (
            .group(let list, _, let region, let opacity, let clip, _),
            .group(let list2, _, let region2, let opacity2, let clip2, _)
        ):
            return region == region2 && same(opacity, opacity2) && same(clip, clip2) && same(list, list2)
        default:
            return false
        }
    }

    private static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(Double(a.minX), Double(b.minX)) && same(Double(a.minY), Double(b.minY))
            && same(Double(a.width), Double(b.width)) && same(Double(a.height), Double(b.height))
    }

    private static func same(_ a: LayerHomography, _ b: LayerHomography) -> Bool {
        withUnsafeBytes(of: a.m) { x in withUnsafeBytes(of: b.m) { y in x.elementsEqual(y) } }
    }

    private static func same(_ a: CoverageMask?, _ b: CoverageMask?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.bounds == b.bounds && sameBytes(a.values, b.values)
    }

    private static func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
        a.width == b.width && a.height == b.height && a.originX == b.originX && a.originY == b.originY
            && sameBytes(a.pixels, b.pixels)
    }

    /// Equal bytes: the same storage, or `memcmp`.
    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                x.baseAddress == y.baseAddress || x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }

    /// A rectangle of `frame` holding every pixel `stage` can change.
    private static func touchedBounds(of stage: Stage, in frame: PixelRect) -> PixelRect {
        switch stage {
        case .fill(let mask, _, _):
            return mask.bounds.intersection(frame)
        case .draw(_, _, let destination, let transform, _, let clip, _, _, _):
            let placed = deviceBounds(of: destination, under: transform) ?? frame
            return (clip.map { placed.intersection($0.bounds) } ?? placed).intersection(frame)
        case .composite(let source, _, let clip):
            return (clip.map { source.pixelBounds.intersection($0.bounds) } ?? source.pixelBounds).intersection(frame)
        case .blurBackdrop:
            return frame
        case .group(_, _, let region, _, _, _):
            return region.intersection(frame)
        }
    }
}
