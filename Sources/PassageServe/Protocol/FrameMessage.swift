// A frame as it goes to the page: one binary WebSocket message, a 12-byte header (the frame's number, then the
// rectangle of pixels that changed since the last frame sent, big-endian) and that rectangle's pixels as
// operations on the picture the page holds, in 32-bit little-endian words. The page keeps the last frame's
// pixels, applies the operations row by row and draws the rectangle. Operations never cross the end of a row:
//
//   unchanged n        n pixels as in the last frame sent (the page leaves them)
//   run n, pixel       n copies of one pixel
//   above n            n pixels equal to the n pixels one row up in this frame (the page has them already)
//   literal n, pixels  n pixels as they are
//
// Each operation is a word `n << 2 | kind` (kind 0…3 in that order), followed by its pixels; a pixel is a word
// holding straight-alpha red, green, blue and alpha bytes in memory order, as a canvas's ImageData holds them. A
// frame identical to the last one sent has an empty rectangle and no operations. The encoding is lossless and
// costs one pass over the rectangle comparing words: see LivePage.md for the measurements that chose it over PNG.
// Frames the page has not yet applied when a new one is ready are skipped, never queued, so the operations are
// always relative to the frame the page has.
import Foundation
import PassageRender

/// The pixels that changed between two frames, and their encoding for the page.
struct FrameMessage: Equatable {
    /// The frame's number in the run, from 1.
    var frame: UInt32
    /// The changed rectangle in pixels; empty (width 0) when nothing changed.
    var rect: PixelRect
    /// The whole message: the header, then the rectangle's operations.
    var bytes: [UInt8]

    /// The header's size in bytes: frame (4), x, y, width, height (2 each), big-endian.
    static let headerBytes = 12

    /// The kinds of operation, the low two bits of an operation's word.
    enum Operation: UInt32 {
        /// Pixels as in the last frame sent.
        case unchanged = 0
        /// Copies of the one pixel that follows.
        case run = 1
        /// Pixels equal to those one row up.
        case above = 2
        /// The pixels that follow.
        case literal = 3
    }

