// Bad input has a defined outcome: no crash, no hang, a diagnostic, and the documented fallback.
import XCTest

@testable import PassageCore

@MainActor
final class BadInputTests: XCTestCase {
    /// A NaN, infinite or negative duration becomes the transaction's duration (0.25 s by default, or the
    /// one set): the animation runs and ends on frame 15.
    func testInvalidDurationsFallBackToTheTransactionDefault() async {
        for duration in [Double.nan, .infinity, -.infinity, -1] {
            let loop = makeLoop()
            let layer = makeLayer()
            let log = AnimationLog("a", loop: loop)
            let animation = basic("position.x", from: 0, to: 100, duration: duration)
            animation.delegate = log
            layer.add(animation, forKey: "a")
            XCTAssertEqual(layer.animation(forKey: "a")?.duration, 0.25, "\(duration)")
            loop.advance(frames: 6)
            XCTAssertEqual(presentedX(layer), 40, accuracy: 1e-9, "\(duration)")
            XCTAssertTrue(loop.runUntilIdle(timeout: 1), "\(duration)")
            XCTAssertEqual(log.entries, ["start a@1", "stop a true@15"], "\(duration)")
        }
        _ = makeLoop()
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.75)
        layer.add(basic("position.x", from: 0, to: 1, duration: .nan), forKey: "a")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "a")?.duration, 0.75)
    }

    /// Invalid transaction durations (negative, NaN, infinite) are ignored.
    func testInvalidTransactionDurationsAreIgnored() async {
        _ = makeLoop()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        for bad in [-1, Double.nan, .infinity] { CATransaction.setAnimationDuration(bad) }
        XCTAssertEqual(CATransaction.animationDuration(), 0.5)
        CATransaction.commit()
    }

    /// An unknown (or missing) key path drops the animation: nothing attached, the layer unaffected, no
    /// callbacks, and an existing animation under the same key survives.
    func testUnknownKeyPathDropsTheAnimation() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 3, y: 4))
        layer.add(basic("position.x", from: 0, to: 100), forKey: "k")
        let log = AnimationLog("bad", loop: loop)
        for keyPath in ["positon", "position.w", "transform.rotation.q", ""] {
            let bad = basic(keyPath, from: 0, to: 1)
            bad.delegate = log
            layer.add(bad, forKey: "k")
        }
        let missing = CABasicAnimation()
        missing.fromValue = 0
        layer.add(missing, forKey: "missing")
        XCTAssertEqual(layer.animationKeys(), ["k"])
        loop.advance(frames: 30)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 50, y: 4))
        XCTAssertEqual(log.entries, [])
    }

    /// A value of the wrong type (a point for a scalar, a string for a transform, a number for a point)
    /// drops the animation; the layer shows its model.
    func testWrongValueTypeDropsTheAnimation() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 3, y: 4))
        layer.add(basic("position.x", from: CGPoint(x: 1, y: 1), to: 100), forKey: "a")
        layer.add(basic("transform", from: "identity"), forKey: "b")
        layer.add(basic("position", to: 5), forKey: "c")
        layer.add(basic("opacity", by: [1]), forKey: "d")
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, "one", 2]
        layer.add(keyframes, forKey: "e")
        let empty = CAKeyframeAnimation(keyPath: "position.x")
        layer.add(empty, forKey: "f")
        let pathOnScalar = CAKeyframeAnimation(keyPath: "opacity")
        pathOnScalar.path = CGMutablePath()
        layer.add(pathOnScalar, forKey: "g")
        XCTAssertNil(layer.animationKeys())
        loop.step()
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 3, y: 4))
        XCTAssertFalse(loop.isBusy)
    }

    /// Wrong keyTimes fall back to even spacing (the animation still runs), as do wrong tension values and
    /// timing function counts; the values are checked in KeyframeAnimationTests.
    func testBadKeyframeTimingStillRuns() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 400]
        animation.keyTimes = [0, 2, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        animation.tensionValues = [NSNumber(value: Double.nan)]
        animation.duration = 1
        layer.add(animation, forKey: "k")
        loop.advance(frames: 15)
        XCTAssertEqual(presentedX(layer), 50, accuracy: 1e-9)
    }

    /// VirtualClock ignores backwards, NaN and infinite steps; set(to:) ignores earlier times.
    func testVirtualClockIgnoresBadSteps() async {
        let loop = makeLoop()
        let clock = loop.clock as! VirtualClock
        clock.advance(by: 0.5)
        for bad in [-1, Double.nan, .infinity, -.infinity] { clock.advance(by: bad) }
        XCTAssertEqual(clock.currentTime, 0.5)
        clock.set(to: 0.25)
        clock.set(to: .nan)
        XCTAssertEqual(clock.currentTime, 0.5)
        XCTAssertEqual(VirtualClock(startTime: .nan).currentTime, 0)
        loop.step()
        XCTAssertEqual(clock.currentTime, 0.5 + 1.0 / 60, accuracy: 1e-12)
    }

    /// framesPerSecond outside 1…1000 (0, negative, huge) keeps the old rate; an initializer given one uses 60.
    func testBadFrameRatesKeepTheOldRate() async {
        let loop = makeLoop(framesPerSecond: 30)
        for bad in [0, -5, 1001] {
            loop.framesPerSecond = bad
            XCTAssertEqual(loop.framesPerSecond, 30, "\(bad)")
        }
        loop.advance(frames: 3)
        XCTAssertEqual(CACurrentMediaTime(), 0.1, accuracy: 1e-15)
        XCTAssertEqual(FrameLoop(framesPerSecond: 0).framesPerSecond, 60)
    }

    /// Bad timing values on an animation (NaN speed, NaN beginTime, negative repeatCount) do not crash or
    /// hang the loop.
    func testBadTimingValuesDoNotHang() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let nanSpeed = basic("position.x", from: 0, to: 1)
        nanSpeed.speed = .nan
        let nanBegin = basic("position.y", from: 0, to: 1)
        nanBegin.beginTime = .nan
        let negativeRepeat = basic("opacity", from: 0, to: 1)
        negativeRepeat.repeatCount = -3
        let hugeOffset = basic("cornerRadius", from: 0, to: 1)
        hugeOffset.timeOffset = -.infinity
        for (key, animation) in [("a", nanSpeed), ("b", nanBegin), ("c", negativeRepeat), ("d", hugeOffset)] {
            layer.add(animation, forKey: key)
        }
        _ = loop.runUntilIdle(timeout: 2)
        XCTAssertLessThanOrEqual(loop.frameCount, 120)
        let presented = layer.presentation()!
        XCTAssertFalse(presented.position.x.isNaN && presented.position.y.isNaN && presented.opacity.isNaN)
    }

    /// A layer cannot be added to a presentation copy; animations added to one are ignored.
    func testPresentationCopiesIgnoreAnimations() async {
        _ = makeLoop()
        let layer = makeLayer()
        let copy = layer.presentation()!
        copy.add(basic("position.x", from: 0, to: 1), forKey: "x")
        XCTAssertNil(copy.animationKeys())
        XCTAssertNil(layer.animationKeys())
    }

    /// Degenerate springs (mass 0, stiffness 0, negative damping, NaN) have a defined settling duration
    /// (finite, or infinite for an undamped one, which then falls back to the transaction's duration) and,
    /// added with it, run without crashing; runUntilIdle gives up at its timeout for a near-endless one.
    func testDegenerateSpringsDoNotCrash() async {
        for (mass, stiffness, damping) in [(0.0, 100.0, 10.0), (1, 0, 10), (1, 100, -5), (1, 100, 0), (.nan, 100, 10)] {
            let loop = makeLoop()
            let layer = makeLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.fromValue = 0
            spring.toValue = 100
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "s")
            let label = "m \(mass) k \(stiffness) c \(damping)"
            XCTAssertFalse(spring.settlingDuration.isNaN, label)
            _ = loop.runUntilIdle(timeout: 20)
            XCTAssertLessThanOrEqual(loop.frameCount, 1200, label)
            XCTAssertTrue(presentedX(layer).isFinite, label)
        }
    }
}
