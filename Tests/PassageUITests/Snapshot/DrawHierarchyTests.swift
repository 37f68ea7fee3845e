// `UIView.drawHierarchy(in:afterScreenUpdates:)`: the view as presented now, drawn by the render server into the
// current context scaled to the rectangle (a stand-in renderer here; real pixels are PassageRenderTests'), and
// false with nothing drawn when there is no context or no renderer.
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class DrawHierarchyTests: XCTestCase {
    private func installRenderer(on loop: FrameLoop) -> () -> [(CALayer, CGRect)] {
        var requests: [(CALayer, CGRect)] = []
        loop.snapshotRenderer = FrameLoop.SnapshotRenderer(scale: 1) { layer, rect in
            requests.append((layer, rect))
            return CGImage(width: Int(rect.width), height: Int(rect.height), red: 1, green: 2, blue: 3)
        }
        return { requests }
    }

    /// Inside an image context it asks the renderer for the view's own layer (its presentation is what the
    /// renderer draws) over its bounds, records the bitmap upright in `rect`, and returns true; the image has
    /// the context's size.
    func testDrawsTheViewIntoTheCurrentContextScaledToTheRect() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        let requests = installRenderer(on: loop)
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 80, height: 60))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 2)
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 30), afterScreenUpdates: true))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertEqual(requests().count, 1)
        XCTAssertTrue(requests()[0].0 === view.layer)
        XCTAssertEqual(requests()[0].1, CGRect(x: 0, y: 0, width: 80, height: 60))
        guard case .image(_, let rect, let flipped, _) = context.displayList.commands.first else {
            return XCTFail("expected an image command")
        }
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertFalse(flipped)
        XCTAssertEqual(image.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image.scale, 2)
    }

    /// Without a current context, or without a renderer (said once), nothing is drawn and it returns false.
    func testReturnsFalseWithoutAContextOrARenderer() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        XCTAssertEqual(loop.diagnostics.map(\.code), [.noCurrentGraphicsContext])
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        XCTAssertTrue(UIGraphicsGetCurrentContext()!.displayList.isEmpty)
        UIGraphicsEndImageContext()
        XCTAssertEqual(loop.diagnostics.map(\.code), [.noCurrentGraphicsContext, .layerDrawingWithoutRenderer])
    }
}
