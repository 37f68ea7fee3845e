// The metrics of a TrueType font file, read without FreeType: what laying out text needs (glyph indices from
// the Unicode cmap, advance widths, kerning pairs, ascender, descender and line gap), so text is measured the
// same way everywhere, with or without the render server. Only the tables named below are read.
//
// head: units per em. hhea: ascender, descender, line gap, number of advance widths. hmtx: advance widths.
// cmap: the Unicode subtable (format 4 for the Basic Multilingual Plane, format 12 beyond it). kern: version 0,
// format 0 pairs (the table FreeType's kerning reads).
import Foundation

/// A TrueType font's layout metrics, in font units.
package struct FontFile: Sendable {
    /// Font units per em.
    package let unitsPerEm: Int
    /// hhea's ascender, descender (negative) and line gap, in font units.
    package let ascender: Int
    package let descender: Int
    package let lineGap: Int
    private let advances: [UInt16]
    private let bmp: [UInt32: UInt32]
    private let kerning: [UInt64: Int16]

    /// Reads the font at `path`; nil when the file cannot be read or is not a TrueType font.
    package init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// Reads a font from its bytes; nil when they are not a TrueType font with the tables above.
    package init?(bytes: [UInt8]) {
        let reader = ByteReader(bytes: bytes)
        guard let tables = reader.tableDirectory(), let head = tables["head"], let hhea = tables["hhea"],
            let hmtx = tables["hmtx"], let cmap = tables["cmap"],
            let unitsPerEm = reader.u16(head + 18), unitsPerEm > 0,
            let ascender = reader.i16(hhea + 4), let descender = reader.i16(hhea + 6),
            let lineGap = reader.i16(hhea + 8), let metricCount = reader.u16(hhea + 34), metricCount > 0
        else { return nil }
        self.unitsPerEm = Int(unitsPerEm)
        self.ascender = Int(ascender)
        self.descender = Int(descender)
        self.lineGap = Int(lineGap)
        var advances: [UInt16] = []
        advances.reserveCapacity(Int(metricCount))
        for index in 0..<Int(metricCount) {
            guard let advance = reader.u16(hmtx + index * 4) else { return nil }
            advances.append(advance)
        }
        self.advances = advances
        guard let characters = reader.unicodeCharacterMap(at: cmap) else { return nil }
        bmp = characters
        kerning = tables["kern"].flatMap { reader.kerningPairs(at: $0) } ?? [:]
    }

    /// The glyph that draws `scalar`; 0 (the missing glyph) when the font has none.
    package func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        bmp[scalar.value] ?? 0
    }

    /// The advance width of `glyph`, in font units (glyphs past the table share its last width).
    package func advance(_ glyph: UInt32) -> Int {
        Int(advances[min(Int(glyph), advances.count - 1)])
    }

    /// The kerning between two glyphs, in font units; 0 when the pair has none.
    package func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        Int(kerning[UInt64(left) << 32 | UInt64(right)] ?? 0)
    }
}

/// Big-endian reads of a font's bytes, nil past the end.
private struct ByteReader {
    let bytes: [UInt8]

    func u8(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func u16(_ offset: Int) -> UInt16? {
        guard let high = u8(offset), let low = u8(offset + 1) else { return nil }
        return UInt16(high) << 8 | UInt16(low)
    }

    func i16(_ offset: Int) -> Int16? {
        u16(offset).map { Int16(bitPattern: $0) }
    }

    func u32(_ offset: Int) -> UInt32? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The offset of each table, by tag.
    func tableDirectory() -> [String: Int]? {
        guard let count = u16(4) else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<Int(count) {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            tables[tag] = Int(offset)
        }
        return tables
    }

    /// Code point → glyph from the best Unicode subtable: format 12 (full range) if present, else format 4.
    func unicodeCharacterMap(at cmap: Int) -> [UInt32: UInt32]? {
        guard let count = u16(cmap + 2) else { return nil }
        var format4: Int?
        var format12: Int?
        for index in 0..<Int(count) {
            let record = cmap + 4 + index * 8
            guard let platform = u16(record), let encoding = u16(record + 2), let offset = u32(record + 4),
                let format = u16(cmap + Int(offset))
            else { return nil }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            if format == 12 { format12 = cmap + Int(offset) }
            if format == 4 { format4 = cmap + Int(offset) }
        }
        if let format12 { return segmentedCoverage(at: format12) }
        if let format4 { return segmentMapping(at: format4) }
        return nil
    }

    private func segmentMapping(at table: Int) -> [UInt32: UInt32]? {
        guard let doubledSegments = u16(table + 6) else { return nil }
        let segments = Int(doubledSegments) / 2
        let ends = table + 14
        let starts = ends + segments * 2 + 2
        let deltas = starts + segments * 2
        let rangeOffsets = deltas + segments * 2
        var map: [UInt32: UInt32] = [:]
        for segment in 0..<segments {
            guard let end = u16(ends + segment * 2), let start = u16(starts + segment * 2),
                let delta = u16(deltas + segment * 2), let rangeOffset = u16(rangeOffsets + segment * 2),
                start <= end
            else { continue }
            for code in UInt32(start)...UInt32(end) where code != 0xFFFF {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = UInt16(truncatingIfNeeded: code &+ UInt32(delta))
                } else {
                    let at = rangeOffsets + segment * 2 + Int(rangeOffset) + Int(code - UInt32(start)) * 2
                    guard let stored = u16(at) else { continue }
                    glyph = stored == 0 ? 0 : stored &+ delta
                }
                if glyph != 0 { map[code] = UInt32(glyph) }
            }
        }
        return map
    }

    private func segmentedCoverage(at table: Int) -> [UInt32: UInt32]? {
        guard let groups = u32(table + 12) else { return nil }
        var map: [UInt32: UInt32] = [:]
        for group in 0..<Int(groups) {
            let record = table + 16 + group * 12
            guard let start = u32(record), let end = u32(record + 4), let first = u32(record + 8), start <= end,
                end - start < 0x110000
            else { return nil }
            for code in start...end { map[code] = first + (code - start) }
        }
        return map
    }

    /// The pairs of every horizontal format-0 subtable of a version-0 kern table.
    func kerningPairs(at kern: Int) -> [UInt64: Int16]? {
        guard u16(kern) == 0, let count = u16(kern + 2) else { return nil }
        var pairs: [UInt64: Int16] = [:]
        var subtable = kern + 4
        for _ in 0..<Int(count) {
            guard let length = u16(subtable + 2), let coverage = u16(subtable + 4) else { return nil }
            if coverage >> 8 == 0, coverage & 1 == 1, let pairCount = u16(subtable + 6) {
                for index in 0..<Int(pairCount) {
                    let record = subtable + 14 + index * 6
                    guard let left = u16(record), let right = u16(record + 2), let value = i16(record + 4) else {
                        return nil
                    }
                    pairs[UInt64(left) << 32 | UInt64(right)] = value
                }
            }
            subtable += Int(length)
        }
        return pairs
    }
}
