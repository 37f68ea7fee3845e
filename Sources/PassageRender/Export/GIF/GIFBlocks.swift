// The byte layout of a GIF89a file: header and logical screen descriptor (no global colour table; every frame
// carries its own), the NETSCAPE2.0 application extension that makes it loop, then per frame a graphic control
// extension (disposal, delay, transparent index) and an image descriptor with a local colour table and LZW data in
// sub-blocks of at most 255 bytes, and finally the trailer. Integers are little-endian.

/// Builders for GIF89a blocks.
enum GIFBlocks {
    /// What happens to a frame's region before the next frame is drawn.
    enum Disposal: UInt8 {
        /// Leave the frame in place.
        case keep = 1
        /// Clear the frame's region to transparent.
        case clearToBackground = 2
    }

    /// Header, logical screen descriptor and the loop-forever extension.
    static func start(width: Int, height: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += littleEndian(width) + littleEndian(height)
        bytes += [0x00, 0x00, 0x00]  // no global colour table, background index 0, no aspect ratio
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + littleEndian(0) + [0x00]
        return bytes
    }

    /// One frame: graphic control extension, image descriptor, local colour table and LZW data.
    static func frame(
        rect: FrameRegion, palette: [UInt32], transparentIndex: Int?, disposal: Disposal,
        delay: Int, lzw: [UInt8], minimumCodeSize: Int
    ) -> [UInt8] {
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, disposal.rawValue << 2 | (transparentIndex == nil ? 0 : 1)]
        bytes += littleEndian(delay) + [UInt8(transparentIndex ?? 0), 0x00]
        let tableBits = tableSizeBits(for: palette.count + (transparentIndex == nil ? 0 : 1))
        bytes +=
            [0x2C] + littleEndian(rect.x) + littleEndian(rect.y) + littleEndian(rect.width) + littleEndian(rect.height)
        bytes.append(0x80 | UInt8(tableBits - 1))
        for i in 0..<(1 << tableBits) {
            let (r, g, b) = i < palette.count ? GIFColor.components(palette[i]) : (0, 0, 0)
            bytes += [UInt8(r), UInt8(g), UInt8(b)]
        }
        bytes.append(UInt8(minimumCodeSize))
        var offset = 0
        while offset < lzw.count {
            let length = min(255, lzw.count - offset)
            bytes.append(UInt8(length))
            bytes += lzw[offset..<(offset + length)]
            offset += length
        }
        bytes.append(0x00)
        return bytes
    }

    /// The byte that ends a GIF file.
    static let trailer: [UInt8] = [0x3B]

    /// log2 of the smallest colour table (2…256 entries) holding `count` colours.
    static func tableSizeBits(for count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }

    /// `value` (0…65535) as two little-endian bytes.
    static func littleEndian(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }
}