    /// A rectangle of pixels: x, y from the top left, width and height.
    struct PixelRect: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The message for `frame`, numbered `number`, sent after `previous` (nil: the page has nothing yet, so
    /// the whole frame goes, with no pixel left unchanged).
    init(frame: Pixmap, number: Int, previous: Pixmap?) {
        self.frame = UInt32(clamping: number)
        let whole = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let comparable = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        rect = comparable.flatMap { Self.changedRect(from: $0, to: frame) } ?? whole
        bytes = Self.encode(frame, number: self.frame, rect: rect, previous: comparable)
    }

    /// Reads the header of a message's bytes (for tests and tools); nil when it is shorter than a header.
    static func header(of bytes: [UInt8]) -> (frame: UInt32, rect: PixelRect)? {
        guard bytes.count >= headerBytes else { return nil }
        let frame = bytes[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        func short(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        return (frame, PixelRect(x: short(4), y: short(6), width: short(8), height: short(10)))
    }

    /// The header followed by the operations that turn `previous` (the page's picture; nil: none) into `frame`
    /// inside `rect`.
    private static func encode(_ frame: Pixmap, number: UInt32, rect: PixelRect, previous: Pixmap?) -> [UInt8] {
        // Every operation covers at least one pixel with at most two words: a bound on the size.
        let capacity = headerBytes + rect.width * rect.height * 8
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            out.storeBytes(of: number.bigEndian, as: UInt32.self)
            for (index, value) in [rect.x, rect.y, rect.width, rect.height].enumerated() {
                out.storeBytes(
                    of: UInt16(truncatingIfNeeded: value).bigEndian, toByteOffset: 4 + index * 2, as: UInt16.self)
            }
            var words = 0
            if rect.width > 0 {
                frame.pixels.withUnsafeBytes { current in
                    if let previous {
                        previous.pixels.withUnsafeBytes { last in
                            words = encodeOperations(
                                current.assumingMemoryBound(to: UInt32.self), width: frame.width, rect: rect,
                                previous: last.assumingMemoryBound(to: UInt32.self).baseAddress,
                                into: out + headerBytes)
                        }
                    } else {
                        words = encodeOperations(
                            current.assumingMemoryBound(to: UInt32.self), width: frame.width, rect: rect,
                            previous: nil, into: out + headerBytes)
                    }
                }
            }
            count = headerBytes + words * 4
        }
    }

    /// Writes the operations for `rect` of the `width`-wide premultiplied `pixels` at `out`, against `previous`
    /// (same size) when there is one; returns the words written.
    private static func encodeOperations(
        _ pixels: UnsafeBufferPointer<UInt32>, width: Int, rect: PixelRect, previous: UnsafePointer<UInt32>?,
        into out: UnsafeMutableRawPointer
    ) -> Int {
        let current = pixels.baseAddress!
        var written = 0
        // An operation's word, little-endian.
        func put(_ word: UInt32) {
            out.storeBytes(of: word.littleEndian, toByteOffset: written &* 4, as: UInt32.self)
            written &+= 1
        }
        // A pixel's word, its bytes in memory order.
        func putPixel(_ pixel: UInt32) {
            out.storeBytes(of: straight(pixel), toByteOffset: written &* 4, as: UInt32.self)
            written &+= 1
        }
        func operation(_ kind: Operation, _ count: Int) -> UInt32 {
            UInt32(truncatingIfNeeded: count) << 2 | kind.rawValue
        }
        for y in rect.y..<(rect.y + rect.height) {
            let rowStart = y &* width &+ rect.x
            let rowEnd = rowStart &+ rect.width
            let hasAbove = y > 0
            // Unchanged for at least two pixels from `i` (one would cost a literal as much).
            func unchangedPair(_ i: Int) -> Bool {
                guard let previous, i &+ 1 < rowEnd else { return false }
                return previous[i] == current[i] && previous[i &+ 1] == current[i &+ 1]
            }
            func abovePair(_ i: Int) -> Bool {
                hasAbove && i &+ 1 < rowEnd && current[i &- width] == current[i]
                    && current[i &+ 1 &- width] == current[i &+ 1]
            }
            // Three of one pixel from `i` (a run costs two words).
            func runTriple(_ i: Int) -> Bool {
                i &+ 2 < rowEnd && current[i] == current[i &+ 1] && current[i] == current[i &+ 2]
            }
            var i = rowStart
            while i < rowEnd {
                let pixel = current[i]
                if let previous, previous[i] == pixel {
                    var end = i &+ 1
                    while end < rowEnd, previous[end] == current[end] { end &+= 1 }
                    put(operation(.unchanged, end &- i))
                    i = end
                } else if abovePair(i) {
                    var end = i &+ 2
                    while end < rowEnd, current[end &- width] == current[end] { end &+= 1 }
                    put(operation(.above, end &- i))
                    i = end
                } else if runTriple(i) {
                    var end = i &+ 3
                    while end < rowEnd, current[end] == pixel { end &+= 1 }
                    put(operation(.run, end &- i))
                    putPixel(pixel)
                    i = end
                } else {
                    let head = written
                    written &+= 1
                    var end = i
                    repeat {
                        putPixel(current[end])
                        end &+= 1
                    } while end < rowEnd && !unchangedPair(end) && !runTriple(end) && !abovePair(end)
                    out.storeBytes(
                        of: operation(.literal, end &- i).littleEndian, toByteOffset: head &* 4, as: UInt32.self)
                    i = end
                }
            }
        }
        return written
    }

    /// A premultiplied pixel word (bytes in memory order) as the straight-alpha word a canvas's ImageData holds:
    /// the same word when opaque, as every pixel of a frame drawn on the page's opaque background is. The colour
    /// is divided by alpha as `Pixmap.straightPixels()` does (and left as it is at alpha 0).
    @inline(__always)
    private static func straight(_ pixel: UInt32) -> UInt32 {
        let word = UInt32(littleEndian: pixel)
        let alpha = word >> 24
        guard alpha != 255, alpha != 0 else { return pixel }
        var result = alpha << 24
        for shift: UInt32 in [0, 8, 16] {
            let channel = (word >> shift) & 0xFF
            result |= min(255, (channel * 255 + alpha / 2) / alpha) << shift
        }
        return result.littleEndian
    }

    /// The smallest rectangle holding every pixel that differs between `old` and `new`; nil when their sizes
    /// differ (everything changed), `.empty` when none differs.
    static func changedRect(from old: Pixmap, to new: Pixmap) -> PixelRect? {
        guard old.width == new.width, old.height == new.height else { return nil }
        let width = new.width
        let height = new.height
        return old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                a.withMemoryRebound(to: UInt32.self) { a in
                    b.withMemoryRebound(to: UInt32.self) { b in
                        func rowDiffers(_ y: Int) -> Bool {
                            memcmp(a.baseAddress! + y * width, b.baseAddress! + y * width, width * 4) != 0
                        }
                        guard let top = (0..<height).first(where: rowDiffers) else { return PixelRect.empty }
                        let bottom = (top..<height).last(where: rowDiffers) ?? top
                        var left = width
                        var right = -1
                        for y in top...bottom {
                            let start = y * width
                            if let first = (0..<left).first(where: { a[start + $0] != b[start + $0] }) {
                                left = first
                            }
                            if let last = ((right + 1)..<width).last(where: { a[start + $0] != b[start + $0] }) {
                                right = last
                            }
                        }
                        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
                    }
                }
            }
        }
    }

    /// The pixels of `rect` (inside `pixmap`) as a pixmap of their own.
    static func crop(_ pixmap: Pixmap, to rect: PixelRect) -> Pixmap {
        if rect.x == 0, rect.y == 0, rect.width == pixmap.width, rect.height == pixmap.height { return pixmap }
        var cropped = Pixmap(width: rect.width, height: rect.height)!
        let rowBytes = rect.width * 4
        cropped.pixels.withUnsafeMutableBufferPointer { out in
            pixmap.pixels.withUnsafeBufferPointer { source in
                for row in 0..<rect.height {
                    let from = ((rect.y + row) * pixmap.width + rect.x) * 4
                    (out.baseAddress! + row * rowBytes).update(from: source.baseAddress! + from, count: rowBytes)
                }
            }
        }
        return cropped
    }
}
