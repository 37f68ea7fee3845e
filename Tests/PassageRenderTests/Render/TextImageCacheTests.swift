// Rendered text is reused while a text layer does not change, and redrawn as soon as it does.
import XCTest
@testable import PassageCore
@testable import PassageRender

@MainActor
final class TextImageCacheTests: XCTestCase {
    /// Changing the string, colour or size of a text layer between frames draws the new text: the frame equals
    /// what a fresh renderer draws, and differs from the previous frame; unchanged text gives the same bytes.
    func testChangedTextIsRedrawnAndUnchangedTextIsReused() async {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        root.position = CGPoint(x: 60, y: 20)
        let label = CATextLayer()
        label.frame = root.bounds
        label.string = "First"
        label.fontSize = 20
        label.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(label)
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
}
