// Planning GIF frames so that what a decoder shows is each source frame (up to palette error), while storing
// only what changed. Frames are encoded one behind the input, because a frame's disposal must suit the next one.
//
// Invariant: after frame k is drawn, every canvas pixel shows frame k's source colour (or is transparent where the
// source is). Frame k+1 is drawn over a base:
// - the canvas as frame k left it (disposal "keep"), unless frame k+1 is transparent somewhere the canvas is
//   opaque; GIF can only make pixels transparent by disposal, so then
// - frame k's region is cleared (disposal "restore to background", which decoders clear to transparent), and if
//   that is still not enough, frame k is widened to the whole canvas first so the clear empties everything.
// Frame k+1 then covers the bounding box of the pixels that differ from the base, drawing pixels the base already
// shows with the transparent index (see GIFPaletteMapper).
//
// Planning (base, region, disposal) is sequential and cheap; encoding a planned frame (palette, indices, LZW) is a
// pure function of the plan, so GIFSink runs it on other threads (Parallel/OrderedEncoder).

/// Plans a GIF animation frame by frame, and encodes planned frames.
struct GIFAnimationEncoder {
    let width: Int
    let height: Int
    let framesPerSecond: Int
    let dithers: Bool
    private var pending: Pending?
    private var frameCount = 0

    /// A frame waiting for its disposal to be decided.
    fileprivate struct Pending {
        var source: [UInt32]
        var base: [UInt32]
        var rect: FrameRegion
        var delay: Int
    }

    /// A frame with everything decided but its palette and pixels: what `encode(_:)` needs.
    struct PlannedFrame: Sendable {
        fileprivate var frame: Pending
        fileprivate var disposal: GIFBlocks.Disposal
        fileprivate var width: Int
        fileprivate var dithers: Bool
    }

    init(width: Int, height: Int, framesPerSecond: Int, dithers: Bool) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.dithers = dithers
    }

    /// Accepts the next frame (packed with `GIFColor.pack`) and returns the plan of the frame before it, if any.
    mutating func add(_ source: [UInt32]) -> PlannedFrame? {
        let whole = FrameRegion(x: 0, y: 0, width: width, height: height)
        var planned: PlannedFrame?
        var base = [UInt32](repeating: GIFColor.transparent, count: width * height)
        var rect = whole
        if var previous = pending {
            base = previous.source
            var disposal = GIFBlocks.Disposal.keep
            if Self.losesOpacity(source, over: base) {
                disposal = .clearToBackground
                Self.clear(previous.rect, in: &base, width: width)
                if Self.losesOpacity(source, over: base) {
                    previous.rect = whole
                    base = [UInt32](repeating: GIFColor.transparent, count: width * height)
                }
            }
            planned = PlannedFrame(frame: previous, disposal: disposal, width: width, dithers: dithers)
            rect =
                Self.changedRect(source, base, width: width, height: height)
                ?? FrameRegion(x: 0, y: 0, width: 1, height: 1)
        }
        pending = Pending(
            source: source, base: base, rect: rect,
            delay: GIFDelays.centiseconds(frame: frameCount, framesPerSecond: framesPerSecond))
        frameCount += 1
        return planned
    }

    /// The plan of the last frame; call once after the last `add`.
    mutating func finish() -> PlannedFrame? {
        guard let last = pending else { return nil }
        pending = nil
        return PlannedFrame(frame: last, disposal: .keep, width: width, dithers: dithers)
    }

    /// The bytes of a planned frame: its palette and transparency chosen, its region mapped and compressed.
    static func encode(_ planned: PlannedFrame) -> [UInt8] {
        let frame = planned.frame
        let width = planned.width
        var lzw = GIFLZWEncoder()
        var changed: [UInt32: Int] = [:]
        var kept: Set<UInt32> = []
        for y in frame.rect.y..<(frame.rect.y + frame.rect.height) {
            for i in (y * width + frame.rect.x)..<(y * width + frame.rect.x + frame.rect.width) {
                let color = frame.source[i]
                if color == frame.base[i] { kept.insert(color) } else { changed[color, default: 0] += 1 }
            }
        }
        var keepsUnchanged = !kept.isEmpty
        if keepsUnchanged, changed.count >= 256, !kept.contains(GIFColor.transparent),
            changed.count + kept.filter({ changed[$0] == nil }).count <= 256
        {
            // Drawing the kept pixels too keeps a frame of exactly 256 colours lossless.
            for color in kept { changed[color, default: 0] += 1 }
            keepsUnchanged = false
        }
        let palette = MedianCutQuantizer.palette(for: changed, maxColors: keepsUnchanged ? 255 : 256)
        let transparentIndex = keepsUnchanged ? palette.count : nil
        let indices = GIFPaletteMapper.indices(
            source: frame.source, base: frame.base, width: width, rect: frame.rect, palette: palette,
            transparentIndex: transparentIndex, keepsUnchanged: keepsUnchanged, dithers: planned.dithers)
        let minimumCodeSize = max(2, GIFBlocks.tableSizeBits(for: palette.count + (keepsUnchanged ? 1 : 0)))
        return GIFBlocks.frame(
            rect: frame.rect, palette: palette, transparentIndex: transparentIndex, disposal: planned.disposal,
            delay: frame.delay, lzw: lzw.encode(indices, minimumCodeSize: minimumCodeSize),
            minimumCodeSize: minimumCodeSize)
    }

    /// Whether `source` is transparent anywhere `base` is opaque.
    private static func losesOpacity(_ source: [UInt32], over base: [UInt32]) -> Bool {
        zip(source, base).contains { $0 == GIFColor.transparent && $1 != GIFColor.transparent }
    }

    private static func clear(_ rect: FrameRegion, in canvas: inout [UInt32], width: Int) {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { canvas[y * width + x] = GIFColor.transparent }
        }
    }

    /// The bounding box of pixels where `a` and `b` differ; nil when none do.
    static func changedRect(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> FrameRegion? {
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in FrameRegion.changed(between: pa, and: pb, width: width, height: height) }
        }
    }
}
