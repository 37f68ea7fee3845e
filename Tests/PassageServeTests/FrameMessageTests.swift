// Frames on the wire: the changed rectangle is exactly the pixels that differ, the header reads back, and the
// PNG is of the rectangle alone.
import PassageRender
import XCTest

@testable import PassageServe

final class FrameMessageTests: XCTestCase {
    private func pixmap(width: Int = 20, height: Int = 10, changing points: [(Int, Int)] = []) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for (x, y) in points { pixmap.pixels[(y * width + x) * 4] = 200 }
        return pixmap
    }

    func testTheChangedRectangleHoldsExactlyThePixelsThatDiffer() {
        let old = pixmap()
        XCTAssertEqual(FrameMessage.changedRect(from: old, to: old), .empty)
        XCTAssertEqual(
            FrameMessage.changedRect(from: old, to: pixmap(changing: [(3, 2)])),
            FrameMessage.PixelRect(x: 3, y: 2, width: 1, height: 1))
        XCTAssertEqual(
            FrameMessage.changedRect(from: old, to: pixmap(changing: [(17, 1), (2, 8), (9, 4)])),
            FrameMessage.PixelRect(x: 2, y: 1, width: 16, height: 8))
        XCTAssertNil(FrameMessage.changedRect(from: old, to: pixmap(width: 10)), "another size: everything changed")
    }

    func testTheFirstFrameIsSentWholeAndAnUnchangedOneWithoutPixels() {
        let frame = pixmap(changing: [(5, 5)])
        let whole = FrameMessage(frame: frame, number: 1, previous: nil, compressionLevel: 1)
        XCTAssertEqual(whole.rect, FrameMessage.PixelRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(whole.png, frame.pngData(compressionLevel: 1))
        let same = FrameMessage(frame: frame, number: 2, previous: frame, compressionLevel: 1)
        XCTAssertEqual(same.rect, .empty)
        XCTAssertEqual(same.png, [])
        XCTAssertEqual(same.bytes.count, FrameMessage.headerBytes)
    }

    func testAChangedFrameCarriesAPNGOfItsRectangleAndAHeaderThatReadsBack() throws {
        let old = pixmap()
        let new = pixmap(changing: [(4, 3), (6, 7)])
        let message = FrameMessage(frame: new, number: 70_000, previous: old, compressionLevel: 1)
        let rect = FrameMessage.PixelRect(x: 4, y: 3, width: 3, height: 5)
        XCTAssertEqual(message.rect, rect)
        XCTAssertEqual(message.png, FrameMessage.crop(new, to: rect).pngData(compressionLevel: 1))
        let cropped = FrameMessage.crop(new, to: rect)
        XCTAssertEqual(cropped.pixels[0], 200, "the rectangle's top left is the changed pixel (4, 3)")
        XCTAssertEqual(cropped.pixels[((4 * 3) + 2) * 4], 200, "and (6, 7) is its bottom right")
        let header = try XCTUnwrap(FrameMessage.header(of: message.bytes))
        XCTAssertEqual(header.frame, 70_000)
        XCTAssertEqual(header.rect, rect)
        XCTAssertNil(FrameMessage.header(of: [1, 2, 3]))
    }
}
