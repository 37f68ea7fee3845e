// `CALayer.render(in:)`: the model tree (animations ignored) drawn into a context through the frame loop's
// snapshot renderer, recorded upright over the layer's bounds; nothing, said once, without a renderer.
import XCTest

@testable import PassageCore

@MainActor
final class LayerRenderInContextTests: XCTestCase {
    /// A stand-in renderer that keeps what it is asked to draw and returns a 2 × scale grey bitmap.
    private func installRenderer(on loop: FrameLoop) -> () -> [(CALayer, CGRect)] {
        var requests: [(CALayer, CGRect)] = []
        loop.snapshotRenderer = FrameLoop.SnapshotRenderer(scale: 2) { layer, rect in
            requests.append((layer, rect))
            return CGImage(width: Int(rect.width * 2), height: Int(rect.height * 2), red: 9, green: 9, blue: 9)
        }
        return { requests }
    }

    /// The renderer gets a copy of the tree with model values and no animations (a running animation of the
    /// opacity and the sublayer's position is ignored), and the bitmap is recorded upright over the bounds.
    func testRendersTheModelTreeOverTheBounds() async throws {
        let loop = makeLoop()
        let requests = installRenderer(on: loop)
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 60, height: 40), position: CGPoint(x: 300, y: 300))
        let sublayer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 5, y: 5))
        layer.addSublayer(sublayer)
        layer.add(basic("opacity", from: 0, to: 0), forKey: "hidden")
        sublayer.add(basic("position.x", from: 50, to: 50), forKey: "moved")
        loop.advance(frames: 10)
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.render(in: context)
        XCTAssertEqual(requests().count, 1)
        let (drawn, rect) = requests()[0]
        XCTAssertFalse(drawn === layer)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(drawn.opacity, 1)
        XCTAssertNil(drawn.animationKeys())
        XCTAssertEqual(drawn.sublayers?.first?.position, CGPoint(x: 5, y: 5))
        XCTAssertNil(drawn.sublayers?.first?.animationKeys())
        XCTAssertNil(drawn.superlayer)
        let commands = context.displayList.commands
        XCTAssertEqual(commands.count, 1)
        guard case .image(let image, let imageRect, let flipped, _) = commands[0] else {
            return XCTFail("expected an image, got \(commands)")
        }
        XCTAssertEqual(image.width, 120)
        XCTAssertEqual(imageRect, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertFalse(flipped)
    }

    /// Without a renderer nothing is drawn, and the loop says why once.
    func testWithoutARendererNothingIsDrawnAndSaidOnce() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let context = CGContext(canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        layer.render(in: context)
        layer.render(in: context)
        XCTAssertTrue(context.displayList.isEmpty)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.layerDrawingWithoutRenderer])
        XCTAssertEqual(loop.diagnostics[0].severity, .info)
    }
}
