// The pixels of a drawn image (UIGraphicsImageRenderer's): rasterized by the render server of the frame loop the
// image was made on, once, under a lock, so an image read from several threads is never raced; without a render
// server, or read first off the main thread, they are transparent (with a diagnostic) instead of a trap.
import Foundation
import Passage
import PassageRender
import XCTest

@MainActor
final class DrawnImagePixelsTests: XCTestCase {
    private func drawRedSquare() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        return image.cgImage
    }

    /// Made on a loop with the render server installed, a drawn image's pixels are what it drew.
    func testADrawnImageIsRasterizedByItsLoopsRenderServer() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        LayerRenderer.installSnapshotRendering(in: loop, scale: 1)
        let image = try XCTUnwrap(drawRedSquare())
        XCTAssertEqual(image.width, 4)
        XCTAssertEqual(Array(image.pixels.prefix(4)), [255, 0, 0, 255])
        XCTAssertTrue(image.pixels.chunked(4).allSatisfy { $0 == [255, 0, 0, 255] })
    }

    /// Without a render server on its loop, a drawn image's pixels are transparent rather than a crash.
    func testWithoutARenderServerTheImageIsTransparent() async throws {
        FrameLoop().makeCurrent()
        let image = try XCTUnwrap(drawRedSquare())
        XCTAssertEqual(image.pixels, [UInt8](repeating: 0, count: 4 * 4 * 4))
    }

    /// Read first on another thread, the pixels are transparent that time (no trap, no race); read on the main
    /// thread they are rasterized, and then every thread sees the same bytes.
    func testPixelsReadOffTheMainThreadNeverTrap() async throws {
        let loop = FrameLoop()
        loop.makeCurrent()
        LayerRenderer.installSnapshotRendering(in: loop, scale: 1)
        let image = try XCTUnwrap(drawRedSquare())
        let early = await Task.detached { image.pixels }.value
        XCTAssertEqual(early, [UInt8](repeating: 0, count: 64))
        let onMain = image.pixels
        XCTAssertEqual(Array(onMain.prefix(4)), [255, 0, 0, 255])
        let late = await Task.detached { image.pixels }.value
        XCTAssertEqual(late, onMain)
    }
}

extension Array {
    fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
