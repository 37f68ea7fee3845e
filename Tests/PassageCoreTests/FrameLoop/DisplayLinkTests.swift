// CADisplayLink: one call per frame with timestamp, targetTimestamp and duration; preferred rates,
// pausing and invalidation.
import XCTest

@testable import PassageCore

@MainActor
final class DisplayLinkTests: XCTestCase {
    /// A link fires once per frame; timestamp is the frame's time, targetTimestamp the next frame's,
    /// duration one frame (1/60 s).
    func testFiresEachFrameWithTimestamps() async {
        let loop = makeLoop()
        var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { calls.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        XCTAssertEqual(link.duration, 0)
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        loop.advance(frames: 3)
        XCTAssertEqual(calls.count, 3, "added twice, still fires once per frame")
        for (index, call) in calls.enumerated() {
            let n = Double(index + 1)
            XCTAssertEqual(call.0, n / 60)
            XCTAssertEqual(call.1, n / 60 + 1.0 / 60, accuracy: 1e-15)
            XCTAssertEqual(call.2, 1.0 / 60)
        }
    }

    /// preferredFramesPerSecond 30 on a 60 fps loop fires every other frame (frames 2, 4, …) with duration 1/30.
    func testPreferredRateFiresEveryOtherFrame() async {
        let loop = makeLoop()
        var frames: [Int] = []
        let link = CADisplayLink { _ in frames.append(loop.frameCount) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        loop.advance(frames: 8)
        XCTAssertEqual(frames, [2, 4, 6, 8])
        XCTAssertEqual(link.duration, 2.0 / 60)
        XCTAssertEqual(link.targetTimestamp, 8.0 / 60 + 2.0 / 60, accuracy: 1e-15)
    }

    /// Preferred rates at or above the loop's rate, or 0, fire every frame; 20 fps fires every third frame.
    func testPreferredRateGrid() async {
        for (preferred, expected) in [
            (0, [1, 2, 3, 4, 5, 6]), (60, [1, 2, 3, 4, 5, 6]), (120, [1, 2, 3, 4, 5, 6]), (20, [3, 6]),
        ] {
            let loop = makeLoop()
            var frames: [Int] = []
            let link = CADisplayLink { _ in frames.append(loop.frameCount) }
            link.preferredFramesPerSecond = preferred
            link.add(to: .main, forMode: .common)
            loop.advance(frames: 6)
            XCTAssertEqual(frames, expected, "preferred \(preferred)")
        }
    }

    /// isPaused suspends calls; clearing it resumes them.
    func testIsPausedSuspendsCalls() async {
        let loop = makeLoop()
        var frames: [Int] = []
        let link = CADisplayLink { _ in frames.append(loop.frameCount) }
        link.add(to: .main, forMode: .common)
        loop.step()
        link.isPaused = true
        loop.advance(frames: 2)
        link.isPaused = false
        loop.step()
        XCTAssertEqual(frames, [1, 4])
    }

    /// invalidate() stops the link for good (adding it again is ignored) and releases its target;
    /// remove(from:forMode:) stops it until it is added again.
    func testInvalidateAndRemove() async {
        final class Target {
            var ticks = 0
            func tick(_ link: CADisplayLink) { ticks += 1 }
        }
        let loop = makeLoop()
        var target: Target? = Target()
        weak let weakTarget = target
        let link = CADisplayLink(target: target!, action: Target.tick)
        link.add(to: .main, forMode: .common)
        loop.advance(frames: 2)
        XCTAssertEqual(target?.ticks, 2)
        link.remove(from: .main, forMode: .common)
        loop.step()
        XCTAssertEqual(target?.ticks, 2)
        link.add(to: .main, forMode: .common)
        loop.step()
        XCTAssertEqual(target?.ticks, 3)
        link.invalidate()
        target = nil
        XCTAssertNil(weakTarget, "invalidate releases the target")
        link.add(to: .main, forMode: .common)
        loop.advance(frames: 2)
        XCTAssertTrue(loop.displayLinks.isEmpty)
    }

    /// A link may invalidate itself from its own callback; it is not called again.
    func testInvalidatingFromTheCallback() async {
        let loop = makeLoop()
        var calls = 0
        let link = CADisplayLink { link in
            calls += 1
            if calls == 2 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        loop.advance(frames: 5)
        XCTAssertEqual(calls, 2)
    }
}
