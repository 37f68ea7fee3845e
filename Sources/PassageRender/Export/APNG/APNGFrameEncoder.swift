// How one APNG frame after the first is stored: only the bounding rectangle of the pixels that changed since the
// previous frame, written over it (dispose op NONE keeps the previous frame as the canvas). Inside the rectangle
// one of two encodings reproduces the frame exactly:
// - blend OVER with unchanged pixels made fully transparent, chosen whenever every changed pixel is opaque
//   (OVER of alpha 255 replaces, OVER of alpha 0 keeps): the runs of zeros compress well, and the rectangle
//   is compressed once;
// - blend SOURCE otherwise: the rectangle's pixels replace the canvas; always exact.
// An unchanged frame is one transparent pixel blended OVER. A frame's encoding depends only on it and the
// frame before, so frames can be encoded concurrently.
import Foundation

/// The stored form of one animation frame.
struct APNGEncodedFrame {
    /// The region of the canvas the frame covers.
    var rect: FrameRegion
    /// True for blend op OVER, false for SOURCE.
    var blendsOver: Bool
    /// Filtered, deflated pixels of `rect`.
    var data: [UInt8]
}

/// Chooses and encodes the region and blend mode of animation frames.
///
/// Frames come in premultiplied, as rendered, and are stored straight (colour divided by alpha). A pixel counts
/// as changed when its straight value changed, which is what the file shows: two premultiplied pixels that
/// differ can have the same straight value. Equal premultiplied pixels always have equal straight values, so the
/// premultiplied buffers are compared first and only differing pixels are converted. The previous frame is
/// never converted whole, which lets each frame's encoding run on its own thread from the two rendered frames.
enum APNGFrameEncoder {
    /// Encodes `current` relative to `previous` (nil for the first frame, which is always whole).
    static func encode(_ current: Pixmap, previous: Pixmap?, level: Int) -> APNGEncodedFrame {
        let width = current.width
        let height = current.height
        guard let previous else {
            let whole = FrameRegion(x: 0, y: 0, width: width, height: height)
            return APNGEncodedFrame(
                rect: whole, blendsOver: false,
                data: PNGImageData.compressed(current.straightPixels(), imageWidth: width, rect: whole, level: level))
        }
        guard let rect = changedRect(current.pixels, previous.pixels, width: width, height: height) else {
            return APNGEncodedFrame(
                rect: FrameRegion(x: 0, y: 0, width: 1, height: 1), blendsOver: true,
                data: unchangedFrameData[Deflate.clampedLevel(level)])
        }
        let compact = FrameRegion(x: 0, y: 0, width: rect.width, height: rect.height)
        if let masked = maskedForOver(current: current.pixels, previous: previous.pixels, width: width, rect: rect) {
            return APNGEncodedFrame(
                rect: rect, blendsOver: true,
                data: PNGImageData.compressed(masked, imageWidth: rect.width, rect: compact, level: level))
        }
        let straight = current.straightPixels(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        return APNGEncodedFrame(
            rect: rect, blendsOver: false,
            data: PNGImageData.compressed(straight, imageWidth: rect.width, rect: compact, level: level))
    }

    /// The data of an unchanged frame, one transparent pixel, by compression level.
    private static let unchangedFrameData = (0...Deflate.maximumLevel).map { level in
        PNGImageData.compressed(
            [0, 0, 0, 0], imageWidth: 1, rect: FrameRegion(x: 0, y: 0, width: 1, height: 1), level: level)
    }

    /// The straight-alpha value of premultiplied pixel `p` (RGBA bytes loaded little-endian), rounded as
    /// `Pixmap.makeImage()` rounds.
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let alpha = p >> 24
        guard alpha != 0, alpha != 255 else { return p }
        @inline(__always) func divided(_ channel: UInt32) -> UInt32 { min(255, (channel * 255 + alpha / 2) / alpha) }
        return p & 0xFF00_0000 | divided(p >> 16 & 0xFF) << 16 | divided(p >> 8 & 0xFF) << 8 | divided(p & 0xFF)
    }

    /// Whether premultiplied pixels `a` and `b` have different straight values.
    @inline(__always)
    static func differ(_ a: UInt32, _ b: UInt32) -> Bool {
        a != b && straight(a) != straight(b)
    }

