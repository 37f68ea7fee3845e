// `passage table` runs a scene on the stage a recording runs it on: the device's screen, snapshots drawn by the
// renderer, frame 0 committed before time advances. Only the drawing is left out.
import Passage
import PassageDemos
import PassageScenes
import XCTest

@MainActor
final class SceneTableTests: XCTestCase {
    /// A scene that snapshots (snapshot-fold, then `snapshotView(afterScreenUpdates:)` of its window) gets bitmaps
    /// in the table as in a render, so its stage raises no snapshot-without-renderer diagnostic.
    func testTableOfASnapshottingSceneDrawsSnapshotsWithoutADiagnostic() async throws {
        let fold = try XCTUnwrap(DemoCatalog.named("snapshot-fold"))
        var loop: FrameLoop?
        var snapshot: UIView?
        let probe = Scene(name: fold.name, summary: fold.summary, duration: 0.2) { window in
            loop = FrameLoop.current
            let watched = fold.start(window)
            snapshot = window.snapshotView(afterScreenUpdates: false)
            return watched
        }
        let lines = SceneTable.lines(for: probe, framesPerSecond: 10)
        XCTAssertEqual(lines.count, 1 + 3, "the header, frame 0 and two frames of 0.1 s")
        let stage = try XCTUnwrap(loop)
        XCTAssertNotNil(stage.snapshotRenderer)
        XCTAssertNotNil(snapshot?.layer.contents, "a bitmap, not a frozen copy of the layers")
        XCTAssertFalse(stage.diagnostics.contains { $0.code == .snapshotWithoutRenderer }, "\(stage.diagnostics)")
    }
}
