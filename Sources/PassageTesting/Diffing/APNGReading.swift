// Reading a reference animated PNG back into frames: the chunks Passage's APNG sink writes (8-bit RGBA,
// non-interlaced; fcTL/IDAT/fdAT with any filter, blend and dispose op), inflated with zlib and composed onto the
// canvas, each frame as the full picture. Anything else (another colour type, a bad chunk) reads as nil.
import CZlib
import Foundation
import PassageRender

/// The frames of an animated PNG and their rate.
public struct AnimatedImage: Equatable, Sendable {
    /// Frames per second (from the first frame's delay).
    public var framesPerSecond: Int
    /// Every frame as shown, premultiplied like the renderer's pixmaps.
    public var frames: [Pixmap]

    /// An animation of `frames` at `framesPerSecond`.
    public init(framesPerSecond: Int, frames: [Pixmap]) {
        self.framesPerSecond = framesPerSecond
        self.frames = frames
    }
}

enum APNGReading {
    private struct Control {
        var width = 0, height = 0, x = 0, y = 0, dispose: UInt8 = 0, blend: UInt8 = 0
        var framesPerSecond = 0
    }

    static func animation(from data: Data) -> AnimatedImage? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        var width = 0
        var height = 0
        var offset = 8
        var frames: [(control: Control, data: [UInt8])] = []
        while offset + 12 <= bytes.count {
            let length = Int(u32(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { return nil }
            switch type {
            case "IHDR":
                width = Int(u32(bytes, body))
                height = Int(u32(bytes, body + 4))
                guard bytes[body + 8] == 8, bytes[body + 9] == 6, bytes[body + 12] == 0 else { return nil }
            case "fcTL":
                let numerator = Int(u16(bytes, body + 20))
                let denominator = Int(u16(bytes, body + 22))
                let fps =
                    numerator > 0
                    ? Int((Double(denominator == 0 ? 100 : denominator) / Double(numerator)).rounded()) : 0
                frames.append(
                    (
                        Control(
                            width: Int(u32(bytes, body + 4)), height: Int(u32(bytes, body + 8)),
                            x: Int(u32(bytes, body + 12)),
                            y: Int(u32(bytes, body + 16)), dispose: bytes[body + 24], blend: bytes[body + 25],
                            framesPerSecond: fps), []
                    ))
            case "IDAT" where !frames.isEmpty && frames.count == 1:
                frames[0].data += bytes[body..<body + length]
            case "fdAT" where !frames.isEmpty:
                frames[frames.count - 1].data += bytes[body + 4..<body + length]
            case "IEND":
                offset = bytes.count
                continue
            default:
                break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, !frames.isEmpty else { return nil }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var result: [Pixmap] = []
        for frame in frames {
            let c = frame.control
            guard c.x + c.width <= width, c.y + c.height <= height,
                let pixels = inflate(frame.data, width: c.width, height: c.height)
            else { return nil }
            let before = canvas
            for row in 0..<c.height {
                for column in 0..<c.width {
                    let source = (row * c.width + column) * 4
                    let target = ((c.y + row) * width + c.x + column) * 4
                    blend(pixels, source, into: &canvas, target, over: c.blend == 1)
                }
            }
            guard var pixmap = Pixmap(width: width, height: height) else { return nil }
            pixmap.pixels = premultiplied(canvas)
            result.append(pixmap)
            if c.dispose == 1 {
                for row in 0..<c.height {
                    canvas.replaceSubrange(
                        ((c.y + row) * width + c.x) * 4..<((c.y + row) * width + c.x + c.width) * 4,
                        with: repeatElement(0, count: c.width * 4))
                }
            } else if c.dispose == 2 {
                canvas = before
            }
        }
        return AnimatedImage(framesPerSecond: frames[0].control.framesPerSecond, frames: result)
    }

    /// Straight-alpha source-over (or a plain copy) of one pixel.
    private static func blend(_ source: [UInt8], _ s: Int, into canvas: inout [UInt8], _ t: Int, over: Bool) {
        let alpha = Int(source[s + 3])
        guard over, alpha < 255 else { return canvas.replaceSubrange(t..<t + 4, with: source[s..<s + 4]) }
        guard alpha > 0 else { return }
        let below = Int(canvas[t + 3]) * (255 - alpha) / 255
        let out = alpha + below
        for channel in 0..<3 {
            canvas[t + channel] = UInt8(
                (Int(source[s + channel]) * alpha + Int(canvas[t + channel]) * below) / max(out, 1))
        }
        canvas[t + 3] = UInt8(out)
    }

    /// Inflates and unfilters `width` × `height` RGBA pixels.
    private static func inflate(_ compressed: [UInt8], width: Int, height: Int) -> [UInt8]? {
        let stride = width * 4
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == raw.count else { return nil }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let line = row * (stride + 1) + 1
            let out = row * stride
            for i in 0..<stride {
                let left = i >= 4 ? Int(pixels[out + i - 4]) : 0
                let up = row > 0 ? Int(pixels[out - stride + i]) : 0
                let upLeft = row > 0 && i >= 4 ? Int(pixels[out - stride + i - 4]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left)
                    let pb = abs(p - up)
                    let pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: return nil
                }
                pixels[out + i] = UInt8((Int(raw[line + i]) + predictor) & 0xFF)
            }
        }
        return pixels
    }

    private static func premultiplied(_ straight: [UInt8]) -> [UInt8] {
        var pixels = straight
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[i + 3])
            for channel in 0..<3 { pixels[i + channel] = UInt8((UInt32(pixels[i + channel]) * alpha + 127) / 255) }
        }
        return pixels
    }

    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16 {
        UInt16(b[i]) << 8 | UInt16(b[i + 1])
    }
}
