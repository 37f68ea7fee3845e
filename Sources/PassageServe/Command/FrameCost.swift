// `passage-serve --measure N`: what one live frame costs, scene by scene, at the device and scale the page
// would use. Each scene runs N frames headless with its own touch trace (so interactive transitions happen),
// and every frame is rendered, then encoded three ways: the changed rectangle as a PNG at deflate level 1 (what
// the server sends), and the whole frame as a PNG at levels 1 and 6. Medians per frame, in milliseconds, and
// the mean bytes of each encoding are printed, one row per scene.
import Foundation
import Passage
import PassageRender
import PassageScenes

/// The per-frame costs of one scene.
struct FrameCost {
    var scene: String
    var frames: Int
    var render: Double
    var changedRect: Double
    var wholeLevel1: Double
    var wholeLevel6: Double
    var changedBytes: Int
    var wholeLevel1Bytes: Int
    var wholeLevel6Bytes: Int

    /// Runs `scene` for `frames` frames on `device` and measures every frame.
    @MainActor
    static func measure(_ scene: Scene, device: DeviceProfile, frames: Int) -> FrameCost {
        let run = SceneRun(
            scene, device: device, loopRate: LivePlayback.framesPerSecond, background: LivePlayback.background)
        var times: [[Double]] = [[], [], [], []]
        var bytes = [0, 0, 0]
        var previous: Pixmap?
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
        }
        for number in 1...frames {
            let start = clock.now
            let frame = run.nextFrame()!
            let rendered = clock.now
            let message = FrameMessage(
                frame: frame, number: number, previous: previous, compressionLevel: LiveSession.compressionLevel)
            let changed = clock.now
            let level1 = frame.pngData(compressionLevel: 1)
            let whole1 = clock.now
            let level6 = frame.pngData(compressionLevel: 6)
            let whole6 = clock.now
            times[0].append(milliseconds(rendered - start))
            times[1].append(milliseconds(changed - rendered))
            times[2].append(milliseconds(whole1 - changed))
            times[3].append(milliseconds(whole6 - whole1))
            bytes[0] += message.bytes.count
            bytes[1] += level1.count
            bytes[2] += level6.count
            previous = frame
        }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1
                ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        return FrameCost(
            scene: scene.name, frames: frames, render: median(times[0]), changedRect: median(times[1]),
            wholeLevel1: median(times[2]), wholeLevel6: median(times[3]), changedBytes: bytes[0] / frames,
            wholeLevel1Bytes: bytes[1] / frames, wholeLevel6Bytes: bytes[2] / frames)
    }

    /// The table's heading.
    static let heading =
        "scene                           frames  render ms  rect+png1 ms  png1 ms  png6 ms  rect bytes  png1 bytes  png6 bytes"

    /// One row of the table.
    var row: String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func left(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        func ms(_ value: Double) -> String { String(format: "%.2f", value) }
        return pad(scene, 32) + left("\(frames)", 6) + left(ms(render), 11) + left(ms(changedRect), 14)
            + left(ms(wholeLevel1), 9) + left(ms(wholeLevel6), 9) + left("\(changedBytes)", 12)
            + left("\(wholeLevel1Bytes)", 12) + left("\(wholeLevel6Bytes)", 12)
    }
}
