// A frame as it goes to the page: one binary WebSocket message, a 12-byte header (the frame's number, then the
// rectangle of pixels that changed since the last frame sent) and that rectangle as a PNG. The page draws the
// PNG at the rectangle over what it shows; a frame identical to the last one sent carries an empty rectangle
// and no PNG. Frames the page has not yet drawn when a new one is ready are skipped, never queued, so the
// rectangle is always measured against the frame the page has.
import Foundation
import PassageRender

/// The pixels that changed between two frames, and their encoding for the page.
struct FrameMessage: Equatable {
    /// The frame's number in the run, from 1.
    var frame: UInt32
    /// The changed rectangle in pixels; empty (width 0) when nothing changed.
    var rect: PixelRect
    /// The rectangle's pixels as a PNG; empty when nothing changed.
    var png: [UInt8]

    /// The header's size in bytes: frame (4), x, y, width, height (2 each), big-endian.
    static let headerBytes = 12

    /// A rectangle of pixels: x, y from the top left, width and height.
    struct PixelRect: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The message for `frame`, numbered `number`, sent after `previous` (nil: the page has nothing yet, so
    /// the whole frame goes). PNG at deflate level `compressionLevel`.
    init(frame: Pixmap, number: Int, previous: Pixmap?, compressionLevel: Int) {
        self.frame = UInt32(clamping: number)
        let whole = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let changed = previous.flatMap { Self.changedRect(from: $0, to: frame) } ?? whole
        rect = changed
        png = changed.width == 0 ? [] : Self.crop(frame, to: changed).pngData(compressionLevel: compressionLevel)
    }

    /// The message's bytes: header, then the PNG.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.headerBytes + png.count)
        for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: frame >> shift)) }
        for value in [rect.x, rect.y, rect.width, rect.height] {
            out.append(UInt8(truncatingIfNeeded: value >> 8))
            out.append(UInt8(truncatingIfNeeded: value))
        }
        out.append(contentsOf: png)
        return out
    }

    /// Reads the header of a message's bytes (for tests and tools); nil when it is shorter than a header.
    static func header(of bytes: [UInt8]) -> (frame: UInt32, rect: PixelRect)? {
        guard bytes.count >= headerBytes else { return nil }
        let frame = bytes[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        func short(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        return (frame, PixelRect(x: short(4), y: short(6), width: short(8), height: short(10)))
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
