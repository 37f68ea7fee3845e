// Nested animation blocks: an inner block inherits the outer duration and curve unless it passes
// overrideInheritedDuration / overrideInheritedCurve; inheritedAnimationDuration reports the open block's duration.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewNestedAnimationTests: XCTestCase {
    /// Inner blocks take the outer duration and curve unless overridden (UIKit's rule), checked on the attached animation and on the presented value at t = 0.25.
    func testNestedBlockInheritsDurationAndCurveUnlessOverridden() async {
        let linear = CAMediaTimingFunction(name: .linear)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let grid: [(UIView.AnimationOptions, duration: Double, curve: CAMediaTimingFunction, x: Double)] = [
            ([], 1.0, linear, 25),
            (.overrideInheritedDuration, 0.5, linear, 50),
            (.overrideInheritedCurve, 1.0, easeIn, 100 * bezierY(atX: 0.25, 0.42, 0, 1, 1)),
            (
                [.overrideInheritedDuration, .overrideInheritedCurve], 0.5, easeIn,
                100 * bezierY(atX: 0.5, 0.42, 0, 1, 1)
            ),
        ]
        for (options, duration, curve, x) in grid {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
            let inner = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: 1.0, delay: 0, options: .curveLinear,
                animations: {
                    UIView.animate(
                        withDuration: 0.5, delay: 0, options: options.union(.curveEaseIn),
                        animations: { view.center.x = 100 }, completion: inner.handler)
                })
            let animation = view.layer.animation(forKey: "position")
            XCTAssertEqual(animation?.duration, duration, "options \(options.rawValue)")
            XCTAssertEqual(animation?.timingFunction, curve, "options \(options.rawValue)")
            loop.advance(frames: 15)
            XCTAssertEqual(Double(view.presentedCenter.x), x, accuracy: 1e-4, "options \(options.rawValue)")
            loop.runUntilIdle()
            XCTAssertEqual(inner.frames, [Int(duration * 60)], "inner completion when its animation ends")
        }
    }

    /// inheritedAnimationDuration: 0 outside any block, the open block's duration inside, the outer one in a non-overriding nested block.
    func testInheritedAnimationDurationReportsTheOpenBlock() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var seen: [Double] = [UIView.inheritedAnimationDuration]
        UIView.animate(
            withDuration: 0.8,
            animations: {
                seen.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 0.3, animations: { seen.append(UIView.inheritedAnimationDuration) })
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: .overrideInheritedDuration,
                    animations: { seen.append(UIView.inheritedAnimationDuration) })
                seen.append(UIView.inheritedAnimationDuration)
            })
        seen.append(UIView.inheritedAnimationDuration)
        XCTAssertEqual(seen, [0, 0.8, 0.8, 0.3, 0.8, 0])
    }

    /// Nested blocks inherit repeat/autoreverse unless overrideInheritedOptions.
    func testNestedBlockInheritsRepeatOptionsUnlessOverridden() async {
        for (options, repeats) in [(UIView.AnimationOptions(), true), (.overrideInheritedOptions, false)] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
            UIView.animate(
                withDuration: 1.0, delay: 0, options: [.repeat, .autoreverse],
                animations: {
                    UIView.animate(withDuration: 1.0, delay: 0, options: options, animations: { view.center.x = 100 })
                })
            let animation = view.layer.animation(forKey: "position")
            XCTAssertEqual(animation?.autoreverses, repeats, "options \(options.rawValue)")
            XCTAssertEqual(animation?.repeatCount, repeats ? .infinity : 0, "options \(options.rawValue)")
        }
    }

    /// Each block's completion waits for its own animations: the inner (0.25 s) at frame 15, the outer (1 s) at frame 60.
    func testOuterAndInnerCompletionsEachWaitForTheirOwnAnimations() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        let outer = CompletionRecorder<Bool>(loop)
        let inner = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 1.0, delay: 0, options: [],
            animations: {
                a.alpha = 0
                UIView.animate(
                    withDuration: 0.25, delay: 0, options: .overrideInheritedDuration,
                    animations: { b.alpha = 0 }, completion: inner.handler)
            }, completion: outer.handler)
        loop.runUntilIdle()
        XCTAssertEqual(inner.frames, [15])
        XCTAssertEqual(outer.frames, [60])
    }
}
