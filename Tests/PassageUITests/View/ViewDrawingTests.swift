// UIView.draw(_:) as UIKit runs it: once after the view's first layout, again at the next frame after
// setNeedsDisplay() (not at once), for a bounds size change only with contentMode .redraw; a view that does
// not override draw(_:) keeps its contents. The context records what was drawn, with the CTM and clip.
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
private final class CountingDrawView: UIView {
    var draws = 0
    var sawContext = false
    var sawRect = CGRect.null

    override func draw(_ rect: CGRect) {
        draws += 1
        sawRect = rect
        guard let context = UIGraphicsGetCurrentContext() else { return }
        sawContext = true
        context.setFillColor(UIColor.red.cgColor)
        context.fill(rect)
    }
}

@MainActor
final class ViewDrawingTests: XCTestCase {
    /// draw(_:) runs after the first layout with the bounds and a current context; its drawing is the contents.
    func testDrawRunsAfterTheFirstLayout() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(view.draws, 0)
        view.layoutIfNeeded()
        XCTAssertEqual(view.draws, 1)
        XCTAssertTrue(view.sawContext)
        XCTAssertEqual(view.sawRect, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual((view.layer.contents as? DisplayList)?.commands.count, 1)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    /// setNeedsDisplay() redraws at the next frame, once however often it is called.
    func testSetNeedsDisplayRedrawsAtTheNextFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.layoutIfNeeded()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(view.draws, 1)
        loop.step()
        XCTAssertEqual(view.draws, 2)
        loop.step()
        XCTAssertEqual(view.draws, 2)
    }

    /// A size change redraws a .redraw view at the next frame; a .scaleToFill view keeps (stretches) its drawing.
    func testRedrawContentModeRedrawsOnResize() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let redraw = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        redraw.contentMode = .redraw
        let stretch = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        redraw.layoutIfNeeded()
        stretch.layoutIfNeeded()
        redraw.frame.size = CGSize(width: 80, height: 30)
        stretch.frame.size = CGSize(width: 80, height: 30)
        loop.step()
        XCTAssertEqual(redraw.draws, 2)
        XCTAssertEqual(redraw.sawRect.width, 80)
        XCTAssertEqual(stretch.draws, 1)
    }

    /// A view that does not override draw(_:) keeps the contents it has (an image view's image).
    func testPlainViewsKeepTheirContents() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let image = CGImage(width: 2, height: 2, red: 0, green: 0, blue: 255)!
        let view = UIImageView(image: UIImage(cgImage: image))
        view.layoutIfNeeded()
        view.setNeedsDisplay()
        loop.step()
        XCTAssertTrue(view.layer.contents as? CGImage === image)
    }

    /// Points added to the path are mapped by the CTM when added; a stroke records the pen's CTM; clips and
    /// saved state restore.
    func testContextRecordsWithTheGraphicsState() async {
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.translateBy(x: 10, y: 20)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.fillPath()
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 0))
        context.strokePath()
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let commands = context.displayList.commands
        XCTAssertEqual(commands.count, 3)
        guard case .fill(let path, _, _, let state) = commands[0] else { return XCTFail("expected a fill") }
        XCTAssertEqual(path.boundingBox, CGRect(x: 12, y: 22, width: 4, height: 4))
        XCTAssertEqual(state.clips.first?.path.boundingBox, CGRect(x: 10, y: 20, width: 20, height: 20))
        guard case .stroke(let line, _, _, let strokeState) = commands[1] else { return XCTFail("expected a stroke") }
        XCTAssertEqual(line.boundingBox, CGRect(x: 0, y: 0, width: 5, height: 0))
        XCTAssertEqual(strokeState.transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        guard case .fill(let last, _, _, let lastState) = commands[2] else { return XCTFail("expected a fill") }
        XCTAssertEqual(last.boundingBox, CGRect(x: 10, y: 20, width: 1, height: 1))
        XCTAssertTrue(lastState.clips.isEmpty)
    }

    /// `UIRectFill` fills the rectangle with the current fill colour (an image made from a colour, as button
    /// libraries make their background images); `prepareForInterfaceBuilder()` can be overridden and called.
    func testRectFillFillsWithTheFillColour() async throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 1)
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3))
        UIGraphicsEndImageContext()
        XCTAssertEqual(context.displayList.commands.count, 1)
        guard case .fill(let path, _, let color, _) = context.displayList.commands[0] else {
            return XCTFail("expected a fill")
        }
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 4, height: 3))
        XCTAssertEqual(color, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        final class Designable: UIView {
            var prepared = 0
            override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                prepared += 1
            }
        }
        let view = Designable()
        view.prepareForInterfaceBuilder()
        XCTAssertEqual(view.prepared, 1)
    }

    /// UIKit's helpers draw nothing without a current context (a diagnostic), and an image renderer's image
    /// has its size in points and pixels at the format's scale.
    func testImageRendererSizesAndNoContext() async {
        UIColor.red.setFill()
        UIBezierPath(rect: .zero).fill()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format).image { context in
            XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
        }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 4))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.cgImage?.width, 30)
        XCTAssertEqual(image.cgImage?.drawing?.commands.count, 1)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }
}
