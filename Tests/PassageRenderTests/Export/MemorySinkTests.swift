// The in-memory sink tests use to capture frames.
import XCTest

@testable import PassageRender

final class MemorySinkTests: XCTestCase {
    /// Frames are kept in order; finishing closes the sink but keeps them.
    func testFramesAreKeptInOrder() throws {
        let sink = try MemorySink(width: 4, height: 3, framesPerSecond: 60)
        let frames = (0..<3).map { ExportFrames.gradient(width: 4, height: 3, frame: $0) }
        try export(frames, to: sink)
        XCTAssertEqual(sink.frames, frames)
        XCTAssertTrue(sink.isFinished)
        XCTAssertThrowsError(try sink.write(frames[0])) {
            XCTAssertEqual("\($0)", "cannot write memory: the sink already finished, failed or was cancelled")
        }
    }

    /// A frame of another size is refused with the sizes in the message.
    func testAFrameOfAnotherSizeIsRefused() throws {
        let sink = try MemorySink(width: 4, height: 3, framesPerSecond: 60)
        XCTAssertThrowsError(try sink.write(Pixmap(width: 3, height: 4)!)) { error in
            XCTAssertEqual("\(error)", "cannot write memory: frame 1 is 3×4 pixels, expected 4×3 like the sink")
        }
        XCTAssertTrue(sink.frames.isEmpty)
    }

    /// Frame rates outside 1…1000 are refused at creation.
    func testFrameRateIsValidated() {
        XCTAssertThrowsError(try MemorySink(width: 4, height: 3, framesPerSecond: 0)) { error in
            XCTAssertEqual("\(error)", "cannot write memory: 0 frames per second; expected 1 to 1000")
        }
    }
}
