// A layer's own CAMediaTiming: duration, repeats, autoreverse and fill apply to everything below it.
import XCTest

@testable import PassageCore

@MainActor
final class LayerTimingTests: XCTestCase {
    private func scene() -> (FrameLoop, CALayer, CALayer) {
        let loop = FrameLoop()
        loop.makeCurrent()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        child.add(animation, forKey: "x")
        return (loop, parent, child)
    }

    /// A parent layer with duration 1, autoreverses and repeatCount .infinity plays its sublayers' time
    /// forward then backward: a 1 s linear 0→100 animation reads 50 at t = 0.5 and again at t = 1.5, 0 at t = 2.
    func testAutoreversingRepeatingLayerMirrorsItsSublayersTime() async {
        let (loop, parent, child) = scene()
        parent.duration = 1
        parent.autoreverses = true
        parent.repeatCount = .infinity
        let expected: [(frames: Int, x: CGFloat)] = [(30, 50), (15, 75), (45, 50), (30, 0), (15, 25)]
        for step in expected {
            loop.advance(frames: step.frames)
            XCTAssertEqual(child.presentation()!.position.x, step.x, accuracy: 1e-9, "t = \(loop.clock.currentTime)")
        }
    }

    /// A layer with duration 0.5 and fillMode forwards stops its sublayers' time at 0.5 s after one pass.
    func testLayerFillForwardsFreezesItsSublayersTimeAfterItsDuration() async {
        let (loop, parent, child) = scene()
        parent.duration = 0.5
        parent.fillMode = .forwards
        loop.advance(frames: 45)
        XCTAssertEqual(child.presentation()!.position.x, 50, accuracy: 1e-9)
    }

    /// A layer without a duration (the default 0) does not fold time: the animation runs to its end.
    func testLayerWithoutDurationLeavesTimeUnfolded() async {
        let (loop, _, child) = scene()
        loop.advance(frames: 45)
        XCTAssertEqual(child.presentation()!.position.x, 75, accuracy: 1e-9)
    }
}
