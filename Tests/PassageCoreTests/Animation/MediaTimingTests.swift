// CAMediaTiming on animations and layers, through the engine: pause and resume, fill modes, repeats with
// autoreverse, speed, and begin times in the future. Animations are linear 0 → 100 over 1 s unless noted.
import XCTest

@testable import PassageCore

@MainActor
final class MediaTimingTests: XCTestCase {
    /// Steps `loop` to `frame` and returns the presented x.
    private func x(_ layer: CALayer, atFrame frame: Int, _ loop: FrameLoop) -> CGFloat {
        loop.advance(frames: frame - loop.frameCount)
        return presentedX(layer)
    }

    /// Pausing a layer (timeOffset = its local time now, speed = 0) freezes its animations; resuming
    /// (speed 1, timeOffset 0, beginTime 0, then beginTime = convertTime(now) − pausedTime) continues
    /// from the same value: no step larger than one frame's change (100/60 here) anywhere.
    func testPauseAndResumeKeepPresentedValuesContinuous() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("move", loop: loop)
        let animation = basic("position.x", from: 0, to: 100)
        animation.delegate = log
        layer.add(animation, forKey: "move")
        var samples: [CGFloat] = []
        func record(_ frames: Int) {
            for _ in 0..<frames {
                loop.step()
                samples.append(presentedX(layer))
            }
        }
        record(15)
        XCTAssertEqual(samples.last!, 25, accuracy: 1e-9)

        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        XCTAssertEqual(presentedX(layer), 25, accuracy: 1e-9, "pausing does not move the layer")
        record(30)
        XCTAssertEqual(samples.suffix(30), Array(repeating: samples[14], count: 30), "frozen while paused")
        XCTAssertFalse(loop.isBusy, "a paused animation does not keep the loop busy")

