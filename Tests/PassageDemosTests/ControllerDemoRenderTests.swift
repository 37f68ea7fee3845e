// The controller demos rendered end to end through SceneRecorder (window → frame loop → renderer → sink):
// every controller demo is registered, and the slide-in's middle frame shows the two screens side by side.
import Foundation
import PassageCore
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class ControllerDemoRenderTests: XCTestCase {
    /// Every controller demo is in the catalog under its command-line name.
    func testControllerDemosAreRegistered() async {
        let names = [
            "slide-present", "slide-push", "slide-tab", "swipe-pop", "swipe-pop-cancel", "form-sheet", "drop-in",
            "coordinator-push", "bounce-present", "fold-push", "fold-present", "tab-accordion",
        ]
        for name in names {
            XCTAssertNotNil(DemoCatalog.named(name), name)
        }
    }

    /// Rendered at 10 fps, slide-present's frame at 0.6 s (halfway through the 0.6 s slide that starts at 0.3 s)
    /// shows A's snapshot (systemBlue, 0 122 255) on the left half and B (systemOrange, 255 149 0) on the right.
    func testSlidePresentMiddleFrameShowsBothScreens() async throws {
        let device = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)
        let demo = DemoCatalog.slidePresent()
        let sink = try MemorySink(width: 375, height: 667, framesPerSecond: 10)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 10, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(demo, framesPerSecond: 10))
        let middle = sink.frames[6]
        let left = middle.pixel(x: 40, y: 600)
        let right = middle.pixel(x: 335, y: 600)
        XCTAssertEqual([left.r, left.g, left.b], [0, 122, 255])
        XCTAssertEqual([right.r, right.g, right.b], [255, 149, 0])
    }
}
