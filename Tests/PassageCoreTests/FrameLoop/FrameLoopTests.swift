// The frame loop: the documented order of work in a frame, virtual time on an exact grid, and
// runUntilIdle's notion of "busy".
import XCTest

@testable import PassageCore

@MainActor
final class FrameLoopTests: XCTestCase {
    /// A loop is current while it steps and while `perform` runs, and the loop current before is current again
    /// afterwards, so loops stepped in turn each run their frame work on themselves.
    func testALoopIsCurrentWhileItStepsAndPerforms() async {
        let outer = FrameLoop()
        outer.makeCurrent()
        let other = FrameLoop()
        var seen: [Bool] = []
        other.addFrameObserver { _ in seen.append(FrameLoop.current === other) }
        other.addLayoutPass { _ in seen.append(FrameLoop.current === other) }
        other.step()
        other.advance(frames: 1)
        XCTAssertEqual(seen, [true, true, true, true])
        XCTAssertTrue(FrameLoop.current === outer)
        XCTAssertEqual(other.perform { CACurrentMediaTime() }, other.clock.currentTime)
        XCTAssertTrue(other.perform { FrameLoop.current } === other)
        XCTAssertTrue(FrameLoop.current === outer)
    }

    /// Within a frame: display links, then layout passes, then animation callbacks, then frame observers
    /// (FrameLoop's header, phases 3, 4, 6, 8), every frame.
    func testOrderOfWorkInAFrame() async {
        let loop = makeLoop()
        var log: [String] = []
        let link = CADisplayLink { _ in log.append("link@\(loop.frameCount)") }
        link.add(to: .main, forMode: .common)
        loop.addLayoutPass { _ in log.append("layout@\(loop.frameCount)") }
        loop.addFrameObserver { _ in log.append("observer@\(loop.frameCount)") }
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 1, duration: 1.0 / 30)
        animation.delegate = AnimationLogCallback { log.append("\($0)@\(loop.frameCount)") }
        layer.add(animation, forKey: "a")
        loop.advance(frames: 2)
        XCTAssertEqual(
            log,
            [
                "link@1", "layout@1", "start@1", "observer@1",
                "link@2", "layout@2", "stop@2", "observer@2",
            ])
    }

    /// Changes made by display links are committed before animation bookkeeping, so their implicit
    /// animations exist (and have begun) by the time observers look.
    func testDisplayLinkChangesAreCommittedBeforeObservers() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var firedAt: Int?
        let link = CADisplayLink { link in
            guard loop.frameCount == 1 else { return }
            CATransaction.setCompletionBlock { firedAt = loop.frameCount }
        }
        link.add(to: .main, forMode: .common)
        var seenKeys: [String]?
        loop.addFrameObserver { _ in if loop.frameCount == 1 { seenKeys = layer.animationKeys() } }
        layer.position = CGPoint(x: 3, y: 0)
        loop.step()
        XCTAssertEqual(seenKeys, ["position"])
        XCTAssertEqual(firedAt, 1)
    }

    /// Virtual time sits on an exact grid: frame n at 60 fps is n/60 (frame 30 is exactly 0.5, frame 60 exactly 1).
    func testVirtualTimeIsExact() async {
        let loop = makeLoop()
        XCTAssertEqual(CACurrentMediaTime(), 0)
        loop.step()
        XCTAssertEqual(CACurrentMediaTime(), 1.0 / 60)
        loop.advance(frames: 29)
        XCTAssertEqual(CACurrentMediaTime(), 0.5)
        XCTAssertEqual(loop.frameCount, 30)
        loop.advance(frames: 30)
        XCTAssertEqual(CACurrentMediaTime(), 1)
        loop.advance(frames: 3540)
        XCTAssertEqual(CACurrentMediaTime(), 60, "no drift after a minute")
        XCTAssertEqual(loop.frameDuration, 1.0 / 60)
    }

    /// advance(seconds:) runs whole frames until at least that much time has passed.
    func testAdvanceSecondsRunsWholeFrames() async {
        let loop = makeLoop()
        loop.advance(seconds: 0.5)
        XCTAssertEqual(loop.frameCount, 30)
        loop.advance(seconds: 0.01)
        XCTAssertEqual(loop.frameCount, 31)
        loop.advance(seconds: -1)
        loop.advance(seconds: .nan)
        XCTAssertEqual(loop.frameCount, 31)
    }

    /// Changing framesPerSecond continues the grid from the current time at the new rate.
    func testChangingTheRateStartsANewGrid() async {
        let loop = makeLoop()
        loop.advance(frames: 30)
        loop.framesPerSecond = 30
        loop.advance(frames: 15)
        XCTAssertEqual(CACurrentMediaTime(), 1)
        XCTAssertEqual(loop.frameDuration, 1.0 / 30)
    }

    /// Moving a virtual clock forward by hand between frames starts a new grid from there.
    func testClockMovedByHandStartsANewGrid() async {
        let loop = makeLoop()
        loop.advance(frames: 3)
        (loop.clock as! VirtualClock).advance(by: 0.25)
        loop.step()
        XCTAssertEqual(CACurrentMediaTime(), 0.3 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertGreaterThan(CACurrentMediaTime(), 0.3)
    }

    /// runUntilIdle steps until every finite animation has ended and returns true; the loop is then idle.
    func testRunUntilIdleReturnsTrueAfterAnimationsEnd() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("position.x", from: 0, to: 1, duration: 0.5), forKey: "a")
        layer.position = CGPoint(x: 1, y: 1)
        XCTAssertTrue(loop.isBusy)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(loop.frameCount, 30)
        XCTAssertFalse(loop.isBusy)
        XCTAssertNil(layer.animationKeys())
    }

    /// Infinite animations (repeatCount .infinity) and display links do not count as busy: runUntilIdle
    /// returns true at once, without stepping, as documented.
    func testInfiniteAnimationsDoNotCountAsBusy() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let forever = basic("position.x", from: 0, to: 1)
        forever.repeatCount = .infinity
        layer.add(forever, forKey: "forever")
        CADisplayLink { _ in }.add(to: .main, forMode: .common)
        XCTAssertTrue(loop.runUntilIdle(timeout: 5))
        XCTAssertEqual(loop.frameCount, 0)
        loop.advance(frames: 90)
        XCTAssertEqual(presentedX(layer), 0.5, accuracy: 1e-9, "still running")
    }

    /// A busy check that never clears (a transition whose completeTransition is never called) makes
    /// runUntilIdle give up at the timeout in media time and return false, without hanging.
    func testRunUntilIdleTimesOutOnABusyCheckThatNeverClears() async {
        let loop = makeLoop()
        loop.addBusyCheck { true }
        XCTAssertFalse(loop.runUntilIdle(timeout: 1))
        XCTAssertEqual(loop.frameCount, 60)
        XCTAssertEqual(CACurrentMediaTime(), 1)
        XCTAssertFalse(loop.runUntilIdle(timeout: 0))
        XCTAssertEqual(loop.frameCount, 60)
    }

    /// A busy check that clears lets runUntilIdle return true on that frame.
    func testRunUntilIdleStopsWhenABusyCheckClears() async {
        let loop = makeLoop()
        loop.addBusyCheck { loop.frameCount < 10 }
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(loop.frameCount, 10)
    }

    /// A queued stop callback (an animation removed early) keeps the loop busy until it is delivered.
    func testQueuedCallbacksKeepTheLoopBusy() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("a", loop: loop)
        let forever = basic("position.x", from: 0, to: 1)
        forever.repeatCount = .infinity
        forever.delegate = log
        layer.add(forever, forKey: "a")
        loop.step()
        layer.removeAnimation(forKey: "a")
        XCTAssertTrue(loop.isBusy)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(log.entries, ["start a@1", "stop a false@2"])
    }

    /// Removed frame observers are no longer called.
    func testRemoveFrameObserver() async {
        let loop = makeLoop()
        var calls = 0
        let token = loop.addFrameObserver { _ in calls += 1 }
        loop.advance(frames: 3)
        loop.removeFrameObserver(token)
        loop.advance(frames: 3)
        XCTAssertEqual(calls, 3)
    }
}
