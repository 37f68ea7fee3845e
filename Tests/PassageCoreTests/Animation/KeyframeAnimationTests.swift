// CAKeyframeAnimation through the engine: every calculation mode on a scalar or point key path, paths
// with rotationMode, and bad keyTimes falling back to even spacing. All animations last 1 s (60 frames),
// so frame n is t = n/60; values are worked out by hand in each doc comment.
import XCTest

@testable import PassageCore

@MainActor
final class KeyframeAnimationTests: XCTestCase {
    private func keyframes(
        _ keyPath: String, _ values: [Any]?, mode: CAAnimationCalculationMode = .linear,
        keyTimes: [Double]? = nil
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.duration = 1
        return animation
    }

    /// Runs `animation` on a fresh layer (model x = −1) and checks position.x at each (frame, value).
    private func assertX(
        _ animation: CAKeyframeAnimation, _ samples: [(frame: Int, x: Double)], accuracy: Double = 1e-9,
        _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: -1, y: 0))
        layer.add(animation, forKey: "k")
        XCTAssertEqual(layer.animationKeys(), ["k"], label, file: file, line: line)
        for (frame, x) in samples {
            loop.advance(frames: frame - loop.frameCount)
            XCTAssertEqual(
                Double(presentedX(layer)), x, accuracy: accuracy, "\(label) frame \(frame)", file: file, line: line)
        }
    }

    /// linear with keyTimes [0, 0.8, 1] over [0, 100, 400]: t 0.4 → 50, t 0.8 → 100, t 0.9 → 250.
    func testLinearModeFollowsKeyTimes() async {
        assertX(
            keyframes("position.x", [0, 100, 400], keyTimes: [0, 0.8, 1]),
            [(0, 0), (24, 50), (48, 100), (54, 250), (59, 100 + 300 * (59.0 / 60 - 0.8) / 0.2)], "linear")
    }

    /// linear without keyTimes spaces the values evenly: [0, 100, 400] at t 0.25 → 50, 0.75 → 250.
    func testLinearModeWithoutKeyTimesIsEvenlySpaced() async {
        assertX(keyframes("position.x", [0, 100, 400]), [(15, 50), (30, 100), (45, 250)], "linear even")
    }

    /// discrete: each value holds for a third (key times 0, 1/3, 2/3, 1): t 0.2 → 0, 0.4 → 100, 0.7 → 400.
    func testDiscreteModeHoldsEachValue() async {
        assertX(
            keyframes("position.x", [0, 100, 400], mode: .discrete),
            [(12, 0), (19, 0), (21, 100), (24, 100), (42, 400), (59, 400)], "discrete")
    }

    /// discrete with explicit key times (one more than the values): [0, 100] at [0, 0.75, 1] switches at 0.75.
    func testDiscreteModeWithExplicitKeyTimes() async {
        assertX(
            keyframes("position.x", [0, 100], mode: .discrete, keyTimes: [0, 0.75, 1]),
            [(30, 0), (44, 0), (45, 100), (59, 100)], "discrete keyTimes")
    }

    /// paced: constant speed along [0, 100, 400] (lengths 100 + 300), ignoring keyTimes: x = 400 t.
    func testPacedModeMovesAtConstantSpeed() async {
        assertX(
            keyframes("position.x", [0, 100, 400], mode: .paced, keyTimes: [0, 0.9, 1]),
            [(6, 40), (15, 100), (30, 200), (45, 300)], "paced")
    }

    /// cubic (Catmull-Rom, ends duplicated) over [0, 100, 400] at [0, ½, 1]: tangents m0 = 50, m1 = 200,
    /// m2 = 150; at u = ½ Hermite gives ½·0 + ⅛·50 + ½·100 − ⅛·200 = 31.25 and ½·100 + ⅛·200 + ½·400 − ⅛·150 = 256.25.
    func testCubicModeIsCatmullRom() async {
        assertX(
            keyframes("position.x", [0, 100, 400], mode: .cubic),
            [(15, 31.25), (30, 100), (45, 256.25)], "cubic")
    }

    /// cubicPaced: the same spline with key times from the chord lengths (0, ¼, 1). Frame 8 (t 2/15) is
    /// u = 8/15 of segment 0: h10·50 + h01·100 + h11·200; frame 30 (t ½) is u = ⅓ of segment 1:
    /// h00·100 + h10·200 + h01·400 + h11·150 = 196.296… (Hermite basis h00 = 2u³−3u²+1, h10 = u³−2u²+u,
    /// h01 = −2u³+3u², h11 = u³−u²).
    func testCubicPacedModeUsesChordLengthKeyTimes() async {
        func hermite(_ u: Double, _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double) -> Double {
            let u2 = u * u
            let u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * p1 + (u3 - u2) * m1
        }
        assertX(
            keyframes("position.x", [0, 100, 400], mode: .cubicPaced),
            [(8, hermite(8.0 / 15, 0, 50, 100, 200)), (15, 100), (30, hermite(1.0 / 3, 100, 200, 400, 150))],
            "cubicPaced")
        XCTAssertEqual(hermite(1.0 / 3, 100, 200, 400, 150), 196.2962963, accuracy: 1e-6)
        assertX(
            keyframes("position.x", [0, 100, 400], mode: .cubicPaced), [(30, 196.2962963)], accuracy: 1e-6, "cubicPaced"
        )
    }

    /// Point values: paced along (0,0) → (30,40) → (30,100) (lengths 50 + 60): halfway (55) is (30, 45).
    func testPointValuesPaced() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 100)]
        layer.add(keyframes("position", points, mode: .paced), forKey: "k")
        loop.advance(frames: 30)
        assertEqual(layer.presentation()!.position, CGPoint(x: 30, y: 45), accuracy: 1e-9)
        loop.advance(frames: 12)
        // t 0.7: 77 along, 27 into the second segment.
        assertEqual(layer.presentation()!.position, CGPoint(x: 30, y: 67), accuracy: 1e-9)
    }

    /// A straight polyline path (0,0) → (100,0) → (100,300): linear mode spends half the time on each
    /// segment; paced mode moves at constant speed (400 pt/s).
    func testPathAnimationAlongAPolyline() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let grid: [(mode: CAAnimationCalculationMode, samples: [(Int, CGPoint)])] = [
            (.linear, [(15, CGPoint(x: 50, y: 0)), (30, CGPoint(x: 100, y: 0)), (45, CGPoint(x: 100, y: 150))]),
            (.paced, [(6, CGPoint(x: 40, y: 0)), (30, CGPoint(x: 100, y: 100)), (45, CGPoint(x: 100, y: 200))]),
        ]
        for (mode, samples) in grid {
            let loop = makeLoop()
            let layer = makeLayer(position: CGPoint(x: -1, y: -1))
            let animation = keyframes("position", nil, mode: mode)
            animation.path = path
            layer.add(animation, forKey: "path")
            for (frame, point) in samples {
                loop.advance(frames: frame - loop.frameCount)
                assertEqual(layer.presentation()!.position, point, accuracy: 1e-9)
            }
        }
    }

    /// rotationMode turns the layer to the path's direction: 0 on the first (rightward) segment, π/2 on the
    /// downward one; rotateAutoReverse adds π. Without a rotationMode the transform is untouched.
    func testPathRotationMode() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let grid: [(mode: CAAnimationRotationMode?, first: Double, second: Double)] = [
            (nil, 0, 0), (.rotateAuto, 0, .pi / 2), (.rotateAutoReverse, .pi, -.pi / 2),
        ]
        for (mode, first, second) in grid {
            let loop = makeLoop()
            let layer = makeLayer()
            let animation = keyframes("position", nil)
            animation.path = path
            animation.rotationMode = mode
            layer.add(animation, forKey: "path")
            loop.advance(frames: 15)
            let t1 = layer.presentation()!.transform
            XCTAssertEqual(abs(rotationZ(t1)), abs(first), accuracy: 1e-9, "\(String(describing: mode))")
            loop.advance(frames: 30)
            let t2 = layer.presentation()!.transform
            XCTAssertEqual(rotationZ(t2), second, accuracy: 1e-9, "\(String(describing: mode))")
            assertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 50), accuracy: 1e-9)
            assertEqual(t2, CATransform3DMakeRotation(CGFloat(second), 0, 0, 1), accuracy: 1e-9)
        }
    }

    /// Bad keyTimes (wrong count, decreasing, outside 0…1) fall back to even spacing: the animation still
    /// runs, over [0, 100, 400] showing 50 at t ¼ and 250 at t ¾.
    func testBadKeyTimesFallBackToEvenSpacing() async {
        let bad: [(String, [Double])] = [
            ("too few", [0, 1]), ("too many", [0, 0.2, 0.4, 1]), ("decreasing", [0, 0.8, 0.5]),
            ("outside 0…1", [0, 0.5, 2]), ("NaN", [0, .nan, 1]),
        ]
        for (label, keyTimes) in bad {
            assertX(
                keyframes("position.x", [0, 100, 400], keyTimes: keyTimes), [(15, 50), (30, 100), (45, 250)], label)
        }
    }

    /// Per-segment timing functions pace each segment: easeIn on the first of two segments, linear on the second.
    func testPerSegmentTimingFunctions() async {
        let animation = keyframes("position.x", [0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let y = oracleBezierY(x: 0.5, x1: Double(Float(0.42)), y1: 0, x2: 1, y2: 1)
        assertX(animation, [(15, 100 * y), (45, 150)], accuracy: 1e-6, "timing functions")
    }

    /// A keyframe animation of transforms interpolates through decomposition (z rotation 0 → π/2 → π).
    func testTransformKeyframes() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let values = [0, Double.pi / 2, Double.pi * 0.9].map { CATransform3DMakeRotation(CGFloat($0), 0, 0, 1) }
        layer.add(keyframes("transform", values), forKey: "k")
        loop.advance(frames: 15)
        XCTAssertEqual(rotationZ(layer.presentation()!.transform), .pi / 4, accuracy: 1e-9)
        loop.advance(frames: 30)
        XCTAssertEqual(rotationZ(layer.presentation()!.transform), .pi * 0.7, accuracy: 1e-9)
    }

    /// An additive keyframe animation (a shake: 0, 10, −10, 0) adds to the model value (x 50).
    func testAdditiveKeyframesAddToTheModel() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 50, y: 0))
        let shake = keyframes("position.x", [0, 10, -10, 0])
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        // Key times 0, ⅓, ⅔, 1: t ⅙ is halfway to 10, t ½ halfway from 10 to −10.
        loop.advance(frames: 10)
        XCTAssertEqual(presentedX(layer), 55, accuracy: 1e-9)
        loop.advance(frames: 20)
        XCTAssertEqual(presentedX(layer), 50, accuracy: 1e-9)
        loop.advance(frames: 10)
        XCTAssertEqual(presentedX(layer), 40, accuracy: 1e-9)
    }

    /// A cumulative keyframe animation repeats from where it ended: [0, 10, 30] twice ends at 60.
    func testCumulativeKeyframesRepeatFromTheEnd() async {
        let animation = keyframes("position.x", [0, 10, 30])
        animation.isCumulative = true
        animation.repeatCount = 2
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        assertX(animation, [(15, 5), (45, 20), (75, 35), (105, 50), (130, 60)], "cumulative")
    }

    /// A single keyframe value holds for the whole duration, in every mode.
    func testSingleValueHoldsInEveryMode() async {
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            assertX(keyframes("position.x", [42], mode: mode), [(1, 42), (30, 42), (59, 42), (60, -1)], mode.rawValue)
        }
    }

    /// discrete along a path holds each vertex for a third: (0,0), then (100,0), then the last vertex (100,300).
    func testDiscretePathHoldsEachVertexIncludingTheLast() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: -1, y: -1))
        let animation = keyframes("position", nil, mode: .discrete)
        animation.path = path
        layer.add(animation, forKey: "path")
        for (frame, point) in [(12, CGPoint(x: 0, y: 0)), (30, CGPoint(x: 100, y: 0)), (48, CGPoint(x: 100, y: 300))] {
            loop.advance(frames: frame - loop.frameCount)
            assertEqual(layer.presentation()!.position, point, accuracy: 1e-9)
        }
    }
}
