// Frames on the wire: the changed rectangle is exactly the pixels that differ, the header reads back, and the
// operations after it rebuild the frame exactly on the page's picture, choosing the short forms (unchanged, run,
// row above) where they apply.
import PassageRender
import XCTest

@testable import PassageServe

final class FrameMessageTests: XCTestCase {
    /// An opaque `width` × `height` pixmap, white, with the pixels at `points` red.
    private func pixmap(width: Int = 20, height: Int = 10, changing points: [(Int, Int)] = []) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for index in 0..<(width * height) {
            pixmap.pixels.replaceSubrange(index * 4..<(index * 4 + 4), with: [255, 255, 255, 255])
        }
        for (x, y) in points {
            pixmap.pixels.replaceSubrange((y * width + x) * 4..<((y * width + x) * 4 + 3), with: [200, 0, 0])
        }
        return pixmap
    }

    /// The message's operations as (kind, count) pairs, and its pixel words.
    private func operations(_ message: FrameMessage) -> [(FrameMessage.Operation, Int)] {
        let words = stride(from: FrameMessage.headerBytes, to: message.bytes.count, by: 4).map { at in
            message.bytes[at..<(at + 4)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        var result: [(FrameMessage.Operation, Int)] = []
        var k = 0
        while k < words.count {
            let kind = FrameMessage.Operation(rawValue: words[k] & 3)!
            let count = Int(words[k] >> 2)
            result.append((kind, count))
            k += 1 + (kind == .run ? 1 : kind == .literal ? count : 0)
        }
        return result
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

    func testTheFirstFrameIsSentWholeAndAnUnchangedOneWithoutPixels() throws {
        let frame = pixmap(changing: [(5, 5)])
        let whole = FrameMessage(frame: frame, number: 1, previous: nil)
        XCTAssertEqual(whole.rect, FrameMessage.PixelRect(x: 0, y: 0, width: 20, height: 10))
        var picture = PagePicture(width: 20, height: 10)
        XCTAssertEqual(try picture.apply(whole.bytes), 1)
        XCTAssertEqual(picture, PagePicture(frame))
        // Row 0 is a run of white; rows 1…4 are as the row above; row 5 is as the row above but for the red pixel;
        // row 6 is as the row above up to under the red pixel, then a run of white; the rest as the row above.
        XCTAssertEqual(
            operations(whole).map { "\($0.0)\($0.1)" },
            [
                "run20", "above20", "above20", "above20", "above20", "above5", "literal1", "above14", "above5", "run15",
                "above20", "above20", "above20",
            ])
        let same = FrameMessage(frame: frame, number: 2, previous: frame)
        XCTAssertEqual(same.rect, .empty)
        XCTAssertEqual(same.bytes.count, FrameMessage.headerBytes)
        XCTAssertEqual(try picture.apply(same.bytes), 2)
        XCTAssertEqual(picture, PagePicture(frame))
    }

    func testAChangedFrameCarriesItsRectangleAndAHeaderThatReadsBack() throws {
        let old = pixmap()
        let new = pixmap(changing: [(4, 3), (6, 7)])
        let message = FrameMessage(frame: new, number: 70_000, previous: old)
        let rect = FrameMessage.PixelRect(x: 4, y: 3, width: 3, height: 5)
        XCTAssertEqual(message.rect, rect)
        let header = try XCTUnwrap(FrameMessage.header(of: message.bytes))
        XCTAssertEqual(header.frame, 70_000)
        XCTAssertEqual(header.rect, rect)
        XCTAssertNil(FrameMessage.header(of: [1, 2, 3]))
        // Only the two red pixels are sent; the rest of the rectangle is left as the page has it.
        XCTAssertEqual(
            operations(message).map { "\($0.0)\($0.1)" },
            ["literal1", "unchanged2", "unchanged3", "unchanged3", "unchanged3", "unchanged2", "literal1"])
        var picture = PagePicture(old)
        try picture.apply(message.bytes)
        XCTAssertEqual(picture, PagePicture(new))
    }

    /// Frames of a real scene, moving, rebuild exactly on the page's picture one after another; translucent pixels
    /// reach it with their colour divided by alpha, as `straightPixels()` gives them.
    func testEveryFrameOfAMovingSceneRebuildsExactly() throws {
        var frames: [Pixmap] = []
        for step in 0..<6 {
            var frame = pixmap(width: 64, height: 40)
            for y in 5..<30 {
                for x in (step * 7)..<(step * 7 + 20) {
                    let value = UInt8((x * 31 + y * 17) % 256)
                    frame.pixels.replaceSubrange(
                        (y * 64 + x) * 4..<((y * 64 + x) * 4 + 4), with: [value, 0, value / 2, 255])
                }
            }
            // A translucent premultiplied pixel.
            frame.pixels.replaceSubrange((38 * 64 + step) * 4..<((38 * 64 + step) * 4 + 4), with: [64, 32, 0, 128])
            frames.append(frame)
        }
        var picture = PagePicture(width: 64, height: 40)
        var previous: Pixmap?
        for (index, frame) in frames.enumerated() {
            let message = FrameMessage(frame: frame, number: index + 1, previous: previous)
            try picture.apply(message.bytes)
            XCTAssertEqual(picture, PagePicture(frame), "frame \(index + 1)")
            XCTAssertLessThan(message.bytes.count, 64 * 40 * 4, "frame \(index + 1) is smaller than its pixels")
            previous = frame
        }
        XCTAssertEqual(picture.pixels[38 * 64 + 5], UInt32(128) << 24 | UInt32(64) << 8 | 128)
    }
}
