// Renders demos end to end (demo → frame loop → layer renderer → sink).
import XCTest

@testable import PassageCore
@testable import PassageDemos
@testable import PassageRender

@MainActor
final class DemoRenderSmokeTests: XCTestCase {
    /// The spring bounce renders its frame count at the device size (set PASSAGE_SMOKE_PNG to a path to keep its
    /// 13th frame as a PNG).
    func testDemosRenderTheirFrames() async throws {
        let device = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)
        let sink = try MemorySink(width: 375, height: 667, framesPerSecond: 30)
        try SceneRecorder.record(DemoCatalog.springBounce(), device: device, framesPerSecond: 30, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(DemoCatalog.springBounce(), framesPerSecond: 30))
        if let path = ProcessInfo.processInfo.environment["PASSAGE_SMOKE_PNG"] {
            try Data(sink.frames[12].pngData()).write(to: URL(fileURLWithPath: path))
        }
    }
}
