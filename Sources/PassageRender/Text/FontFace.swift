// One font file opened with FreeType, at one pixel size at a time. Glyphs are rendered to 8-bit coverage
// with FreeType's normal (anti-aliased) mode; FreeType's output is deterministic for the same file, size and
// flags. Text is laid out with PassageCore's own metrics (ScaledFont); FreeType's advances, kerning and line
// metrics here are the reference FontMetricsExactnessTests holds those to.
import CFreeType
import Foundation

/// A rendered glyph: coverage rows and where they sit relative to the pen on the baseline.
struct GlyphBitmap {
    /// Coverage 0…255, `width` × `rows`, top row first.
    let coverage: [UInt8]
    let width: Int
    let rows: Int
    /// Pixels from the pen position to the bitmap's left edge.
    let left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    let top: Int
}

/// A font file loaded into FreeType.
@MainActor
final class FontFace {
    private let face: FT_Face
    /// The file this face was loaded from.
    let path: String
    private var pixelSize: Double = 0

    /// Opens the face at `path` with `library`; nil when FreeType cannot read it.
    init?(path: String, library: FT_Library) {
        var loaded: FT_Face?
        guard FT_New_Face(library, path, 0, &loaded) == 0, let loaded else { return nil }
        face = loaded
        self.path = path
    }

    isolated deinit {
        FT_Done_Face(face)
    }

    /// Sets the size glyphs are rendered at, in pixels per em (fractional sizes are kept, 1/64 px).
    func setPixelSize(_ size: Double) {
        guard size != pixelSize else { return }
        pixelSize = size
        FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72)
    }

    /// Ascender, descender (negative) and line height for the current size, in pixels.
    var lineMetrics: (ascender: Double, descender: Double, lineHeight: Double) {
        let metrics = face.pointee.size.pointee.metrics
        return (Double(metrics.ascender) / 64, Double(metrics.descender) / 64, Double(metrics.height) / 64)
    }

    /// The glyph index of `scalar`, 0 when the font has none.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The horizontal advance of glyph `index`, in pixels.
    func advance(_ index: UInt32) -> Double {
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0 else { return 0 }
        return Double(face.pointee.glyph.pointee.advance.x) / 64
    }

    /// The kerning between two glyphs, in pixels (0 when the font has no kerning table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard left != 0, right != 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_KERNING_DEFAULT.rawValue, &delta) == 0 else { return 0 }
        return Double(delta.x) / 64
    }

    /// Renders glyph `index` to coverage; nil for glyphs with no outline (spaces) or on a FreeType error.
    func render(_ index: UInt32) -> GlyphBitmap? {
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0,
            FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
        else { return nil }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * rows)
        for row in 0..<rows {
            let source = buffer.advanced(by: row * Int(bitmap.pitch))
            for column in 0..<width { coverage[row * width + column] = source[column] }
        }
        return GlyphBitmap(
            coverage: coverage, width: width, rows: rows, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top))
    }
}
