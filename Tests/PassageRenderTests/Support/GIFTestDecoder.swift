// A GIF87a/89a decoder for tests, written from the GIF89a specification: colour tables (global and local),
// graphic control extensions (disposal, delay, transparent index), the NETSCAPE2.0 loop extension, interlacing
// and variable-length LZW. Frames are composed on a canvas that starts transparent; disposal 2 clears a frame's
// region to transparent (as browsers do), 3 restores what was there before it.

/// A decoded GIF: every frame as the full canvas, straight RGBA (transparent pixels are 0, 0, 0, 0).
struct DecodedGIF {
    var width: Int
    var height: Int
    var frames: [[UInt8]]
    /// Each frame's delay in centiseconds.
    var delays: [Int]
    /// Each frame's region, for tests that check what was stored.
    var regions: [(x: Int, y: Int, width: Int, height: Int)]
    /// NETSCAPE2.0 loop count (0 = forever); nil when absent.
    var loopCount: Int?
}

enum GIFTestDecoder {
    static func decode(_ bytes: [UInt8]) throws -> DecodedGIF {
        var reader = Reader(bytes: bytes)
        let header = String(decoding: try reader.take(6), as: UTF8.self)
        guard header == "GIF89a" || header == "GIF87a" else { throw TestDecodeError("not a GIF header: \(header)") }
        let width = try reader.u16()
        let height = try reader.u16()
        let packed = try reader.byte()
        _ = try reader.take(2)
        let globalTable = packed & 0x80 != 0 ? try reader.take(3 << (Int(packed & 7) + 1)) : nil
        var result = DecodedGIF(width: width, height: height, frames: [], delays: [], regions: [], loopCount: nil)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var disposal = 0
        var delay = 0
        var transparent: Int? = nil
        var pendingDisposal: (mode: Int, x: Int, y: Int, w: Int, h: Int, saved: [UInt8])?
        while true {
            let introducer = try reader.byte()
            switch introducer {
            case 0x21:
                let label = try reader.byte()
                let blocks = try reader.subBlocks()
                if label == 0xF9, let gce = blocks.first, gce.count == 4 {
                    disposal = Int(gce[0] >> 2 & 7)
                    delay = Int(gce[1]) | Int(gce[2]) << 8
                    transparent = gce[0] & 1 != 0 ? Int(gce[3]) : nil
                } else if label == 0xFF, blocks.count >= 2, String(decoding: blocks[0], as: UTF8.self) == "NETSCAPE2.0",
                    blocks[1].count == 3, blocks[1][0] == 1
                {
                    result.loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let x = try reader.u16()
                let y = try reader.u16()
                let w = try reader.u16()
                let h = try reader.u16()
                let flags = try reader.byte()
                let local = flags & 0x80 != 0 ? try reader.take(3 << (Int(flags & 7) + 1)) : nil
                guard let table = local ?? globalTable else { throw TestDecodeError("frame without a colour table") }
                guard x + w <= width, y + h <= height else { throw TestDecodeError("frame outside the screen") }
                let minimumCodeSize = Int(try reader.byte())
                let data = try reader.subBlocks().flatMap { $0 }
                var indices = try lzwDecode(data, minimumCodeSize: minimumCodeSize, count: w * h)
                if flags & 0x40 != 0 { indices = deinterlace(indices, width: w, height: h) }
                if let previous = pendingDisposal {
                    if previous.mode == 2 {
                        for row in previous.y..<(previous.y + previous.h) {
                            for i in ((row * width + previous.x) * 4)..<((row * width + previous.x + previous.w) * 4) {
                                canvas[i] = 0
                            }
                        }
                    } else if previous.mode == 3 {
                        canvas = previous.saved
                    }
                }
                let saved = canvas
                for row in 0..<h {
                    for column in 0..<w {
                        let index = Int(indices[row * w + column])
                        if index == transparent { continue }
                        guard index * 3 + 2 < table.count else {
                            throw TestDecodeError("index \(index) outside the colour table")
                        }
                        let d = ((y + row) * width + x + column) * 4
                        canvas[d] = table[index * 3]
                        canvas[d + 1] = table[index * 3 + 1]
                        canvas[d + 2] = table[index * 3 + 2]
                        canvas[d + 3] = 255
                    }
                }
                result.frames.append(canvas)
                result.delays.append(delay)
                result.regions.append((x, y, w, h))
                pendingDisposal = (disposal, x, y, w, h, saved)
                disposal = 0
                delay = 0
                transparent = nil
            case 0x3B:
                return result
            default:
                throw TestDecodeError("unexpected block 0x\(String(introducer, radix: 16)) at \(reader.offset - 1)")
            }
        }
    }

    /// Variable-length LZW decoding of `count` indices.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for i in 0..<clear {
            suffix[i] = UInt8(truncatingIfNeeded: i)
            first[i] = UInt8(truncatingIfNeeded: i)
        }
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var previous = -1
        var output: [UInt8] = []
        var bitPosition = 0
        var sawEnd = false
        func string(_ code: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            var c = code
            while c >= 0 {
                bytes.append(suffix[c])
                c = prefix[c]
            }
            return bytes.reversed()
        }
        while bitPosition + codeSize <= data.count * 8 {
            var code = 0
            for bit in 0..<codeSize where data[(bitPosition + bit) / 8] >> ((bitPosition + bit) % 8) & 1 != 0 {
                code |= 1 << bit
            }
            bitPosition += codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end {
                sawEnd = true
                break
            }
            var entry: [UInt8]
            if previous < 0 {
                guard code < clear else { throw TestDecodeError("first code \(code) is not a literal") }
                entry = [UInt8(code)]
            } else {
                if code < next {
                    entry = string(code)
                } else if code == next {
                    entry = string(previous)
                    entry.append(entry[0])
                } else {
                    throw TestDecodeError("code \(code) beyond the table (next \(next))")
                }
                if next < 4096 {
                    prefix[next] = previous
                    suffix[next] = entry[0]
                    first[next] = first[previous]
                    next += 1
                    if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                }
            }
            output += entry
            previous = code
        }
        guard sawEnd else { throw TestDecodeError("LZW data without an end code") }
        guard output.count == count else {
            throw TestDecodeError("LZW gave \(output.count) indices, expected \(count)")
        }
        return output
    }

    private static func deinterlace(_ indices: [UInt8], width: Int, height: Int) -> [UInt8] {
        var rows: [Int] = []
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows += Array(stride(from: start, to: height, by: step))
        }
        var output = [UInt8](repeating: 0, count: indices.count)
        for (stored, row) in rows.enumerated() {
            output[(row * width)..<((row + 1) * width)] = indices[(stored * width)..<((stored + 1) * width)]
        }
        return output
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw TestDecodeError("GIF ends early") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ n: Int) throws -> [UInt8] {
            guard offset + n <= bytes.count else { throw TestDecodeError("GIF ends early") }
            defer { offset += n }
            return Array(bytes[offset..<(offset + n)])
        }

        mutating func u16() throws -> Int {
            let b = try take(2)
            return Int(b[0]) | Int(b[1]) << 8
        }

        mutating func subBlocks() throws -> [[UInt8]] {
            var blocks: [[UInt8]] = []
            while true {
                let length = Int(try byte())
                if length == 0 { return blocks }
                blocks.append(try take(length))
            }
        }
    }
}
