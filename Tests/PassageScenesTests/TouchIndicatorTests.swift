// Recordings that show touches: a disc where the trace's finger is down, drawn over the frame, nothing where no
// finger is, and the frames otherwise the same as without.
import Passage
import PassageRender
import XCTest

@testable import PassageScenes

@MainActor
final class TouchIndicatorTests: XCTestCase {
    private let device = DeviceProfile(name: "small", size: CGSize(width: 200, height: 300), scale: 2)

    /// A black window and a finger that comes down at (60, 100) at 0.05 s, holds until 0.2 s and lifts.
    private func run(showsTouches: Bool) -> [Pixmap] {
        let scene = Scene(
            name: "touch", summary: "a finger on a black window", duration: 0.3,
            trace: { _ in .tap(at: CGPoint(x: 60, y: 100), time: 0.05, holdDuration: 0.15) }
        ) { window in
            window.backgroundColor = .black
            return [:]
        }
        let run = SceneRun(
            scene, device: device, loopRate: 20, background: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
            showsStatusBar: false, showsTouches: showsTouches)
        return (0..<7).compactMap { _ in run.nextFrame() }
    }

    /// Frames at 20 fps: the finger comes down in the frame at 0.05 s and lifts in the one at 0.2 s. While it is
    /// down, the pixel under its centre (pixel (120, 200) at 2×) is the disc's grey over black (0.35 at 40%:
    /// 255 × 0.14 = 36), a pixel 21 pt out is the rim's white at 80% (204), and one 23.5 pt out is untouched;
    /// frames without a finger down equal those recorded without indicators.
    func testADiscIsDrawnWhereTheFingerIsDownAndNowhereElse() async {
        let shown = run(showsTouches: true)
        let plain = run(showsTouches: false)
        XCTAssertEqual(shown.count, 7)
        for index in shown.indices {
            if (1...3).contains(index) {
                let center = shown[index].pixel(x: 120, y: 200)
                XCTAssertEqual(center.r, 36, "frame \(index): the disc's grey")
                XCTAssertEqual(center.a, 255)
                XCTAssertEqual(shown[index].pixel(x: 120 + 42, y: 200).r, 204, "frame \(index): the rim")
                XCTAssertEqual(shown[index].pixel(x: 120 + 47, y: 200).r, 0, "frame \(index): outside the disc")
            } else {
                XCTAssertEqual(shown[index], plain[index], "frame \(index): no finger down, no indicator")
            }
        }
    }
}
