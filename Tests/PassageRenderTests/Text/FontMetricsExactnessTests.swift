// The font metrics text is measured and laid out with (PassageCore's FontFile and ScaledFont, read without
// FreeType) equal FreeType's for the same file and size, exactly: glyph indices, hinted advances, kerning and
// line metrics, for four DejaVu faces at every quarter pixel from 6 to 64 px. This is what lets a label measured
// without the render server have the size the render server draws it at.
import CFreeType
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class FontMetricsExactnessTests: XCTestCase {
    func testMetricsEqualFreeTypesAtEveryQuarterPixel() async throws {
        var library: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&library), 0)
        let freeType = try XCTUnwrap(library)
        defer { FT_Done_FreeType(freeType) }
        let scalars = (0x20...0x17F).compactMap(Unicode.Scalar.init) + ["…", "€", "→", "“", "”"]
        let letters = (0x41...0x7A).compactMap(Unicode.Scalar.init)
        var compared = 0
        for file in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSansMono.ttf"] {
            let path = FontLibrary.path(forFile: file)
            let font = try XCTUnwrap(FontFile(path: path), file)
            let face = try XCTUnwrap(FontFace(path: path, library: freeType), file)
            for quarter in stride(from: 24, through: 256, by: 1) {
                let size = Double(quarter) / 4
                face.setPixelSize(size)
                let scaled = ScaledFont(font: font, pixelSize: size)
                let theirs = face.lineMetrics
                let ours = scaled.lineMetrics
                XCTAssertEqual(ours.ascender, theirs.ascender, "\(file) \(size) px ascender")
                XCTAssertEqual(ours.descender, theirs.descender, "\(file) \(size) px descender")
                XCTAssertEqual(ours.lineHeight, theirs.lineHeight, "\(file) \(size) px line height")
                for scalar in scalars {
                    let glyph = scaled.glyphIndex(scalar)
                    XCTAssertEqual(glyph, face.glyphIndex(scalar), "\(file) U+\(String(scalar.value, radix: 16))")
                    XCTAssertEqual(scaled.advance(glyph), face.advance(glyph), "\(file) \(size) px \(scalar)")
                    compared += 1
                }
                for left in letters {
                    for right in letters {
                        let (a, b) = (scaled.glyphIndex(left), scaled.glyphIndex(right))
                        if scaled.kerning(a, b) != face.kerning(a, b) {
                            XCTFail("\(file) \(size) px kerning \(left)\(right)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 300_000)
    }

    /// A font name the library cannot read falls back to DejaVu Sans, as the renderer's faces do.
    func testUnknownNamesUseTheDefaultFace() async {
        let fonts = FontLibrary()
        XCTAssertEqual(
            fonts.size(of: "Cards", fontName: "NoSuchFont", pointSize: 17, maxWidth: nil, numberOfLines: 1),
            CGSize(width: 49, height: 20))
    }
}
