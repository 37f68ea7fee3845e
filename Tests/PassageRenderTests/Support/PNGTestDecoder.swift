// A PNG/APNG decoder for tests, written from the PNG specification (3rd edition, with acTL/fcTL/fdAT) so the
// export tests check our encoder against the format rather than against itself. It reads 8-bit RGBA,
// non-interlaced images (what Passage writes), verifies every CRC and the APNG sequence numbers, inflates with
// zlib, undoes all five filter types, and composes animation frames with their regions, blend and dispose ops.
import CZlib

/// A decoded PNG or APNG: every frame as the full canvas, straight-alpha RGBA.
struct DecodedPNG {
    /// One frame's control data (fcTL), as stored.
    struct FrameControl {
        var x: Int, y: Int, width: Int, height: Int
        var delayNumerator: Int, delayDenominator: Int
        var disposeOp: UInt8, blendOp: UInt8
    }
    var width: Int
    var height: Int
    /// Frames as shown, width × height × 4 bytes each.
    var frames: [[UInt8]]
    /// Frame controls in order (empty for a still PNG).
    var controls: [FrameControl]
    /// acTL's frame count and play count (0 = forever); nil for a still PNG.
    var frameCount: Int?
    var plays: Int?
    /// Every filter type met in any row.
    var filterTypes: Set<UInt8>
}

enum PNGTestDecoder {
    static func decode(_ bytes: [UInt8]) throws -> DecodedPNG {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw TestDecodeError("not a PNG signature") }
        var result = DecodedPNG(
            width: 0, height: 0, frames: [], controls: [], frameCount: nil, plays: nil, filterTypes: [])
        var offset = 8
        var defaultImage: [UInt8] = []
        var frameData: [[UInt8]] = []
        var defaultIsFrame = false
        var expectedSequence = 0
        var sawEnd = false
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw TestDecodeError("truncated chunk at \(offset)") }
            let length = Int(u32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw TestDecodeError("chunk \(type) runs past the end") }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let storedCRC = u32(bytes, offset + 8 + length)
            let computed = bytes.withUnsafeBufferPointer {
                UInt32(crc32(0, $0.baseAddress! + offset + 4, uInt(4 + length)))
            }
            guard storedCRC == computed else { throw TestDecodeError("bad CRC in \(type)") }
            offset += 12 + length
            switch type {
            case "IHDR":
                result.width = Int(u32(data, 0))
                result.height = Int(u32(data, 4))
                guard data[8] == 8, data[9] == 6, data[12] == 0 else {
                    throw TestDecodeError("expected 8-bit RGBA, not interlaced")
                }
            case "acTL":
                result.frameCount = Int(u32(data, 0))
                result.plays = Int(u32(data, 4))
            case "fcTL":
                guard Int(u32(data, 0)) == expectedSequence else {
                    throw TestDecodeError("fcTL sequence \(u32(data, 0)), expected \(expectedSequence)")
                }
                expectedSequence += 1
                result.controls.append(
                    .init(
                        x: Int(u32(data, 12)), y: Int(u32(data, 16)), width: Int(u32(data, 4)),
                        height: Int(u32(data, 8)),
                        delayNumerator: Int(u16(data, 20)), delayDenominator: Int(u16(data, 22)),
                        disposeOp: data[24], blendOp: data[25]))
                frameData.append([])
            case "IDAT":
                defaultImage += data
                if result.controls.count == 1 && frameData.count == 1 { defaultIsFrame = true }
            case "fdAT":
                guard Int(u32(data, 0)) == expectedSequence else {
                    throw TestDecodeError("fdAT sequence \(u32(data, 0)), expected \(expectedSequence)")
                }
                expectedSequence += 1
                guard !frameData.isEmpty else { throw TestDecodeError("fdAT before any fcTL") }
                frameData[frameData.count - 1] += data[4...]
            case "IEND":
                sawEnd = true
            default:
                guard type.first!.isLowercase else { throw TestDecodeError("unknown critical chunk \(type)") }
            }
        }
        guard sawEnd else { throw TestDecodeError("no IEND") }
        if result.frameCount == nil {
            result.frames = [
                try image(defaultImage, width: result.width, height: result.height, filters: &result.filterTypes)
            ]
            return result
        }
        if defaultIsFrame { frameData[0] = defaultImage }
        guard result.frameCount == result.controls.count else {
            throw TestDecodeError("acTL says \(result.frameCount!) frames, found \(result.controls.count)")
        }
        var canvas = [UInt8](repeating: 0, count: result.width * result.height * 4)
        for (control, data) in zip(result.controls, frameData) {
            guard control.x + control.width <= result.width, control.y + control.height <= result.height else {
                throw TestDecodeError("frame region outside the canvas")
            }
            let pixels = try image(data, width: control.width, height: control.height, filters: &result.filterTypes)
            let saved = canvas
            compose(pixels, control, onto: &canvas, canvasWidth: result.width)
            result.frames.append(canvas)
            switch control.disposeOp {
            case 1:
                for y in control.y..<(control.y + control.height) {
                    for i in ((y * result.width + control.x) * 4)..<((y * result.width + control.x + control.width) * 4)
                    { canvas[i] = 0 }
                }
            case 2: canvas = saved
            default: break
            }
        }
        return result
    }

    /// Draws a frame's pixels into its region with blend op SOURCE (0) or OVER (1).
    private static func compose(
        _ pixels: [UInt8], _ c: DecodedPNG.FrameControl, onto canvas: inout [UInt8], canvasWidth: Int
    ) {
        for y in 0..<c.height {
            for x in 0..<c.width {
                let s = (y * c.width + x) * 4
                let d = ((c.y + y) * canvasWidth + c.x + x) * 4
                let sa = Int(pixels[s + 3])
                let da = Int(canvas[d + 3])
                if c.blendOp == 0 || sa == 255 {
                    for k in 0..<4 { canvas[d + k] = pixels[s + k] }
                } else if sa > 0 {
                    // Straight-alpha "over": out = src·αs + dst·αd·(1 − αs), divided by the resulting alpha.
                    let outA = Double(sa) / 255 + Double(da) / 255 * (1 - Double(sa) / 255)
                    for k in 0..<3 {
                        let value =
                            (Double(pixels[s + k]) * Double(sa) / 255 + Double(canvas[d + k]) * Double(da) / 255
                                * (1 - Double(sa) / 255)) / outA
                        canvas[d + k] = UInt8(min(255, value.rounded()))
                    }
                    canvas[d + 3] = UInt8((outA * 255).rounded())
                }
            }
        }
    }

    /// Inflates and unfilters one width × height RGBA image.
    private static func image(_ compressed: [UInt8], width: Int, height: Int, filters: inout Set<UInt8>) throws
        -> [UInt8]
    {
        let stride = width * 4
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == raw.count else {
            throw TestDecodeError("inflate failed (\(status)), \(size) of \(raw.count) bytes")
        }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let type = raw[y * (stride + 1)]
            filters.insert(type)
            for i in 0..<stride {
                let x = raw[y * (stride + 1) + 1 + i]
                let a = i >= 4 ? Int(pixels[y * stride + i - 4]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let c = i >= 4 && y > 0 ? Int(pixels[(y - 1) * stride + i - 4]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw TestDecodeError("unknown filter type \(type)")
                }
                pixels[y * stride + i] = UInt8((Int(x) + predictor) & 0xFF)
            }
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
