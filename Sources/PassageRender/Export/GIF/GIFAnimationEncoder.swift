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

/// Encodes a GIF animation frame by frame.
struct GIFAnimationEncoder {
    let width: Int
    let height: Int
    let framesPerSecond: Int
    let dithers: Bool
    private var lzw = GIFLZWEncoder()
    private var pending: Pending?
    private var frameCount = 0

    /// A frame waiting for its disposal to be decided.
    private struct Pending {
        var source: [UInt32]
        var base: [UInt32]
        var rect: FrameRegion
        var delay: Int
    }

    init(width: Int, height: Int, framesPerSecond: Int, dithers: Bool) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.dithers = dithers
    }

    /// Accepts the next frame (packed with `GIFColor.pack`) and returns the bytes of the frame before it, if any.
    mutating func add(_ source: [UInt32]) -> [UInt8] {
        let whole = FrameRegion(x: 0, y: 0, width: width, height: height)
        var bytes: [UInt8] = []
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
            bytes = encode(previous, disposal: disposal)
            rect = Self.changedRect(source, base, width: width, height: height) ?? FrameRegion(x: 0, y: 0, width: 1, height: 1)
        }
        pending = Pending(source: source, base: base, rect: rect,
                          delay: GIFDelays.centiseconds(frame: frameCount, framesPerSecond: framesPerSecond))
        frameCount += 1
        return bytes
    }

    /// The bytes of the last frame; call once after the last `add`.
    mutating func finish() -> [UInt8] {
        guard let last = pending else { return [] }
        pending = nil
        return encode(last, disposal: .keep)
    }

    /// Chooses the palette and transparency of `frame`'s region and encodes it.
    private mutating func encode(_ frame: Pending, disposal: GIFBlocks.Disposal) -> [UInt8] {
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
           changed.count + kept.filter({ changed[$0] == nil }).count <= 256 {
            // Drawing the kept pixels too keeps a frame of exactly 256 colours lossless.
            for color in kept { changed[color, default: 0] += 1 }
            keepsUnchanged = false
        }
        let palette = MedianCutQuantizer.palette(for: changed, maxColors: keepsUnchanged ? 255 : 256)
        let transparentIndex = keepsUnchanged ? palette.count : nil
        let indices = GIFPaletteMapper.indices(
            source: frame.source, base: frame.base, width: width, rect: frame.rect, palette: palette,
            transparentIndex: transparentIndex, keepsUnchanged: keepsUnchanged, dithers: dithers)
        let minimumCodeSize = max(2, GIFBlocks.tableSizeBits(for: palette.count + (keepsUnchanged ? 1 : 0)))
        return GIFBlocks.frame(rect: frame.rect, palette: palette, transparentIndex: transparentIndex, disposal: disposal,
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
