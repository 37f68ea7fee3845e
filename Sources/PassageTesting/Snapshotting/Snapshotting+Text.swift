// Text strategies for swift-snapshot-testing, compared line by line: the presented values of chosen views frame
// by frame (the table `passage table` prints), and the transition's event log with frame numbers. Text
// references are cheap to review and immune to rasterizer changes; prefer them where pixels add nothing.
import Foundation
import Passage
import PassageScenes
import SnapshotTesting

extension Snapshotting where Value == TransitionScenario, Format == String {
    /// The presented frame, opacity and rotation of the views `views` picks by label (given the root controller
    /// right after the trigger ran, e.g. `{ ["detail": $0.presentedViewController!.view] }`), tab-separated, one
    /// row every `every` frames from frame 0 up to `time` (default `.end`), the last frame always included.
    public static func presentedValues(
        of views: @escaping @MainActor (UIViewController) -> WatchedViews,
        until time: TransitionTime = .end, every: Int = 1
    ) -> Snapshotting {
        Snapshotting(pathExtension: "tsv", diffing: .lines) { scenario in
            MainActor.assumeIsolated {
                let harness = scenario.start()
                let watched = views(harness.rootViewController)
                var lines = [SceneTable.header(watched.map(\.label))]
                let row = { SceneTable.row(frame: harness.frame, time: harness.time, watched.map(\.view)) }
                lines.append(row())
                let target = time.frame(framesPerSecond: harness.framesPerSecond)
                let limit = TransitionTime.frames(in: harness.idleTimeout, framesPerSecond: harness.framesPerSecond)
                while harness.frame < (target ?? limit), target != nil || !harness.isIdle {
                    harness.advance(frames: 1)
                    let isLast = harness.frame == target || (target == nil && harness.isIdle)
                    if isLast || harness.frame % max(1, every) == 0 { lines.append(row()) }
                }
                return lines.joined(separator: "\n") + "\n"
            }
        }
    }

    /// The event log up to `time` (default `.end`): appearance callbacks, the transition's start, interactions
    /// finished or cancelled, completeTransition and coordinator completions, each with its frame and time.
    public static func eventLog(until time: TransitionTime = .end) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { scenario in
            MainActor.assumeIsolated {
                let harness = scenario.start()
                harness.advance(to: time)
                return harness.eventLog
            }
        }
    }
}

extension Snapshotting where Value == TransitionHarness, Format == String {
    /// The harness's event log so far, for tests that step time themselves.
    public static var eventLog: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { harness in
            MainActor.assumeIsolated { harness.eventLog }
        }
    }
}
