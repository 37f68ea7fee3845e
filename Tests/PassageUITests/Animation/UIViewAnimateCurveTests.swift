// UIView.animate(withDuration:delay:options:…): model values change at once, the presentation follows the
// selected curve, the delay holds the old value, and the completion fires once on the frame the animation ends.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAnimateCurveTests: XCTestCase {
    /// Model values change at once inside an animation block (reference: model vs presentation).
    func testModelValueChangesAtOnceWhilePresentationStartsAtOldValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5) { view.center = CGPoint(x: 105, y: 5) }
        XCTAssertEqual(view.center, CGPoint(x: 105, y: 5))
        XCTAssertEqual(view.layer.position, CGPoint(x: 105, y: 5))
        XCTAssertEqual(view.presentedCenter.x, 5, accuracy: 1e-9)
        XCTAssertNotNil(view.layer.animationKeys())
    }

    /// A plain UIView.animate uses easeInEaseOut (0.42, 0, 0.58, 1): x(t) = from + Δ·bezier(t / duration), ±1e-4 pt.
    func testPlainAnimatePresentationFollowsEaseInEaseOutEveryFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5) { view.center = CGPoint(x: 105, y: 5) }
        let xs = trace(loop, frames: 29) { Double(view.presentedCenter.x) }
        for (index, x) in xs.enumerated() {
            let t = Double(index + 1) / 60
            XCTAssertEqual(x, 5 + 100 * easeInEaseOut(t / 0.5), accuracy: 1e-4, "frame \(index + 1)")
        }
        XCTAssertEqual(xs[14], 55, accuracy: 1e-4, "the symmetric curve is halfway at half time")
    }

    /// Each curve option (easeInOut 0, easeIn 1, easeOut 2, linear 3, `<< 16`) paces the presentation with its control points, ±1e-4 pt.
    func testEachCurveOptionPacesPresentationWithItsControlPoints() async {
        for entry in uiKitCurves {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 0.5, delay: 0, options: entry.option, animations: { view.center.x = 205 })
            let xs = trace(loop, frames: 29) { Double(view.presentedCenter.x) }
            let (x1, y1, x2, y2) = entry.points
            for frame in [1, 6, 10, 15, 20, 24, 29] {
                let expected = 5 + 200 * bezierY(atX: Double(frame) / 30, x1, y1, x2, y2)
                XCTAssertEqual(xs[frame - 1], expected, accuracy: 1e-4, "\(entry.name) frame \(frame)")
            }
        }
    }

    /// The completion fires exactly once, finished true, on the frame the animation ends (0.5 s at 60 fps → frame 30), for every curve.
    func testCompletionFiresOnceWithFinishedTrueOnTheEndFrameForEachCurve() async {
        for entry in uiKitCurves {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let completion = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: 0.5, delay: 0, options: entry.option, animations: { view.alpha = 0.2 },
                completion: completion.handler)
            loop.advance(frames: 29)
            XCTAssertTrue(completion.calls.isEmpty, "\(entry.name): not before the end")
            loop.step()
            XCTAssertEqual(completion.frames, [30], entry.name)
            XCTAssertEqual(completion.values, [true], entry.name)
            loop.advance(frames: 60)
            XCTAssertEqual(completion.calls.count, 1, "\(entry.name): exactly once")
            XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.2, accuracy: 1e-6)
            XCTAssertNil(view.layer.animationKeys(), "the finished animation is removed")
        }
    }

    /// After the end the presentation shows the model value exactly.
    func testPresentationEqualsModelOnTheEndFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5) { view.frame = CGRect(x: 40, y: 50, width: 60, height: 70) }
        loop.advance(frames: 30)
        XCTAssertEqual(view.presentedCenter, CGPoint(x: 70, y: 85))
        XCTAssertEqual(view.layer.presentation()!.bounds.size, CGSize(width: 60, height: 70))
    }

    /// During the delay the view shows the old value; then the curve runs over the duration (delay 0.25, duration 0.5 → halfway at frame 30, completion at frame 45).
    func testDelayHoldsOldValueThenAnimatesAndCompletesAfterDelayPlusDuration() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 0.5, delay: 0.25, options: [], animations: { view.center.x = 105 },
            completion: completion.handler)
        XCTAssertEqual(view.center.x, 105, "the model changes at once, delay or not")
        XCTAssertEqual(view.presentedCenter.x, 5)
        let xs = trace(loop, frames: 45) { Double(view.presentedCenter.x) }
        for frame in 1...15 { XCTAssertEqual(xs[frame - 1], 5, "frame \(frame) is inside the delay") }
        for frame in [18, 24, 30, 36, 44] {
            let expected = 5 + 100 * easeInEaseOut((Double(frame) / 60 - 0.25) / 0.5)
            XCTAssertEqual(xs[frame - 1], expected, accuracy: 1e-4, "frame \(frame)")
        }
        XCTAssertEqual(completion.frames, [45])
        XCTAssertEqual(completion.values, [true])
    }

    /// The completion lands on the frame where start + delay + duration falls, even when the sum rounds
    /// above the frame time (0.1 + 0.2 > 0.3), for blocks started on any frame.
    func testCompletionFrameIsExactDespiteFloatingPointRounding() async {
        for startFrame in [0, 2, 3, 7, 14] {
            for (delay, duration) in [(0.1, 0.2), (0.2, 0.1), (0.05, 0.25), (0, 0.35)] {
                let loop = FrameLoop()
                loop.makeCurrent()
                loop.advance(frames: startFrame)
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let completion = CompletionRecorder<Bool>(loop)
                UIView.animate(
                    withDuration: duration, delay: delay, options: [], animations: { view.alpha = 0 },
                    completion: completion.handler)
                loop.runUntilIdle()
                let expected = startFrame + Int(((delay + duration) * 60).rounded())
                XCTAssertEqual(
                    completion.frames, [expected], "start frame \(startFrame), delay \(delay), duration \(duration)")
            }
        }
    }

    /// An animation removed early (removeAllAnimations) makes its block's completion report finished false, at the next frame.
    func testRemovedAnimationCompletesWithFinishedFalseAtNextFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 0.5,
            animations: {
                view.center.x = 105
                view.alpha = 0
            }, completion: completion.handler)
        loop.advance(frames: 10)
        view.layer.removeAllAnimations()
        XCTAssertEqual(view.presentedCenter.x, 105, "the model value shows at once")
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [11])
        XCTAssertEqual(completion.values, [false])
        loop.advance(frames: 30)
        XCTAssertEqual(completion.calls.count, 1)
    }

    /// An animation started from a completion (chaining) begins on that frame: 0.5 s + 0.5 s → second completion on frame 60, the second leg halfway on frame 45.
    func testAnimationChainedFromCompletionStartsOnThatFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let second = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 100 },
            completion: { _ in
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 0 },
                    completion: second.handler)
            })
        let xs = trace(loop, frames: 60) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[29], 100, accuracy: 1e-9, "frame 30 shows the start of the second leg")
        XCTAssertEqual(xs[44], 50, accuracy: 1e-9)
        XCTAssertEqual(second.frames, [60])
        XCTAssertEqual(second.values, [true])
    }
}
