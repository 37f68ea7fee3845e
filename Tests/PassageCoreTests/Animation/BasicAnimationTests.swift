// CABasicAnimation: Core Animation's from/to/by rules, additive and cumulative animation, sub key paths,
// transform interpolation, and the split between model and presentation values.
import XCTest

@testable import PassageCore

@MainActor
final class BasicAnimationTests: XCTestCase {
    /// CABasicAnimation's documented rules for which ends are set, on a layer whose model x is 10,
    /// sampled halfway through a linear 1 s animation (frame 30): from+to, from+by, to+by, from, to, by, none.
    func testFromToByCombinationsFollowCoreAnimationsRules() async {
        let cases: [(name: String, from: CGFloat?, to: CGFloat?, by: CGFloat?, start: CGFloat, end: CGFloat)] = [
            ("from+to", 20, 60, nil, 20, 60),
            ("from+to ignores by", 20, 60, 1000, 20, 60),
            ("from+by", 20, nil, 30, 20, 50),
            ("to+by", nil, 60, 30, 30, 60),
            ("from only → model", 20, nil, nil, 20, 10),
            ("to only ← model", nil, 60, nil, 10, 60),
            ("by only: model → model+by", nil, nil, 30, 10, 40),
            ("none: model → model", nil, nil, nil, 10, 10),
        ]
        for c in cases {
            let loop = makeLoop()
            let layer = makeLayer(position: CGPoint(x: 10, y: 0))
            layer.add(basic("position.x", from: c.from, to: c.to, by: c.by), forKey: "x")
            XCTAssertEqual(presentedX(layer), c.start, accuracy: 1e-12, "\(c.name) at 0")
            loop.advance(frames: 15)
            XCTAssertEqual(presentedX(layer), c.start + (c.end - c.start) * 0.25, accuracy: 1e-9, "\(c.name) at 0.25")
            loop.advance(frames: 15)
            XCTAssertEqual(presentedX(layer), (c.start + c.end) / 2, accuracy: 1e-9, "\(c.name) at 0.5")
            loop.advance(frames: 29)
            XCTAssertEqual(
                presentedX(layer), c.start + (c.end - c.start) * 59 / 60, accuracy: 1e-9, "\(c.name) at 59/60")
            loop.step()
            XCTAssertEqual(presentedX(layer), 10, "\(c.name): removed at the end, the model shows")
        }
    }

