// A scene declared by hand, as `Scene`'s documentation shows it, recorded from code with `record(to:options:)`.
import Foundation
import Passage
import PassageScenes
import XCTest

@MainActor
final class SceneRecordingTests: XCTestCase {
    /// The fade-in of `Scene`'s documentation: 1 s at 10 fps is 11 frames (frame 0 and 10 more), written as a
    /// folder of numbered PNG frames the size of the device at its scale.
    func testADeclaredSceneRecordsItsFramesToAFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SceneRecordingTests-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        var windowSize: CGSize?
        let fadeIn = Scene(name: "fade-in", summary: "a card fades in", duration: 1) { window in
            windowSize = window.bounds.size
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 295, height: 200))
            card.backgroundColor = .systemBlue
            card.alpha = 0
            window.addSubview(card)
            UIView.animate(withDuration: 0.8) { card.alpha = 1 }
            return ["card": card]
        }
        let device = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)
        let frames = try fadeIn.record(
            to: folder.path + "/", options: RecordingOptions(framesPerSecond: 10, device: device))
        XCTAssertEqual(frames, 11)
        XCTAssertEqual(windowSize, device.size)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(written.count, 11)
    }
}
