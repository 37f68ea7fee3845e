// Reversing a UIViewPropertyAnimator: isReversed + continueAnimation runs back to the start values and reports
// .start with the model values at the start; reversing while running turns around without a jump.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorReversingTests: XCTestCase {
    /// Paused at 0.5 of 0.5 s, isReversed + continueAnimation(nil, durationFactor: 0) returns over the remaining time (0.25 s → 15 frames); completion(.start); model values are the start values.
    func testReverseAndContinueReturnsToStartAndReportsStart() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            view.center.x = 100
            view.alpha = 0.2
        }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 15)
        animator.pauseAnimation()
        let paused = Double(view.presentedCenter.x)
        XCTAssertEqual(paused, 50, accuracy: 1e-4)
        animator.isReversed = true
        XCTAssertTrue(animator.isReversed)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(Double(view.presentedCenter.x), paused, accuracy: 1e-9, "no jump when it turns")
        let xs = trace(loop, frames: 14) { Double(view.presentedCenter.x) }
        XCTAssertTrue(zip(xs.dropFirst(), xs).allSatisfy { $0 <= $1 }, "moves back monotonically")
        XCTAssertGreaterThan(xs.last!, 0)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [.start])
        XCTAssertEqual(view.center.x, 0, "model value back at the start")
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(view.presentedCenter.x, 0)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertNil(view.layer.animationKeys())
    }

    /// Reversing a running animator (no pause) turns it around on the spot: position continuous, back at the start after the elapsed time, completion(.start).
    func testReversingWhileRunningTurnsAroundWithoutAJump() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 24)
        animator.isReversed = true
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(Double(view.presentedCenter.x), 40, accuracy: 1e-9)
        loop.advance(frames: 12)
        XCTAssertEqual(Double(view.presentedCenter.x), 20, accuracy: 1e-9)
        loop.advance(frames: 12)
        XCTAssertEqual(completion.frames, [48])
        XCTAssertEqual(completion.values, [.start])
        XCTAssertEqual(view.center.x, 0)
    }

    /// Reversed before starting: the animator runs from the end values back to the start and reports .start.
    func testReversedBeforeStartRunsFromEndToStart() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.fractionComplete = 1
        animator.isReversed = true
        animator.startAnimation()
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(completion.values, [.start])
        XCTAssertEqual(completion.frames, [30])
    }
}
