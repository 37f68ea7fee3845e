// Text through FreeType in the DejaVu family: measuring, wrapping, truncating, aligning and drawing.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class TextRendererTests: XCTestCase {
    /// "Hello" in DejaVu Sans at 17 pt is as wide as its design advances (H 1540, e 1260, l 569, l 569,
    /// o 1253 units of 2048) to within the hinting's rounding (±2 pt), and one line (≈ 1.16 em) tall.
    func testSingleLineWidthFollowsTheFontsAdvances() async throws {
        let text = try TextRenderer()
        let size = text.size(of: "Hello", fontName: ".SFUI-Regular", pointSize: 17)
        let design = (1540.0 + 1260 + 569 + 569 + 1253) / 2048 * 17
        XCTAssertEqual(Double(size.width), design, accuracy: 2)
        XCTAssertEqual(Double(size.height), 17 * 1.164, accuracy: 1.5)
    }

    /// Words wrap at spaces into as many lines as needed, each line no wider than the width.
    func testWordsWrapAtSpacesWithinTheWidth() async throws {
        let text = try TextRenderer()
        let oneLine = text.size(of: "wrap these words", fontName: "DejaVuSans", pointSize: 20)
        let wrapped = text.size(
            of: "wrap these words", fontName: "DejaVuSans", pointSize: 20, maxWidth: oneLine.width * 0.75,
            numberOfLines: 0)
        let lineHeight = text.size(of: "x", fontName: "DejaVuSans", pointSize: 20).height
        XCTAssertEqual(wrapped.height, 2 * lineHeight, accuracy: 1)
        XCTAssertLessThanOrEqual(wrapped.width, oneLine.width * 0.75)
    }

    /// A single line that does not fit is cut and ends with "…", within the width (UILabel's tail truncation).
    func testTooLongSingleLineIsTruncatedWithAnEllipsis() async throws {
        let text = try TextRenderer()
        let full = text.size(of: "A rather long title for a label", fontName: "DejaVuSans", pointSize: 17)
        let cut = text.size(
            of: "A rather long title for a label", fontName: "DejaVuSans", pointSize: 17, maxWidth: full.width / 2)
        XCTAssertLessThanOrEqual(cut.width, full.width / 2)
        XCTAssertGreaterThan(cut.width, full.width / 2 - 17)
        XCTAssertEqual(cut.height, full.height)
    }

    /// Drawing: ink is the colour premultiplied by coverage, nothing outside; right alignment moves the ink
    /// right by the free space; drawing twice gives identical bytes.
    func testRenderingAlignsAndIsDeterministic() async throws {
        let text = try TextRenderer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let left = text.render(
            "Ti", fontName: "DejaVuSans", pointSize: 20, color: red, width: 100, height: 30, scale: 2)!
        let right = text.render(
            "Ti", fontName: "DejaVuSans", pointSize: 20, color: red, width: 100, height: 30, scale: 2,
            alignment: .right)!
        XCTAssertEqual(left.width, 200)
        XCTAssertEqual(left.height, 60)
        func inkColumns(_ p: Pixmap) -> ClosedRange<Int> {
            let columns = (0..<p.width).filter { x in (0..<p.height).contains { p.pixel(x: x, y: $0).a > 0 } }
            return columns.first!...columns.last!
        }
        let shift = inkColumns(right).lowerBound - inkColumns(left).lowerBound
        let inkWidth = text.size(of: "Ti", fontName: "DejaVuSans", pointSize: 20).width * 2
        XCTAssertEqual(Double(shift), Double(200 - inkWidth), accuracy: 3)
        for y in 0..<left.height {
            for x in 0..<left.width {
                let p = left.pixel(x: x, y: y)
                XCTAssertEqual(p.g, 0)
                XCTAssertEqual(p.r, p.a, "red ink is premultiplied red = alpha")
            }
        }
        XCTAssertEqual(
            left, text.render("Ti", fontName: "DejaVuSans", pointSize: 20, color: red, width: 100, height: 30, scale: 2)
        )
    }

    /// UIFont names map onto the DejaVu family by weight, slant and kind.
    func testFontNamesMapOntoDejaVuFiles() async {
        let cases = [
            (".SFUI-Regular", "DejaVuSans.ttf"), ("Helvetica-Bold", "DejaVuSans-Bold.ttf"),
            ("Menlo-Regular", "DejaVuSansMono.ttf"), ("Georgia-Italic", "DejaVuSerif-Italic.ttf"),
            ("Avenir-HeavyOblique", "DejaVuSans-BoldOblique.ttf"),
        ]
        for (name, file) in cases { XCTAssertEqual(FontLibrary.file(forFontName: name), file, name) }
    }
}