    /// The bounding box of pixels whose straight values differ between two equal-sized premultiplied RGBA
    /// buffers; nil when none do. Rows equal byte for byte are skipped with memcmp.
    static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> FrameRegion? {
        a.withUnsafeBytes { rawA in
            b.withUnsafeBytes { rawB in
                // The same storage: a still frame shown again (StillFrame).
                guard rawA.baseAddress != rawB.baseAddress else { return nil }
                let pa = rawA.bindMemory(to: UInt32.self)
                let pb = rawB.bindMemory(to: UInt32.self)
                var minX = width
                var minY = height
                var maxX = -1
                var maxY = -1
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(pa.baseAddress! + row, pb.baseAddress! + row, width * 4) != 0 else { continue }
                    var first = 0
                    while first < width,
                        !differ(UInt32(littleEndian: pa[row + first]), UInt32(littleEndian: pb[row + first]))
                    {
                        first += 1
                    }
                    guard first < width else { continue }
                    var last = width - 1
                    while !differ(UInt32(littleEndian: pa[row + last]), UInt32(littleEndian: pb[row + last])) {
                        last -= 1
                    }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
                guard maxX >= 0 else { return nil }
                return FrameRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
        }
    }

    /// The pixels of `rect` in `current` as a compact buffer, with unchanged pixels cleared to transparent black;
    /// nil when a changed pixel is not fully opaque (OVER would then blend it with the canvas). `current` and
    /// `previous` are `width`-wide premultiplied frames; the changed pixels kept are opaque, so premultiplied and
    /// straight values are the same and no conversion is needed.
    static func maskedForOver(current: [UInt8], previous: [UInt8], width: Int, rect: FrameRegion) -> [UInt8]? {
        let opaquePair: UInt64 = 0xFF00_0000_FF00_0000
        var masked = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        let changesAreOpaque = masked.withUnsafeMutableBytes { out in
            current.withUnsafeBytes { now in
                previous.withUnsafeBytes { before in
                    for y in 0..<rect.height {
                        let row = ((rect.y + y) * width + rect.x) * 4
                        let outRow = y * rect.width * 4
                        // A row unchanged within the rectangle stays cleared.
                        guard memcmp(now.baseAddress! + row, before.baseAddress! + row, rect.width * 4) != 0 else {
                            continue
                        }
                        /// Masks the pixel `x` bytes into the row; false when it changed and is not opaque.
                        func maskPixel(at x: Int) -> Bool {
                            let pixel = UInt32(littleEndian: now.load(fromByteOffset: row + x, as: UInt32.self))
                            let earlier = UInt32(
                                littleEndian: before.load(fromByteOffset: row + x, as: UInt32.self))
                            guard differ(pixel, earlier) else { return true }
                            guard pixel >> 24 == 255 else { return false }
                            out.storeBytes(of: pixel.littleEndian, toByteOffset: outRow + x, as: UInt32.self)
                            return true
                        }
                        var x = 0
                        // Two pixels at a time; where both frames are opaque, straight values are the pixels
                        // themselves, so a pixel changed exactly when its bytes did.
                        while x + 8 <= rect.width * 4 {
                            let pair = UInt64(
                                littleEndian: now.loadUnaligned(fromByteOffset: row + x, as: UInt64.self))
                            let earlier = UInt64(
                                littleEndian: before.loadUnaligned(fromByteOffset: row + x, as: UInt64.self))
                            if pair & earlier & opaquePair == opaquePair {
                                let changed = pair ^ earlier
                                let kept: UInt64 =
                                    (changed & 0xFFFF_FFFF != 0 ? 0xFFFF_FFFF : 0)
                                    | (changed >> 32 != 0 ? 0xFFFF_FFFF_0000_0000 : 0)
                                if kept != 0 {
                                    out.storeBytes(
                                        of: (pair & kept).littleEndian, toByteOffset: outRow + x, as: UInt64.self)
                                }
                            } else if !maskPixel(at: x) || !maskPixel(at: x + 4) {
                                return false
                            }
                            x += 8
                        }
                        if x < rect.width * 4, !maskPixel(at: x) { return false }
                    }
                    return true
                }
            }
        }
        return changesAreOpaque ? masked : nil
    }
}
