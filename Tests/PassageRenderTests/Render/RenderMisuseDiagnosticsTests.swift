// Bad sizes and scales given to the render server are corrected or refused with a typed diagnostic on the loop
// concerned. (The font diagnostics, textDrawingUnavailable, textMeasuringUnavailable and fontFileUnreadable, need
// a machine without the DejaVu files and are not raised here.)
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class RenderMisuseDiagnosticsTests: XCTestCase {
    /// Snapshot rendering installed with a scale of 0 renders at 1, and says so on the loop it was installed in.
    func testSnapshotRenderingScaleOfZeroIsOne() async {
        let current = FrameLoop()
        current.makeCurrent()
        let loop = FrameLoop()
        LayerRenderer.installSnapshotRendering(in: loop, scale: 0)
        XCTAssertEqual(loop.snapshotRenderer?.scale, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .snapshotRenderingScaleInvalid)
        XCTAssertTrue(current.diagnostics.isEmpty)
    }

    /// A snapshot of an empty or non-finite rectangle is nil.
    func testSnapshotImageOfAnEmptyRectIsNil() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertNil(LayerRenderer.snapshotImage(of: CALayer(), rect: .zero, scale: 2))
        XCTAssertEqual(loop.diagnostics.last?.code, .snapshotImageRectInvalid)
        XCTAssertNil(
            LayerRenderer.snapshotImage(
                of: CALayer(), rect: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan), scale: 1))
        XCTAssertEqual(loop.diagnostics.count, 2)
    }

    /// A frame smaller than a pixel is clamped to 1 × 1.
    func testAFrameSmallerThanAPixelIsClampedToOne() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let renderer = LayerRenderer(size: CGSize(width: 0.1, height: 0.1), scale: 1)
        XCTAssertEqual(renderer.pixelWidth, 1)
        XCTAssertEqual(loop.diagnostics.last?.code, .frameSizeClamped)
    }
}
