// Scrubbing a UIViewPropertyAnimator with fractionComplete: linear while scrubsLinearly (the default), along the
// curve otherwise; scrubbing activates an inactive animator; setting it while running is ignored.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorScrubbingTests: XCTestCase {
    /// fractionComplete = 0.3 gives the 30% value while scrubsLinearly (default true) and 100·easeInOut(0.3) when false (±1e-4); the values hold on later frames.
    func testScrubToThirtyPercentIsLinearOrAlongTheCurve() async {
        for (linear, expected) in [(true, 30.0), (false, 100 * easeInEaseOut(0.3))] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
            XCTAssertTrue(animator.scrubsLinearly, "default")
            animator.scrubsLinearly = linear
            animator.fractionComplete = 0.3
            XCTAssertEqual(animator.state, .active, "scrubbing activates the animator")
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(Double(animator.fractionComplete), 0.3, accuracy: 1e-12)
            XCTAssertEqual(Double(view.presentedCenter.x), expected, accuracy: 1e-4, "scrubsLinearly \(linear)")
            loop.advance(frames: 10)
            XCTAssertEqual(Double(view.presentedCenter.x), expected, accuracy: 1e-4, "held, scrubsLinearly \(linear)")
        }
    }

    /// Scrubbing several properties on several views moves each to its 30% value (frame, alpha).
    func testScrubMovesEveryDrivenProperty() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) {
            a.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            b.alpha = 0
        }
        animator.fractionComplete = 0.3
        XCTAssertEqual(Double(a.layer.presentation()!.bounds.width), 130, accuracy: 1e-9)
        XCTAssertEqual(Double(a.presentedCenter.x), 50 + 0.3 * 150, accuracy: 1e-9)
        XCTAssertEqual(Double(b.layer.presentation()!.opacity), 0.7, accuracy: 1e-6)
    }

    /// Starting after a linear scrub continues from the scrubbed value to the end over the remaining time (0.7 s → 42 frames) without a jump.
    func testStartAfterScrubContinuesFromTheScrubbedValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.fractionComplete = 0.3
        animator.startAnimation()
        XCTAssertEqual(Double(view.presentedCenter.x), 30, accuracy: 1e-9, "no jump when it starts")
        let xs = trace(loop, frames: 42) { Double(view.presentedCenter.x) }
        XCTAssertTrue(zip(xs.dropFirst(), xs).allSatisfy { $0 >= $1 }, "moves monotonically to the end")
        XCTAssertLessThan(abs(xs[0] - 30), 2, "first frame stays close to the scrubbed value")
        XCTAssertEqual(completion.frames, [42])
        XCTAssertEqual(completion.values, [.end])
    }

    /// Setting fractionComplete on a running animator is ignored: the value on screen and fractionComplete are unchanged.
    func testSettingFractionCompleteWhileRunningIsIgnored() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        animator.startAnimation()
        loop.advance(frames: 10)
        let before = view.presentedCenter.x
        animator.fractionComplete = 0.9
        XCTAssertEqual(view.presentedCenter.x, before)
        XCTAssertEqual(Double(animator.fractionComplete), 1.0 / 3, accuracy: 1e-9)
        XCTAssertTrue(animator.isRunning)
        loop.step()
        XCTAssertEqual(Double(view.presentedCenter.x), 100 * 11.0 / 30, accuracy: 1e-9, "keeps running on its own time")
    }

    /// Scrub values outside 0…1 are clamped; NaN is ignored.
    func testScrubOutOfRangeIsClampedAndNaNIgnored() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.fractionComplete = 1.5
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(Double(view.presentedCenter.x), 100, accuracy: 1e-9)
        animator.fractionComplete = -2
        XCTAssertEqual(animator.fractionComplete, 0)
        animator.fractionComplete = .nan
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(Double(view.presentedCenter.x), 0, accuracy: 1e-9)
    }
}
