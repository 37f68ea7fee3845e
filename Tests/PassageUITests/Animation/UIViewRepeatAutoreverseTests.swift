// .repeat and .autoreverse on UIView animations: forward then backward passes on the block's curve,
// repeating forever with .repeat (no completion), and landing on the model value with .autoreverse alone.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewRepeatAutoreverseTests: XCTestCase {
    /// With [.repeat, .autoreverse] (1 s, x 0 → 100): after 1.5 durations the view is back at the halfway value; odd passes run backwards on the curve (±1e-4).
    func testRepeatAutoreversePlaysForwardThenBackwardForever() async {
        for (option, points) in [
            (UIView.AnimationOptions.curveLinear, (0.0, 0.0, 1.0, 1.0)), (.curveEaseInOut, (0.42, 0, 0.58, 1)),
        ] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
            let completion = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse, option],
                animations: { view.center.x = 100 }, completion: completion.handler)
            let xs = trace(loop, frames: 300) { Double(view.presentedCenter.x) }
            let curve = { (x: Double) in 100 * bezierY(atX: x, points.0, points.1, points.2, points.3) }
            XCTAssertEqual(xs[89], 50, accuracy: 1e-4, "t = 1.5: halfway back")
            for frame in [15, 45, 75, 105, 135, 195, 255] {
                let t = Double(frame) / 60
                let pass = Int(t)
                let within = t - Double(pass)
                let expected = curve(pass % 2 == 0 ? within : 1 - within)
                XCTAssertEqual(xs[frame - 1], expected, accuracy: 1e-4, "frame \(frame)")
            }
            XCTAssertEqual(xs[119], 0, accuracy: 1e-4, "t = 2: back at the start")
            XCTAssertTrue(completion.calls.isEmpty, "a repeating animation never completes")
            XCTAssertTrue(loop.runUntilIdle(timeout: 1), "infinite animations do not keep the loop busy")
        }
    }

    /// .autoreverse alone: one forward and one backward pass (value 50 at t = 1.5 with linear), then the view shows the model value and the completion fires (frame 120).
    func testAutoreverseAloneReturnsThenShowsModelValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
            animations: { view.center.x = 100 }, completion: completion.handler)
        let xs = trace(loop, frames: 120) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[59], 100, accuracy: 1e-9)
        XCTAssertEqual(xs[89], 50, accuracy: 1e-9)
        XCTAssertEqual(xs[118], 100.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(xs[119], 100, "after the backward pass the model value shows")
        XCTAssertEqual(completion.frames, [120])
        XCTAssertEqual(completion.values, [true])
    }

    /// .repeat alone restarts from the start value each pass (linear: 50 at t = 1.5).
    func testRepeatAloneRestartsEachPass() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.center.x = 100 })
        let xs = trace(loop, frames: 90) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[59], 0, accuracy: 1e-9, "t = 1: a new pass starts")
        XCTAssertEqual(xs[74], 25, accuracy: 1e-9)
        XCTAssertEqual(xs[89], 50, accuracy: 1e-9)
    }
}
