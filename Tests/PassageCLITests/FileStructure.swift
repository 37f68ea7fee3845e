// Just enough of the PNG/APNG and GIF formats to check what `passage render` wrote: the picture size and the
// number of frames, read from the chunk and block structure (the pixels are checked by PassageRenderTests).
import Foundation

struct FileStructureError: Error, CustomStringConvertible {
    let description: String
}

/// Size and frame count of a PNG or APNG.
struct PNGStructure {
    var width: Int
    var height: Int
    /// acTL's frame count; nil for a still PNG.
    var animationFrames: Int?
    /// The number of fcTL chunks.
    var frameControls: Int
    /// Chunk types in order.
    var chunkTypes: [String]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw FileStructureError(description: "not a PNG signature")
        }
        width = 0
        height = 0
        frameControls = 0
        chunkTypes = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Self.u32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = offset + 8
            guard data + length + 4 <= bytes.count else {
                throw FileStructureError(description: "\(type) runs past the end")
            }
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                width = Int(Self.u32(bytes, data))
                height = Int(Self.u32(bytes, data + 4))
            case "acTL": animationFrames = Int(Self.u32(bytes, data))
            case "fcTL": frameControls += 1
            default: break
            }
            offset = data + length + 4
        }
        guard offset == bytes.count, chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else {
            throw FileStructureError(description: "chunks do not run from IHDR to IEND: \(chunkTypes)")
        }
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// Screen size and frame count of a GIF.
struct GIFStructure {
    var width: Int
    var height: Int
    var frames: Int

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 13, bytes.starts(with: Array("GIF89a".utf8)) else {
            throw FileStructureError(description: "not a GIF89a header")
        }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        frames = 0
        var offset = 13 + Self.colorTableSize(bytes[10])
        func skipSubBlocks() throws {
            while true {
                guard offset < bytes.count else { throw FileStructureError(description: "sub-blocks run past the end") }
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return }
            }
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:  // extension: introducer, label, sub-blocks
                offset += 2
                try skipSubBlocks()
            case 0x2C:  // image: descriptor, local colour table, LZW minimum code size, sub-blocks
                guard offset + 10 <= bytes.count else {
                    throw FileStructureError(description: "truncated image descriptor")
                }
                frames += 1
                offset += 10 + Self.colorTableSize(bytes[offset + 9])
                offset += 1
                try skipSubBlocks()
            case 0x3B:  // trailer
                guard offset == bytes.count - 1 else {
                    throw FileStructureError(description: "bytes after the trailer")
                }
                return
            default:
                throw FileStructureError(
                    description: "unknown block 0x\(String(bytes[offset], radix: 16)) at \(offset)")
            }
        }
        throw FileStructureError(description: "no trailer")
    }

    /// Bytes of the colour table a packed-fields byte announces.
    private static func colorTableSize(_ packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }
}
