// `passage table` prints a demo's presented values, one row per frame, and nothing on stderr.
import Foundation
import XCTest

@MainActor
final class TableCommandTests: XCTestCase {
    /// snapshot-fold snapshots its card as it starts and fold-push its screens as the push starts
    /// (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`); the table runs them on the stage a render
    /// uses, snapshots drawn by the renderer, so no snapshot-without-renderer diagnostic reaches stderr.
    func testTableOfSnapshottingDemosPrintsNoDiagnostic() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (demo, firstLabel) in [("snapshot-fold", "card"), ("fold-push", "A")] {
            let run = try PassageProcess.run(["table", demo, "--fps", "10"], in: scratch.path)
            XCTAssertEqual(run.status, 0, demo)
            XCTAssertEqual(run.stderr, "", demo)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first?.hasPrefix("frame\tt\t\(firstLabel).x\t"), true, "\(demo): \(lines.first ?? "")")
            XCTAssertEqual(lines.dropFirst().first?.hasPrefix("0\t0.0000\t"), true, demo)
        }
    }
}
