// The frame loop serves the main dispatch queue as iOS's main run loop does between frames: `async` blocks run at
// the next frame, `asyncAfter` blocks at the first frame at or after their deadline on the loop's virtual clock.
import Foundation
import XCTest

@testable import PassageCore

/// What the blocks of a test saw, in order: a name with the loop's frame count and media time.
@MainActor
private final class RunLog {
    var entries: [(name: String, frame: Int, time: CFTimeInterval)] = []
    func add(_ name: String, _ loop: FrameLoop) {
        entries.append((name, loop.frameCount, loop.clock.currentTime))
    }
    var names: [String] { entries.map(\.name) }
}

@MainActor
final class MainQueueTests: XCTestCase {
    /// A block handed to `DispatchQueue.main.async` between frames runs in the next frame, after the clock
    /// advanced and before display links and frame observers (iOS drains the main queue before the next frame).
    func testAsyncBlockRunsAtTheNextFrameBeforeDisplayLinksAndObservers() async {
        let loop = makeLoop()
        let log = RunLog()
        let link = CADisplayLink { _ in log.add("link", loop) }
        link.add(to: .main, forMode: .common)
        loop.addFrameObserver { loop in log.add("observer", loop) }
        loop.step()
        log.entries.removeAll()
        DispatchQueue.main.async { log.add("block", loop) }
        XCTAssertEqual(log.names, [], "the block waits for the next frame")
        XCTAssertTrue(loop.isBusy, "a queued block keeps the loop busy")
        loop.step()
        XCTAssertEqual(log.names, ["block", "link", "observer"])
        XCTAssertEqual(log.entries[0].frame, 2)
        XCTAssertEqual(log.entries[0].time, 2.0 / 60, accuracy: 1e-12)
        loop.step()
        XCTAssertEqual(log.names, ["block", "link", "observer", "link", "observer"], "the block ran once")
        XCTAssertFalse(loop.isBusy)
        link.invalidate()
    }

    /// `asyncAfter(deadline: .now() + 0.3)` runs at the first frame at or after 0.3 s of the loop's virtual clock
    /// (frame 18 at 60 fps), however much wall-clock time passes while no frame is stepped.
    func testAsyncAfterRunsAtItsDeadlineOnTheVirtualClock() async {
        let loop = makeLoop()
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.add("late", loop) }
        usleep(350_000)  // 0.35 s of wall-clock time
        loop.advance(frames: 17)
        XCTAssertEqual(log.names, [], "0.35 s of wall-clock time and 17 frames are not 0.3 s of media time")
        loop.step()
        XCTAssertEqual(log.names, ["late"])
        XCTAssertEqual(log.entries[0].frame, 18)
        XCTAssertEqual(log.entries[0].time, 0.3, accuracy: 1e-9)
    }

    /// A deadline between two frames runs at the later frame; the delay counts from the loop's time when the
    /// block was handed over, not from frame 0.
    func testAsyncAfterBetweenFramesRunsAtTheFollowingFrame() async {
        let loop = makeLoop()
        let log = RunLog()
        loop.advance(frames: 6)  // 0.1 s
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { log.add("soon", loop) }
        loop.step()
        XCTAssertEqual(log.names, [], "0.1167 s is before the 0.12 s deadline")
        loop.step()
        XCTAssertEqual(log.entries.map(\.frame), [8])
    }

    /// Blocks that are ready at the same frame run in the order they became ready: a queued block at the time it
    /// was queued, a delayed one at its deadline; ties keep the order they were handed over in.
    func testReadyBlocksRunInTheOrderTheyBecameReady() async {
        let loop = makeLoop()
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { log.add("b 0.05", loop) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { log.add("a 0.02", loop) }
        DispatchQueue.main.asyncAfter(deadline: .now()) { log.add("now", loop) }
        DispatchQueue.main.async { log.add("async", loop) }
        loop.advance(seconds: 0.1)
        XCTAssertEqual(log.names, ["now", "async", "a 0.02", "b 0.05"])
        XCTAssertEqual(log.entries.map(\.frame), [1, 1, 2, 3])
        loop.advance(frames: 2)
        log.entries.removeAll()
        DispatchQueue.main.asyncAfter(deadline: .now()) { log.add("delayed", loop) }
        DispatchQueue.main.async { log.add("queued", loop) }
        loop.step()
        XCTAssertEqual(log.names, ["delayed", "queued"], "same ready time: the order they were handed over in")
    }

    /// A block queued by a block that runs waits for the next frame, so a block that queues itself again runs
    /// once a frame and never holds a frame up (here it stops after five runs).
    func testABlockQueuedFromAReadyBlockRunsAtTheFollowingFrame() async {
        let loop = makeLoop()
        let log = RunLog()
        @MainActor func again() {
            log.add("again", loop)
            if log.entries.count < 5 { DispatchQueue.main.async { again() } }
        }
        DispatchQueue.main.async { again() }
        loop.advance(frames: 3)
        XCTAssertEqual(log.entries.map(\.frame), [1, 2, 3])
        XCTAssertTrue(loop.runUntilIdle(timeout: 1), "the blocks still to run keep the loop busy")
        XCTAssertEqual(log.entries.map(\.frame), [1, 2, 3, 4, 5])
        XCTAssertEqual(loop.frameCount, 5)
    }

    /// `runUntilIdle` steps until a delayed block has run, and stops there.
    func testRunUntilIdleWaitsForDelayedBlocks() async {
        let loop = makeLoop()
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("done", loop) }
        XCTAssertTrue(loop.runUntilIdle(timeout: 2))
        XCTAssertEqual(log.entries.map(\.frame), [30])
        XCTAssertEqual(loop.frameCount, 30)
    }

    /// A block queued on the main queue also goes to Dispatch: when the run loop turns before the next frame (an
    /// expectation waited for), it runs then, and the frame does not run it again.
    func testAsyncBlockRunsOnceWhenTheRunLoopTurnsFirst() async {
        let loop = makeLoop()
        let log = RunLog()
        let ran = expectation(description: "run by Dispatch")
        DispatchQueue.main.async {
            log.add("block", loop)
            ran.fulfill()
        }
        await fulfillment(of: [ran], timeout: 5)
        XCTAssertEqual(log.entries.map(\.frame), [0])
        loop.advance(frames: 2)
        XCTAssertEqual(log.names, ["block"])
    }

    /// Other queues and `DispatchTime.distantFuture` are Dispatch's: a global queue's block runs without frames,
    /// a main-queue block for the distant future never runs and does not keep the loop busy.
    func testOtherQueuesAndTheDistantFutureAreLeftToDispatch() async {
        let loop = makeLoop()
        let ran = expectation(description: "global queue")
        DispatchQueue.global().async { ran.fulfill() }
        await fulfillment(of: [ran], timeout: 5)
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { XCTFail("the distant future came") }
        XCTAssertFalse(loop.isBusy)
    }
}
