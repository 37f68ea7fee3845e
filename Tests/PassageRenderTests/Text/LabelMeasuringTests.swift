// UILabel measures its text through its frame loop: with the fonts' metrics the render server sets text with, or
// a text measurer installed in their place.
import XCTest

@testable import PassageCore
@testable import PassageRender
@testable import PassageUI

@MainActor
final class LabelMeasuringTests: XCTestCase {
    /// With a measurer installed, sizeToFit gives the label the text's size (as TextRenderer measures it);
    /// a multi-line label wraps at the width it is given; empty text is zero.
    func testSizeToFitUsesTheInstalledMeasurer() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let renderer = try TextRenderer()
        loop.textMeasurer = FrameLoop.TextMeasurer { text, fontName, pointSize, maxWidth, lines in
            renderer.size(of: text, fontName: fontName, pointSize: pointSize, maxWidth: maxWidth, numberOfLines: lines)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        label.text = "Hello, Passage"
        label.font = .systemFont(ofSize: 17)
        label.sizeToFit()
        let expected = try TextRenderer().size(of: "Hello, Passage", fontName: label.font.fontName, pointSize: 17)
        XCTAssertEqual(label.bounds.size, expected)
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: expected.width * 0.6, height: 1000))
        XCTAssertEqual(wrapped.height, expected.height * 2, accuracy: 1)
        XCTAssertLessThanOrEqual(wrapped.width, expected.width * 0.6)
        label.text = ""
        XCTAssertEqual(label.sizeThatFits(.zero), .zero)
    }

    /// Without a measurer installed, a label measures with its loop's fonts, the size TextRenderer gives; without
    /// the fonts (a folder that does not hold them), sizeToFit leaves the label's size as it is and the loop says
    /// why, once.
    func testWithoutMeasurerTheLoopMeasuresAndWithoutFontsTheSizeIsKept() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 33, height: 12))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(
            label.bounds.size, try TextRenderer().size(of: "Hello", fontName: label.font.fontName, pointSize: 17))
        let bare = FrameLoop()
        bare.makeCurrent()
        bare.fonts = FontLibrary(folder: "/nonexistent")
        let kept = UILabel(frame: CGRect(x: 0, y: 0, width: 33, height: 12))
        kept.text = "Hello"
        kept.sizeToFit()
        kept.sizeToFit()
        XCTAssertEqual(kept.bounds.size, CGSize(width: 33, height: 12))
        XCTAssertEqual(bare.diagnostics.map(\.code), [.fontsMissing])
        XCTAssertTrue(bare.diagnostics[0].message.contains("/nonexistent/DejaVuSans.ttf"), bare.diagnostics[0].message)
    }

    /// A label sized to fit is drawn whole at its screen's scale: measured as the render server sets it at 2×
    /// (whole-pixel advances at 34 px), "‹ Places" is 67 points; measured at 1× it was 65, narrower than the text
    /// drawn at 2×, so a navigation bar's back title showed "‹…". The same holds at 3×.
    func testASizedLabelIsDrawnWithoutTruncationAtTheScreensScale() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let font = try XCTUnwrap(loop.fonts.font(forFontName: UIFont.systemFont(ofSize: 17).fontName))
        for (device, scale) in [(DeviceProfile.iPhoneSE, 2.0), (.iPhone15Pro, 3.0)] {
            UIScreen(device: device).makeMain()
            for text in ["‹ Places", "‹ Back", "Quiet Lake", "Northern Highlands"] {
                let label = UILabel()
                label.text = text
                label.sizeToFit()
                let face = ScaledFont(font: font, pixelSize: 17 * scale)
                let whole = TextLayout(text: text, face: face, maxWidth: nil, numberOfLines: 1, alignment: .left)
                let drawn = TextLayout(
                    text: text, face: face, maxWidth: Double(label.bounds.width) * scale, numberOfLines: 1,
                    alignment: .left)
                XCTAssertEqual(drawn.glyphs.count, whole.glyphs.count, "\(text) at \(scale)× is not truncated")
                XCTAssertEqual(label.bounds.width, (whole.width / scale).rounded(.up), "\(text) at \(scale)×")
            }
        }
        UIScreen(device: .iPhoneSE).makeMain()
        let label = UILabel()
        label.text = "‹ Places"
        label.sizeToFit()
        XCTAssertEqual(label.bounds.width, 67)
        XCTAssertEqual(
            loop.fonts.size(
                of: "‹ Places", fontName: label.font.fontName, pointSize: 17, maxWidth: nil, numberOfLines: 1)?.width,
            65, "at 1×")
    }
}
