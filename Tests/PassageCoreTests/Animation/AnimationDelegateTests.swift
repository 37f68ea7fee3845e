// CAAnimationDelegate: animationDidStart / animationDidStop(finished:) on the right frame, for animations
// that end, are removed early, are replaced under the same key, or stay after completion.
import XCTest

@testable import PassageCore

@MainActor
final class AnimationDelegateTests: XCTestCase {
    /// An animation of 0.5 s added at t = 0 stops on frame 30 at 60 fps (t = 0.5 exactly), not 29 or 31;
    /// it starts at the first frame's bookkeeping.
    func testStopComesOnTheFrameTheAnimationEnds() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("a", loop: loop)
        let animation = basic("position.x", from: 0, to: 100, duration: 0.5)
        animation.delegate = log
        layer.add(animation, forKey: "a")
        XCTAssertEqual(log.entries, [], "nothing is delivered before the first frame")
        loop.advance(frames: 29)
        XCTAssertEqual(log.entries, ["start a@1"])
        XCTAssertEqual(layer.animationKeys(), ["a"])
        loop.step()
        XCTAssertEqual(log.entries, ["start a@1", "stop a true@30"])
        XCTAssertNil(layer.animationKeys())
        loop.advance(frames: 10)
        XCTAssertEqual(log.entries.count, 2, "each callback exactly once")
    }

    /// The stop frame is the first frame at or after the end, for several durations and rates.
    func testStopFrameForDurationsAndRates() async {
        let grid: [(fps: Int, duration: Double, stopFrame: Int)] = [
            (60, 0.25, 15), (60, 1, 60), (60, 0.51, 31), (30, 0.5, 15), (120, 0.5, 60), (24, 1.0 / 3, 8),
        ]
        for (fps, duration, stopFrame) in grid {
            let loop = makeLoop(framesPerSecond: fps)
            let layer = makeLayer()
            let log = AnimationLog("a", loop: loop)
            let animation = basic("position.x", from: 0, to: 1, duration: duration)
            animation.delegate = log
            layer.add(animation, forKey: "a")
            loop.advance(frames: stopFrame + 2)
            XCTAssertEqual(log.entries.last, "stop a true@\(stopFrame)", "\(duration) s at \(fps) fps")
        }
    }

    /// An animation removed before its end hears animationDidStop(finished: false) at the next frame's
    /// bookkeeping, not during removeAnimation(forKey:); its value disappears at once.
    func testRemovedEarlyStopsNotFinishedAtTheNextFrame() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("a", loop: loop)
        let animation = basic("position.x", from: 0, to: 100)
        animation.delegate = log
        layer.add(animation, forKey: "a")
        loop.advance(frames: 10)
        layer.removeAnimation(forKey: "a")
        XCTAssertEqual(log.entries, ["start a@1"])
        XCTAssertEqual(presentedX(layer), 0)
        loop.step()
        XCTAssertEqual(log.entries, ["start a@1", "stop a false@11"])
        loop.advance(frames: 60)
        XCTAssertEqual(log.entries.count, 2)
    }

    /// Adding an animation under a key in use replaces the old one, which stops not finished (next frame).
    func testReplacingUnderTheSameKeyStopsTheOldOneUnfinished() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let book = AnimationLogBook()
        let first = basic("position.x", from: 0, to: 100)
        first.delegate = AnimationLog("first", loop: loop, book: book)
        layer.add(first, forKey: "move")
        loop.advance(frames: 20)
        let second = basic("position.x", from: 500, to: 600, duration: 0.5)
        second.delegate = AnimationLog("second", loop: loop, book: book)
        layer.add(second, forKey: "move")
        XCTAssertEqual(layer.animationKeys(), ["move"])
        XCTAssertEqual(presentedX(layer), 500)
        loop.advance(frames: 40)
        XCTAssertEqual(
            book.entries, ["start first@1", "stop first false@21", "start second@21", "stop second true@50"])
    }

    /// removeAllAnimations stops each one not finished, in the order they were added.
    func testRemoveAllAnimationsStopsEachUnfinished() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let book = AnimationLogBook()
        for name in ["a", "b", "c"] {
            let animation = basic("position.x", from: 0, to: 100)
            animation.delegate = AnimationLog(name, loop: loop, book: book)
            layer.add(animation, forKey: name == "b" ? nil : name)
        }
        loop.step()
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
        loop.step()
        XCTAssertEqual(
            book.entries, ["start a@1", "start b@1", "start c@1", "stop a false@2", "stop b false@2", "stop c false@2"])
    }

    /// isRemovedOnCompletion false keeps the animation attached after it finishes (stop finished true once);
    /// with fillMode forwards it holds the end value.
    func testNotRemovedOnCompletionKeepsTheAnimation() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("a", loop: loop)
        let animation = basic("position.x", from: 0, to: 100, duration: 0.5)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.delegate = log
        layer.add(animation, forKey: "a")
        loop.advance(frames: 90)
        XCTAssertEqual(log.entries, ["start a@1", "stop a true@30"])
        XCTAssertEqual(layer.animationKeys(), ["a"])
        XCTAssertEqual(presentedX(layer), 100)
        XCTAssertEqual(layer.position.x, 0, "the model is unchanged")
        XCTAssertFalse(loop.isBusy, "a finished, kept animation does not keep the loop busy")
        layer.removeAnimation(forKey: "a")
        loop.step()
        XCTAssertEqual(log.entries, ["start a@1", "stop a true@30"], "a stopped animation is not stopped again")
        XCTAssertEqual(presentedX(layer), 0)
    }

    /// A delegate may add a follow-up animation from animationDidStop; it begins at that frame's time.
    func testChainingFromTheStopCallback() async {
        @MainActor final class Chainer: CAAnimationDelegate {
            let layer: CALayer
            init(layer: CALayer) { self.layer = layer }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                layer.add(basic("position.x", from: 100, to: 200, duration: 0.5), forKey: "second")
            }
        }
        let loop = makeLoop()
        let layer = makeLayer()
        let first = basic("position.x", from: 0, to: 100, duration: 0.5)
        first.delegate = Chainer(layer: layer)
        layer.add(first, forKey: "first")
        loop.advance(frames: 30)
        XCTAssertEqual(layer.animationKeys(), ["second"])
        XCTAssertEqual(presentedX(layer), 100)
        loop.advance(frames: 15)
        XCTAssertEqual(presentedX(layer), 150, accuracy: 1e-9)
    }

    /// Start callbacks for an animation with a future beginTime come on the frame it begins; callbacks of
    /// several layers come in the order the layers first gained an animation.
    func testCallbacksAcrossLayersComeInOrder() async {
        let loop = makeLoop()
        let book = AnimationLogBook()
        let (first, second) = (makeLayer(), makeLayer())
        let late = basic("position.x", from: 0, to: 1, duration: 0.25)
        late.beginTime = CACurrentMediaTime() + 0.25
        late.delegate = AnimationLog("late", loop: loop, book: book)
        first.add(late, forKey: "late")
        let early = basic("position.x", from: 0, to: 1, duration: 0.5)
        early.delegate = AnimationLog("early", loop: loop, book: book)
        second.add(early, forKey: "early")
        loop.advance(frames: 40)
        XCTAssertEqual(book.entries, ["start early@1", "start late@15", "stop late true@30", "stop early true@30"])
    }
}
