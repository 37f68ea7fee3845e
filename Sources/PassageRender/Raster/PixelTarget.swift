// Where drawing writes: a rectangle of frame pixels inside a pixmap's buffer. A pixmap draws onto a target
// holding all of it (`Pixmap.withTarget`); a frame drawn on two threads is drawn onto targets holding bands of
// its rows over the same buffer (`bands(_:)`), which never write the same pixel. Every drawing loop computes
// each pixel from its frame coordinates alone, so a band holds the bytes the whole target would.
import Foundation

/// Frame pixels `bounds` of a pixmap's buffer, for drawing. Sendable so that bands are drawn on other
/// threads: it holds a pointer into a buffer whose owner waits for them, and bands never share a pixel.
struct PixelTarget: @unchecked Sendable {
    /// The buffer's first byte: frame pixel (`originX`, `originY`).
    let base: UnsafeMutableRawPointer
    /// Pixels per row of the buffer.
    let stride: Int
    let originX: Int, originY: Int
    /// The frame pixels drawing may write: the buffer's, or a band of its rows.
    let bounds: PixelRect

    /// The address of frame pixel (x, y).
    @inline(__always)
    func address(x: Int, y: Int) -> UnsafeMutableRawPointer {
        base + ((y &- originY) &* stride &+ x &- originX) &* 4
    }

    /// Every pixel of `bounds` set to the premultiplied `pixel`, except those `hidden` hides (an opaque fill
    /// stores over them whatever they hold, and no stage before it reads them).
    func clear(to pixel: UInt32, hiddenBy hidden: Occlusion.Hidden?) {
        let four = SIMD4<UInt32>(repeating: pixel.littleEndian)
        for row in bounds.y..<bounds.maxY {
            let d = address(x: bounds.x, y: row)
            func clearRun(_ start: Int, _ end: Int) {
                var i = start
                while i &+ 4 <= end {
                    d.storeBytes(of: four, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                    i &+= 4
                }
                while i < end {
                    d.storeBytes(of: pixel.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                    i &+= 1
                }
            }
            if let hidden {
                hidden.forEachVisibleRun(row: row, in: bounds, clearRun)
            } else {
                clearRun(0, bounds.width)
            }
        }
    }

    /// The target split into `count` bands of whole rows (fewer when it has fewer rows), top to bottom.
    func bands(_ count: Int) -> [PixelTarget] {
        let n = max(1, min(count, bounds.height))
        return (0..<n).map { k in
            let top = bounds.y + bounds.height * k / n
            let bottom = bounds.y + bounds.height * (k + 1) / n
            return PixelTarget(
                base: base, stride: stride, originX: originX, originY: originY,
                bounds: PixelRect(x: bounds.x, y: top, width: bounds.width, height: bottom - top))
        }
    }
}

extension Pixmap {
    /// Calls `body` with a target holding every pixel of the pixmap.
    mutating func withTarget<R>(_ body: (PixelTarget) -> R) -> R {
        let (x, y, w, h) = (originX, originY, width, height)
        return pixels.withUnsafeMutableBytes { raw in
            body(
                PixelTarget(
                    base: raw.baseAddress!, stride: w, originX: x, originY: y,
                    bounds: PixelRect(x: x, y: y, width: w, height: h)))
        }
    }
}