        let resumeFrame = loop.frameCount
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        XCTAssertEqual(presentedX(layer), 25, accuracy: 1e-9, "resuming does not move the layer")
        record(44)
        XCTAssertEqual(samples.last!, 25 + 100 * 44 / 60, accuracy: 1e-9)
        XCTAssertTrue(log.entries.filter { $0.hasPrefix("stop") }.isEmpty)
        record(1)
        XCTAssertEqual(log.entries.last, "stop move true@\(resumeFrame + 45)", "ends after 60 frames of unpaused time")
        for (previous, next) in zip(samples, samples.dropFirst().prefix(samples.count - 2)) {
            XCTAssertLessThanOrEqual(abs(next - previous), 100.0 / 60 + 1e-9)
        }
    }

    /// Pausing a parent layer pauses the animations of its sublayers (they run on its local time).
    func testPausingAParentFreezesSublayerAnimations() async {
        let loop = makeLoop()
        let parent = makeLayer()
        let child = makeLayer()
        parent.addSublayer(child)
        child.add(basic("position.x", from: 0, to: 100), forKey: "move")
        loop.advance(frames: 30)
        parent.timeOffset = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(child), 50, accuracy: 1e-9)
        XCTAssertEqual(child.animationKeys(), ["move"], "still attached while paused")
        // Scrubbing: timeOffset picks the shown time, as interactive transitions do.
        parent.timeOffset = 0.8
        XCTAssertEqual(presentedX(child), 80, accuracy: 1e-9)
    }

    /// Fill modes before and after the active time, for an animation 100 → 200 that begins 0.5 s in the
    /// future and lasts 1 s on a layer whose model x is 0 (isRemovedOnCompletion false so it stays).
    func testFillModesBeforeAndAfterTheActiveTime() async {
        let cases: [(mode: CAMediaTimingFillMode, before: CGFloat, after: CGFloat)] = [
            (.removed, 0, 0), (.forwards, 0, 200), (.backwards, 100, 0), (.both, 100, 200),
        ]
        for c in cases {
            let loop = makeLoop()
            let layer = makeLayer()
            let animation = basic("position.x", from: 100, to: 200)
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            animation.fillMode = c.mode
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "x")
            XCTAssertEqual(presentedX(layer), c.before, "\(c.mode.rawValue) at 0")
            XCTAssertEqual(x(layer, atFrame: 15, loop), c.before, "\(c.mode.rawValue) before the start")
            XCTAssertEqual(x(layer, atFrame: 30, loop), 100, accuracy: 1e-9, "\(c.mode.rawValue) at the start")
            XCTAssertEqual(x(layer, atFrame: 60, loop), 150, accuracy: 1e-9, "\(c.mode.rawValue) active")
            XCTAssertEqual(x(layer, atFrame: 90, loop), c.after, "\(c.mode.rawValue) at the end")
            XCTAssertEqual(x(layer, atFrame: 300, loop), c.after, "\(c.mode.rawValue) long after")
            XCTAssertEqual(layer.animationKeys(), ["x"])
        }
    }

    /// With isRemovedOnCompletion true (the default) the fill mode cannot hold the end value: the
    /// animation is removed on the frame it ends and the model shows.
    func testRemovalOnCompletionOverridesForwardsFill() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.fillMode = .forwards
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(layer, atFrame: 59, loop), 100 * 59 / 60, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 60, loop), 0)
        XCTAssertNil(layer.animationKeys())
    }

    /// Autoreverse with repeatCount 2 (two there-and-back cycles, 4 s): forward, backward, forward,
    /// backward; 1.25 passes in it shows 75; it ends at the start value (filled forwards).
    func testRepeatWithAutoreverse() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.repeatCount = 2
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        let samples: [(frame: Int, x: CGFloat)] = [
            (30, 50), (59, 100 * 59 / 60), (60, 100), (75, 75), (90, 50), (120, 0), (150, 50), (195, 75), (225, 25),
            (240, 0), (300, 0),
        ]
        for (frame, expected) in samples {
            XCTAssertEqual(x(layer, atFrame: frame, loop), expected, accuracy: 1e-9, "frame \(frame)")
        }
    }

    /// `repeatCount = HUGE` (Darwin's largest float, how iOS code repeats forever) still repeats after 100
    /// passes: a quarter of the way through its 1 s pass shows 25.
    func testRepeatCountHugeRepeatsForever() async {
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude)
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.repeatCount = HUGE
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(layer, atFrame: 60 * 100 + 15, loop), 25, accuracy: 1e-6)
        XCTAssertNotNil(layer.animation(forKey: "x"))
    }

    /// A fractional repeatCount ends mid-pass: 1.25 passes without autoreverse ends showing 25.
    func testFractionalRepeatCountEndsMidPass() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("x", loop: loop)
        let animation = basic("position.x", from: 0, to: 100)
        animation.repeatCount = 1.25
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = log
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(layer, atFrame: 66, loop), 10, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 75, loop), 25, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 120, loop), 25, accuracy: 1e-9)
        XCTAssertEqual(log.entries, ["start x@1", "stop x true@75"])
    }

    /// repeatDuration overrides repeatCount: 2.5 s of a 1 s animation ends at 50.
    func testRepeatDurationEndsAtThatTime() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.repeatDuration = 2.5
        animation.repeatCount = 10
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(layer, atFrame: 135, loop), 25, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 150, loop), 50, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 200, loop), 50, accuracy: 1e-9)
    }

    /// speed on the animation or on the layer scales time alike: speed 2 shows 50 at 0.25 s (frame 15) and ends at
    /// 0.5 s (frame 30); speed 0.5 shows 50 at 1 s (frame 60) and ends at 2 s (frame 120).
    func testSpeedOnTheAnimationAndOnTheLayer() async {
        let grid: [(speed: Float, onLayer: Bool)] = [(2, false), (0.5, false), (2, true), (0.5, true)]
        for (speed, onLayer) in grid {
            let loop = makeLoop()
            let layer = makeLayer()
            let log = AnimationLog("x", loop: loop)
            let animation = basic("position.x", from: 0, to: 100)
            animation.delegate = log
            if onLayer { layer.speed = speed } else { animation.speed = speed }
            layer.add(animation, forKey: "x")
            let halfway = Int(30 / speed)
            let end = Int(60 / speed)
            let label = "speed \(speed) on \(onLayer ? "layer" : "animation")"
            XCTAssertEqual(x(layer, atFrame: halfway, loop), 50, accuracy: 1e-9, label)
            XCTAssertEqual(
                x(layer, atFrame: end - 1, loop), 100 * CGFloat(end - 1) / CGFloat(end), accuracy: 1e-9, label)
            XCTAssertEqual(x(layer, atFrame: end, loop), 0, label)
            XCTAssertEqual(log.entries, ["start x@1", "stop x true@\(end)"], label)
        }
    }

    /// Layer and animation speeds multiply (2 × 2 = 4: the 1 s animation ends on frame 15).
    func testLayerAndAnimationSpeedsMultiply() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.speed = 2
        let animation = basic("position.x", from: 0, to: 100)
        animation.speed = 2
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(layer, atFrame: 6, loop), 40, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 15, loop), 0)
        XCTAssertNil(layer.animationKeys())
    }

    /// An animation whose beginTime is in the future shows nothing until then without a backwards fill
    /// (with one it shows the from value); its start callback comes on the frame it begins.
    func testBeginTimeInTheFuture() async {
        for fill in [CAMediaTimingFillMode.removed, .backwards] {
            let loop = makeLoop()
            let layer = makeLayer(position: CGPoint(x: -5, y: 0))
            let log = AnimationLog("later", loop: loop)
            let animation = basic("position.x", from: 0, to: 100)
            animation.beginTime = CACurrentMediaTime() + 1
            animation.fillMode = fill
            animation.delegate = log
            layer.add(animation, forKey: "later")
            let before: CGFloat = fill == .backwards ? 0 : -5
            XCTAssertEqual(x(layer, atFrame: 59, loop), before, fill.rawValue)
            XCTAssertEqual(log.entries, [], fill.rawValue)
            XCTAssertEqual(x(layer, atFrame: 60, loop), 0, accuracy: 1e-9, fill.rawValue)
            XCTAssertEqual(log.entries, ["start later@60"], fill.rawValue)
            XCTAssertEqual(x(layer, atFrame: 90, loop), 50, accuracy: 1e-9, fill.rawValue)
            XCTAssertEqual(x(layer, atFrame: 120, loop), -5, fill.rawValue)
            XCTAssertEqual(log.entries, ["start later@60", "stop later true@120"], fill.rawValue)
        }
    }

    /// An animation's timeOffset starts it part-way: timeOffset 0.25 shows 25 when added and ends 0.25 s early.
    func testAnimationTimeOffsetStartsPartWay() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.timeOffset = 0.25
        layer.add(animation, forKey: "x")
        XCTAssertEqual(presentedX(layer), 25, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 30, loop), 75, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 45, loop), 0)
        XCTAssertNil(layer.animationKeys())
    }

    /// convertTime maps through each layer's (t − beginTime) × speed + timeOffset, and back.
    func testConvertTimeBetweenLayers() async {
        let loop = makeLoop()
        let parent = makeLayer()
        let child = makeLayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 1
        child.speed = 0.5
        child.timeOffset = 3
        loop.advance(frames: 120)
        // parent local = (2 − 1) × 2 = 2; child local = 2 × 0.5 + 3 = 4.
        XCTAssertEqual(parent.convertTime(CACurrentMediaTime(), from: nil), 2, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(CACurrentMediaTime(), from: nil), 4, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(2, from: parent), 4, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(4, to: parent), 2, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(4, to: nil), 2, accuracy: 1e-12)
        XCTAssertEqual(parent.convertTime(5, to: child), 5.5, accuracy: 1e-12)
    }

    /// A negative speed plays an animation backwards: speed −1 with timeOffset 1 runs 100 → 0 over 1 s
    /// and ends when its local time reaches 0 (how a cancelled interactive transition runs back).
    func testNegativeSpeedPlaysBackwards() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: -1, y: 0))
        let log = AnimationLog("back", loop: loop)
        let animation = basic("position.x", from: 0, to: 100)
        animation.speed = -1
        animation.timeOffset = 1
        animation.fillMode = .both
        animation.delegate = log
        layer.add(animation, forKey: "back")
        XCTAssertEqual(x(layer, atFrame: 15, loop), 75, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 45, loop), 25, accuracy: 1e-9)
        XCTAssertEqual(x(layer, atFrame: 60, loop), -1, "removed on completion")
        XCTAssertEqual(log.entries, ["start back@1", "stop back true@60"])
    }

    /// An animation of speed 0 is frozen at its timeOffset and never ends (the loop is not busy with it).
    func testAnimationSpeedZeroFreezesAtTimeOffset() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.speed = 0
        animation.timeOffset = 0.3
        layer.add(animation, forKey: "frozen")
        XCTAssertFalse(loop.isBusy)
        XCTAssertEqual(x(layer, atFrame: 120, loop), 30, accuracy: 1e-9)
        XCTAssertEqual(layer.animationKeys(), ["frozen"])
    }
}
