// Determinism (design promise 3): the same UIView animation program on a fresh virtual-clock frame loop gives
// bit-identical presented values on every frame.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAnimationDeterminismTests: XCTestCase {
    /// Runs a program mixing curves, a spring, keyframes, an interruption and a delay; returns every frame's presented values as bit patterns.
    private func runProgram() -> [[UInt64]] {
        let loop = FrameLoop()
        loop.makeCurrent()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 10, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 10, y: 200, width: 50, height: 50))
        [a, b, c].forEach(root.addSubview)
        UIView.animate(
            withDuration: 0.7, delay: 0, options: .curveEaseOut,
            animations: {
                a.center = CGPoint(x: 250, y: 300)
                a.alpha = 0.3
            })
        UIView.animate(
            withDuration: 0.9, delay: 0.1, usingSpringWithDamping: 0.4, initialSpringVelocity: 1.5, options: [],
            animations: { b.frame = CGRect(x: 20, y: 380, width: 90, height: 30) })
        UIView.animateKeyframes(
            withDuration: 1.2, delay: 0, options: .calculationModeCubic,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { c.center.x = 200 }
                UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.4) { c.center.y = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
                    c.transform = CGAffineTransform(rotationAngle: 1)
                }
            })
        var frames: [[UInt64]] = []
        for frame in 1...100 {
            if frame == 20 {
                UIView.animate(withDuration: 0.5, animations: { a.center = CGPoint(x: 30, y: 400) })
            }
            loop.step()
            var values: [Double] = []
            for view in [a, b, c] {
                let layer = view.layer.presentation()!
                let numbers: [CGFloat] = [
                    layer.position.x, layer.position.y, layer.bounds.width, layer.bounds.height,
                    CGFloat(layer.opacity), layer.transform.m11, layer.transform.m12,
                ]
                values += numbers.map { Double($0) }
            }
            frames.append(values.map(\.bitPattern))
        }
        return frames
    }

    /// Two runs of the same program give bit-identical presented values on all 100 frames.
    func testSameProgramGivesBitIdenticalFramesTwice() async {
        let first = runProgram()
        let second = runProgram()
        XCTAssertEqual(first.count, 100)
        for (index, (lhs, rhs)) in zip(first, second).enumerated() {
            XCTAssertEqual(lhs, rhs, "frame \(index + 1)")
        }
        XCTAssertNotEqual(first[10], first[60], "the program animates (values differ between frames)")
    }
}
