// Rendered text is reused while a text layer does not change, and redrawn as soon as it does; an unscaled
// text layer's text is rendered at the device scale and copied into the frame pixel for pixel.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class TextImageCacheTests: XCTestCase {
    /// Changing the string, colour or size of a text layer between frames draws the new text: the frame equals
    /// what a fresh renderer draws, and differs from the previous frame; unchanged text gives the same bytes.
    func testChangedTextIsRedrawnAndUnchangedTextIsReused() async {
        let (root, label) = labelScene(
            frame: CGRect(x: 0, y: 0, width: 120, height: 40), string: "First", fontSize: 20,
            color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let renderer = LayerRenderer(size: root.bounds.size, scale: 2)
        let first = renderer.render(root)
        XCTAssertEqual(renderer.render(root), first)
        let changes: [(CATextLayer) -> Void] = [
            { $0.string = "Second" },
            { $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
            { $0.fontSize = 14 },
        ]
        var previous = first
        for change in changes {
            change(label)
            let frame = renderer.render(root)
            XCTAssertNotEqual(frame, previous)
            XCTAssertEqual(frame, LayerRenderer(size: root.bounds.size, scale: 2).render(root))
            previous = frame
        }
        label.string = "First"
        label.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        label.fontSize = 20
        XCTAssertEqual(renderer.render(root), first)
    }

    /// A text layer shown unscaled at @2x (an integral position) is drawn at exactly 2 pixels per point and
    /// copied, not resampled: the frame holds the text renderer's own pixmap at the layer's device origin,
    /// and nothing elsewhere.
    func testUnscaledTextIsCopiedPixelForPixel() async throws {
        let (root, label) = labelScene(
            frame: CGRect(x: 7, y: 5, width: 100, height: 30), string: "Card 7 · 12:16", fontSize: 17,
            color: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        let frame = LayerRenderer(size: root.bounds.size, scale: 2, background: nil).render(root)

        let text = try TextRenderer()
        let height = text.size(of: "Card 7 · 12:16", fontName: label.fontName, pointSize: 17).height
        let glyphs = try XCTUnwrap(
            text.render(
                "Card 7 · 12:16", fontName: label.fontName, pointSize: 17, color: label.foregroundColor!,
                width: 100, height: height, scale: 2))
        XCTAssertEqual(glyphs.width, 200)
        var expected = Pixmap(width: 240, height: 80)!
        for row in 0..<glyphs.height {
            for column in 0..<glyphs.width {
                for k in 0..<4 {
                    expected.pixels[((row + 10) * 240 + column + 14) * 4 + k] =
                        glyphs.pixels[(row * glyphs.width + column) * 4 + k]
                }
            }
        }
        XCTAssertGreaterThan(glyphs.pixels.filter { $0 != 0 }.count, 500)
        XCTAssertEqual(frame, expected)
    }

    /// A fresh frame loop and a 120 × 40 point root holding one text layer at `frame`.
    private func labelScene(frame: CGRect, string: String, fontSize: CGFloat, color: CGColor) -> (CALayer, CATextLayer)
    {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        root.position = CGPoint(x: 60, y: 20)
        let label = CATextLayer()
        label.frame = frame
        label.string = string
        label.fontSize = fontSize
        label.foregroundColor = color
        root.addSublayer(label)
        return (root, label)
    }
}
