// Registering a font file the iOS way (`CGDataProvider` → `CGFont` → `CTFontManagerRegisterGraphicsFont`). The
// font's PostScript name is read from its `name` table, and registration succeeds for any TrueType or OpenType
// file; Passage's renderer still draws text with its DejaVu faces (`UIFont(name:size:)` falls back to them), so
// registering changes what code can ask, not what is drawn.
import Foundation

/// Bytes a font or image is read from (Core Graphics' `CGDataProvider`).
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: Data

    /// A provider of `data` (`data as CFData` in iOS code).
    public init?(data: NSData) {
        self.data = Data(referencing: data)
    }
}

/// A font face read from a TrueType or OpenType file (Core Graphics' `CGFont`).
public final class CGFont: @unchecked Sendable {
    /// The face's PostScript name, from its `name` table.
    public let postScriptName: String?

    /// The face in `provider`'s bytes; nil when they are not a TrueType or OpenType file.
    public init?(_ provider: CGDataProvider) {
        let bytes = [UInt8](provider.data)
        guard bytes.count >= 12 else { return nil }
        let tag = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(tag) else { return nil }  // 1.0, "OTTO", "true"
        postScriptName = Self.postScriptName(in: bytes)
    }

    /// Name record 6 of the `name` table, decoded from UTF-16BE (platform 3) or Latin-1 (platform 1).
    private static func postScriptName(in bytes: [UInt8]) -> String? {
        func u16(_ at: Int) -> Int? { at + 1 < bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let tableCount = u16(4) else { return nil }
        for table in 0..<tableCount {
            let record = 12 + table * 16
            guard record + 16 <= bytes.count, String(bytes: bytes[record..<record + 4], encoding: .ascii) == "name",
                let offset = u32(record + 8), let count = u16(offset + 2), let storage = u16(offset + 4)
            else { continue }
            for index in 0..<count {
                let entry = offset + 6 + index * 12
                guard let platform = u16(entry), let nameID = u16(entry + 6), nameID == 6,
                    let length = u16(entry + 8), let start = u16(entry + 10)
                else { continue }
                let from = offset + storage + start
                guard from + length <= bytes.count else { continue }
                let raw = Array(bytes[from..<from + length])
                if platform == 3 || platform == 0 {
                    let units = stride(from: 0, to: raw.count - 1, by: 2).map {
                        UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                    }
                    return String(decoding: units, as: UTF16.self)
                }
                return String(bytes: raw, encoding: .isoLatin1)
            }
        }
        return nil
    }
}

/// Registers `font` for the process (Core Text's `CTFontManagerRegisterGraphicsFont`): true for every face,
/// since Passage draws with its own (see the file header); `error` is left nil.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?)
    -> Bool
{
    true
}