    /// With only toValue, the start is the layer's current model value, read live: a model change during
    /// the animation moves the start (Core Animation interpolates from the underlying value).
    func testToOnlyReadsTheUnderlyingValueLive() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 0, y: 0))
        layer.add(basic("position.x", to: 100), forKey: "x")
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(layer), 50, accuracy: 1e-9)
        withoutActions { layer.position = CGPoint(x: 40, y: 0) }
        XCTAssertEqual(presentedX(layer), 70, accuracy: 1e-9)
    }

    /// Setting the model changes it at once; the presentation interpolates; after removal it equals the model.
    func testModelChangesAtOncePresentationInterpolates() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 0, y: 0))
        withoutActions { layer.position = CGPoint(x: 100, y: 50) }
        layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50)), forKey: "move")
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 50))
        loop.advance(frames: 12)
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 50))
        assertEqual(layer.presentation()!.position, CGPoint(x: 20, y: 10), accuracy: 1e-9)
        loop.advance(frames: 48)
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.presentation()!.position, layer.position)
        XCTAssertEqual(bitPatterns(of: layer.presentation()!.modelValues), bitPatterns(of: layer.modelValues))
    }

    /// isAdditive adds the interpolated value to the model value: model 10 + (0 → 50) is 35 at the midpoint.
    func testAdditiveAddsToTheModelValue() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 10, y: 7))
        let animation = basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 50, y: -20))
        animation.isAdditive = true
        layer.add(animation, forKey: "additive")
        loop.advance(frames: 30)
        assertEqual(layer.presentation()!.position, CGPoint(x: 35, y: -3), accuracy: 1e-9)
    }

    /// Two additive animations on one key path sum on top of the model value.
    func testAdditiveAnimationsStack() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: 100, y: 0))
        for (key, offset) in [("a", CGFloat(-40)), ("b", CGFloat(20))] {
            let animation = basic("position.x", from: offset, to: 0)
            animation.isAdditive = true
            layer.add(animation, forKey: key)
        }
        XCTAssertEqual(presentedX(layer), 80, accuracy: 1e-12)
        loop.advance(frames: 45)
        XCTAssertEqual(presentedX(layer), 95, accuracy: 1e-9)
    }

    /// isCumulative: each repeat starts where the previous one ended (0 → 10 three times ends at 30).
    func testCumulativeRepeatsBuildOnEachOther() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 10)
        animation.isCumulative = true
        animation.repeatCount = 3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "cumulative")
        let samples: [(frame: Int, x: CGFloat)] = [
            (30, 5), (60, 10), (90, 15), (120, 20), (150, 25), (180, 30), (240, 30),
        ]
        for (frame, x) in samples {
            loop.advance(frames: frame - loop.frameCount)
            XCTAssertEqual(presentedX(layer), x, accuracy: 1e-9, "frame \(frame)")
        }
    }

    /// Sub key paths animate one component: position.x leaves y alone; bounds.size leaves the origin alone.
    func testSubKeyPathsAnimateOneComponent() async {
        let loop = makeLoop()
        let layer = makeLayer(bounds: CGRect(x: 3, y: 4, width: 10, height: 20), position: CGPoint(x: 1, y: 2))
        layer.add(basic("position.x", from: 100, to: 200), forKey: "x")
        layer.add(
            basic("bounds.size", from: CGSize(width: 10, height: 20), to: CGSize(width: 50, height: 100)),
            forKey: "size")
        loop.advance(frames: 15)
        let presented = layer.presentation()!
        XCTAssertEqual(presented.position.x, 125, accuracy: 1e-9)
        XCTAssertEqual(presented.position.y, 2)
        assertEqual(presented.bounds, CGRect(x: 3, y: 4, width: 20, height: 40), accuracy: 1e-9)
    }

    /// A full turn on transform.rotation.z (0 → 2π, linear, 1 s) shows π/2 at t = 1/4 and −π/2 (= 3π/2) at 3/4.
    func testRotationZFullTurnPassesQuarterTurns() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("transform.rotation.z", from: 0, to: 2 * Double.pi), forKey: "spin")
        loop.advance(frames: 15)
        let quarter = layer.presentation()!.transform
        XCTAssertEqual(rotationZ(quarter), .pi / 2, accuracy: 1e-9)
        assertEqual(quarter, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(abs(rotationZ(layer.presentation()!.transform)), .pi, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(rotationZ(layer.presentation()!.transform), -.pi / 2, accuracy: 1e-9)
    }

    /// transform.scale scales x, y and z: 1 → 3 shows scale 2 at the midpoint, keeping a rotation in the model.
    func testTransformScaleScalesAllAxes() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let rotation = CATransform3DMakeRotation(0.3, 0, 0, 1)
        withoutActions { layer.transform = rotation }
        layer.add(basic("transform.scale", from: 1, to: 3), forKey: "scale")
        loop.advance(frames: 30)
        let t = layer.presentation()!.transform
        assertEqual(t, CATransform3DScale(rotation, 2, 2, 2), accuracy: 1e-9)
        XCTAssertEqual(rotationZ(t), 0.3, accuracy: 1e-12)
    }

    /// transform.translation.x moves along x in the parent's space: 0 → 40 is 10 at a quarter.
    func testTransformTranslationX() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("transform.translation.x", from: 0, to: 40), forKey: "tx")
        loop.advance(frames: 15)
        assertEqual(layer.presentation()!.transform, CATransform3DMakeTranslation(10, 0, 0), accuracy: 1e-9)
    }

    /// Interpolating `transform` keeps perspective: from P (m34 = −1/500) to Rx(45°)·P, the midpoint is
    /// Rx(22.5°)·P (= CATransform3DRotate(P, 22.5°, 1, 0, 0)) to 1e-9.
    func testTransformInterpolationKeepsPerspectiveAtTheMidpoint() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let end = CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
        layer.add(basic("transform", from: perspective, to: end), forKey: "tilt")
        loop.advance(frames: 30)
        let mid = layer.presentation()!.transform
        assertEqual(mid, CATransform3DRotate(perspective, .pi / 8, 1, 0, 0), accuracy: 1e-9)
        // Rx·P keeps the perspective term, turned with the plane: m34 = cos(22.5°) · (−1/500).
        XCTAssertEqual(Double(mid.m34), cos(Double.pi / 8) * (-1.0 / 500), accuracy: 1e-12)
    }

    /// A timing function paces the animation: easeIn at t = 0.5 gives the bezier's y (by an independent solver).
    func testTimingFunctionPacesTheInterpolation() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "x")
        loop.advance(frames: 30)
        let y = oracleBezierY(x: 0.5, x1: Double(Float(0.42)), y1: 0, x2: 1, y2: 1)
        XCTAssertEqual(Double(presentedX(layer)), 100 * y, accuracy: 1e-6)
        XCTAssertEqual(Double(presentedX(layer)), 31.5357, accuracy: 1e-3)
    }

    /// Color and opacity animate component by component.
    func testOpacityAndColorInterpolate() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(basic("opacity", from: Float(1), to: Float(0)), forKey: "fade")
        layer.add(
            basic(
                "backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), forKey: "tint")
        loop.advance(frames: 15)
        let presented = layer.presentation()!
        XCTAssertEqual(presented.opacity, 0.75, accuracy: 1e-6)
        let color = presented.backgroundColor!.components!
        for (value, expected) in zip(color, [0.75, 0, 0.25, 0.875]) {
            XCTAssertEqual(Double(value), expected, accuracy: 1e-9)
        }
    }

    /// Changing the animation object after adding it changes nothing: the layer holds a copy.
    func testTheLayerHoldsACopy() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let animation = basic("position.x", from: 0, to: 100)
        layer.add(animation, forKey: "x")
        animation.toValue = CGFloat(1000)
        animation.duration = 10
        loop.advance(frames: 30)
        XCTAssertEqual(presentedX(layer), 50, accuracy: 1e-9)
        XCTAssertEqual(layer.animation(forKey: "x")?.duration, 1)
    }

    /// byValue on transform.rotation.z turns on from the model's rotation (0.5 → 0.5 + π/2, ¼ turn at the midpoint
    /// is 0.5 + π/4), keeping the model's scale.
    func testByValueOnRotationStartsFromTheModel() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let model = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 2, 1)
        withoutActions { layer.transform = model }
        layer.add(basic("transform.rotation.z", by: Double.pi / 2), forKey: "turn")
        loop.advance(frames: 30)
        let t = layer.presentation()!.transform
        XCTAssertEqual(rotationZ(t), 0.5 + .pi / 4, accuracy: 1e-9)
        assertEqual(t, CATransform3DScale(CATransform3DMakeRotation(0.5 + .pi / 4, 0, 0, 1), 2, 2, 1), accuracy: 1e-9)
    }

    /// Additive transform animations concatenate with the model transform (the animated one applied first).
    func testAdditiveTransformConcatenates() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let model = CATransform3DMakeTranslation(100, 0, 0)
        withoutActions { layer.transform = model }
        let animation = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 3, 1))
        animation.isAdditive = true
        layer.add(animation, forKey: "pulse")
        loop.advance(frames: 30)
        assertEqual(
            layer.presentation()!.transform, CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), model), accuracy: 1e-9
        )
    }
}
