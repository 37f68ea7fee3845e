// Image strategies for swift-snapshot-testing: one frame at a time t, or a filmstrip of frames at chosen times,
// stored as PNG and compared with a per-channel tolerance (PixelTolerance). Each snapshot runs the scenario afresh
// on its own virtual clock, so nothing waits in real time. Call them from the main actor (a `@MainActor` test).
import Foundation
import Passage
import PassageRender
import SnapshotTesting

extension Snapshotting where Value == TransitionScenario, Format == Pixmap {
    /// The frame on screen at `time` (default `.end`), at the device's scale over a white background.
    public static func frame(at time: TransitionTime = .end, tolerance: PixelTolerance = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { scenario in
            MainActor.assumeIsolated {
                let harness = scenario.start()
                harness.advance(to: time)
                return harness.render()
            }
        }
    }

    /// The frames at `times` (in increasing order) in one image, in rows of `columns` (default: one row), each
    /// stamped with its frame number and time. A mismatch names the cell and its time.
    public static func filmstrip(
        at times: [TransitionTime], columns: Int? = nil,
        tolerance: PixelTolerance = .standard
    ) -> Snapshotting {
        let cells = FilmstripCells()
        let place: (Int, Int) -> String? = { x, y in
            guard let index = cells.layout?.cell(atX: x, y: y), index < cells.labels.count else { return nil }
            return "in cell \(index + 1) (\(cells.labels[index]))"
        }
        return Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, place: place)) { scenario in
            MainActor.assumeIsolated {
                let harness = scenario.start()
                var frames: [(image: Pixmap, label: String)] = []
                for time in times {
                    harness.advance(to: time)
                    frames.append((harness.render(), String(format: "f%d  t = %.3f s", harness.frame, harness.time)))
                }
                let first = frames.first?.image ?? harness.render()
                let layout = FilmstripLayout(
                    cellWidth: first.width, cellHeight: first.height, count: frames.count, columns: columns)
                cells.layout = layout
                cells.labels = frames.map(\.label)
                return Filmstrip.compose(frames, layout: layout)
            }
        }
    }
}

extension Snapshotting where Value == TransitionHarness, Format == Pixmap {
    /// What the harness's window shows now, for tests that step time themselves.
    public static func image(tolerance: PixelTolerance = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { harness in
            MainActor.assumeIsolated { harness.render() }
        }
    }
}

/// What a filmstrip's failure message needs of the strip last taken: its layout depends on the frame size, known
/// only once the snapshot ran.
final class FilmstripCells: @unchecked Sendable {
    var layout: FilmstripLayout?
    var labels: [String] = []
}
