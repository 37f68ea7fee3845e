// Adding animations to a UIViewPropertyAnimator: delayFactor starts a block part-way through, blocks added
// while running cover the remaining time ((1 − fractionComplete) × duration), and several completions run in order.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorAddAnimationsTests: XCTestCase {
    /// addAnimations(_:delayFactor: 0.5) on a 1 s linear animator: that block holds its start value until t = 0.5, then reaches its end with the animator (t = 0.75 → halfway).
    func testDelayFactorStartsTheBlockPartWay() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let a = makeView()
        let b = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 100 }
        animator.addAnimations({ b.center.x = 100 }, delayFactor: 0.5)
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        XCTAssertEqual(b.center.x, 100, "the model changes when the animator starts")
        let frames = trace(loop, frames: 60) { (Double(a.presentedCenter.x), Double(b.presentedCenter.x)) }
        for frame in [15, 30] {
            XCTAssertEqual(frames[frame - 1].1, 0, accuracy: 1e-9, "frame \(frame): delayed block holds")
        }
        XCTAssertEqual(frames[44].0, 75, accuracy: 1e-9)
        XCTAssertEqual(frames[44].1, 50, accuracy: 1e-9)
        XCTAssertEqual(frames[53].1, 80, accuracy: 1e-9)
        XCTAssertEqual(frames[59].1, 100, accuracy: 1e-9)
        XCTAssertEqual(completion.frames, [60])
    }

    /// Scrubbing covers a delayed block too: at fractionComplete 0.75 a delayFactor 0.5 block is halfway.
    func testDelayFactorBlockFollowsScrubbing() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let b = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ b.center.x = 100 }, delayFactor: 0.5)
        animator.fractionComplete = 0.25
        XCTAssertEqual(Double(b.presentedCenter.x), 0, accuracy: 1e-9)
        animator.fractionComplete = 0.75
        XCTAssertEqual(Double(b.presentedCenter.x), 50, accuracy: 1e-9)
    }

    /// Animations added while running run for the remaining time: added at 0.5 of a 1 s linear animator, a block is halfway at t = 0.75 and done at t = 1 with the animator.
    func testAnimationsAddedWhileRunningCoverTheRemainingTime() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let a = makeView()
        let b = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 30)
        animator.addAnimations { b.center.x = 100 }
        XCTAssertEqual(b.center.x, 100)
        XCTAssertEqual(Double(b.presentedCenter.x), 0, accuracy: 1e-9, "starts from where it is")
        loop.advance(frames: 15)
        XCTAssertEqual(Double(b.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(Double(b.presentedCenter.x), 100, accuracy: 1e-9)
        XCTAssertEqual(completion.frames, [60])
        XCTAssertNil(b.layer.animationKeys())
    }

    /// Animations added to a paused animator start at once and follow later scrubbing over the remaining range.
    func testAnimationsAddedWhilePausedFollowTheRemainingRange() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let b = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.fractionComplete = 0.6
        animator.addAnimations { b.center.x = 100 }
        XCTAssertEqual(Double(b.presentedCenter.x), 0, accuracy: 1e-9)
        animator.fractionComplete = 0.8
        XCTAssertEqual(Double(b.presentedCenter.x), 50, accuracy: 1e-9)
    }

    /// Several completions run once each, in the order they were added, with the same position.
    func testCompletionsRunInOrderOnce() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        var order: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { order.append("first \($0)") }
        animator.addCompletion { order.append("second \($0)") }
        animator.startAnimation()
        loop.runUntilIdle()
        XCTAssertEqual(order, ["first end", "second end"])
        XCTAssertEqual(loop.frameCount, 15)
    }
}
