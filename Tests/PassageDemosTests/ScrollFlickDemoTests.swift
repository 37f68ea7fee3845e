// The scroll-flick demo: its own touch trace flicks a plain scroll view, which coasts into the bottom edge,
// bounces and springs back, is pulled past the edge and springs back again, ending at rest with the loop idle;
// the scene goes with its window; the recorded frames show the first rows, the pulled-past end and the last rows.
import Foundation
import PassageCore
import PassageRender
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class ScrollFlickDemoTests: XCTestCase {
    /// The largest offset: 30 rows of 80 pt on a 667 pt screen.
    private let maximumOffset: CGFloat = 30 * 80 - 667

    /// Start, middle and end: at rest at 0; released at 4000 pt/s the coast would go v0 · 0.499 = 1996 pt, past
    /// the end, so it bounces past the edge and rests exactly on it before the pull; pulled, it bands past the
    /// edge (less than the finger's travel); released at rest it springs back exactly to the edge, and the
    /// frame loop is idle at the end.
    func testFlickBouncesOffTheEndAndThePullSpringsBack() async {
        let stage = DemoStage()
        let scene = ScrollFlickScene(in: stage.window)
        let scrollView = scene.scrollView
        let player = TouchTracePlayer(trace: ScrollFlickScene.trace(screen: stage.window.bounds.size))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        stage.advance(to: ScrollFlickScene.flickRelease)
        XCTAssertTrue(scrollView.isDecelerating)
        let released = scrollView.contentOffset.y
        XCTAssertGreaterThan(released + 4000 * 0.499, maximumOffset, "the projected rest lies past the end")
        var furthest: CGFloat = 0
        while stage.now < ScrollFlickScene.pullTime - 0.05 {
            stage.step()
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, maximumOffset + 5, "it bounced past the end")
        XCTAssertEqual(scrollView.contentOffset.y, maximumOffset, "at rest on the edge before the pull")
        XCTAssertFalse(scrollView.isDecelerating)
        stage.advance(to: ScrollFlickScene.pullRelease - 0.02)
        let pulled = scrollView.contentOffset.y - maximumOffset
        XCTAssertGreaterThan(pulled, 50)
        XCTAssertLessThan(pulled, 667 * 0.4, "the rubber band gives less than the finger's travel")
        XCTAssertTrue(scrollView.isDragging)
        stage.advance(to: ScrollFlickScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(scrollView.contentOffset.y, maximumOffset)
        XCTAssertFalse(stage.loop.isBusy)
        XCTAssertEqual(
            scene.offsetBar.frame.minY, maximumOffset * 667 / 2400, accuracy: 1e-9, "the bar follows the offset")
    }

    /// The scene lives while its window shows it and goes with it, even released mid-coast.
    func testSceneIsReleasedWithItsWindow() async {
        weak var scene: ScrollFlickScene?
        weak var scrollView: UIScrollView?
        do {
            let stage = DemoStage()
            let made = ScrollFlickScene(in: stage.window)
            scene = made
            scrollView = made.scrollView
            let player = TouchTracePlayer(trace: ScrollFlickScene.trace(screen: stage.window.bounds.size))
            stage.advance(to: 0.8)
            XCTAssertNotNil(scene, "the window keeps the scene")
            XCTAssertTrue(made.scrollView.isDecelerating)
            player.stop()
            for subview in stage.window.subviews { subview.removeFromSuperview() }
        }
        XCTAssertNil(scene)
        XCTAssertNil(scrollView)
    }

    /// Recorded through SceneRecorder at 5 fps and half a pixel per point with its own trace: the first frame shows
    /// row 1 at the top (its avatar's colour left of the initials, 22 pt in and 40 pt down), the frame at 3.0 s (the
    /// pull's release) shows the grouped background (242 242 247) below row 30, and the last frame shows row 30 at
    /// the bottom of the screen (its avatar at 627 pt).
    func testRecordedFramesShowTheFirstRowsThePullAndTheEnd() async throws {
        let device = DeviceProfile(name: "half", size: CGSize(width: 375, height: 667), scale: 0.5)
        let demo = DemoCatalog.scrollFlick()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 5)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 5, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(demo, framesPerSecond: 5, device: device))
        func rgb(_ frame: Int, x: Int = 11, _ y: Int) -> [Int] {
            let p = sink.frames[frame].pixel(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        func expected(row: Int) -> [Int] {
            let c = ScrollFlickScene.avatarColor(ofRow: row).cgColor.components!
            return (0..<3).map { Int((c[$0] * 255).rounded()) }
        }
        func assertClose(_ a: [Int], _ b: [Int], _ message: String) {
            XCTAssertTrue(zip(a, b).allSatisfy { abs($0 - $1) <= 1 }, "\(a) vs \(b): \(message)")
        }
        assertClose(rgb(0, 20), expected(row: 0), "row 1 at the top at the start")
        assertClose(rgb(15, x: 5, 330), [242, 242, 247], "the background below the last row while pulled")
        assertClose(rgb(sink.frames.count - 1, 313), expected(row: 29), "row 30 at the bottom at the end")
    }
}
