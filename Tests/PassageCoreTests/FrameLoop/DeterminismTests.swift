// Determinism: the same program on a fresh frame loop gives the same presented values, bit for bit.
import XCTest

@testable import PassageCore

@MainActor
final class DeterminismTests: XCTestCase {
    /// Builds a scene with every kind of animation, steps 120 frames and records the bit patterns of every
    /// presented number of every layer, frame by frame.
    private func runScene() -> [[UInt64]] {
        let loop = makeLoop()
        let root = makeLayer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let a = makeLayer(position: CGPoint(x: 50, y: 50))
        let b = makeLayer(position: CGPoint(x: 200, y: 300))
        let c = makeLayer(position: CGPoint(x: 100, y: 400))
        root.sublayers = [a, b, c]
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective

        a.position = CGPoint(x: 250, y: 90)  // implicit, default curve
        a.opacity = 0.3
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 300
        spring.toValue = 100
        spring.damping = 7
        spring.duration = spring.settlingDuration
        b.add(spring, forKey: "spring")
        let tilt = basic(
            "transform", from: perspective, to: CATransform3DRotate(perspective, 1.1, 1, 1, 0), duration: 1.3)
        tilt.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        tilt.autoreverses = true
        tilt.repeatCount = 1.5
        b.add(tilt, forKey: "tilt")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addQuadCurve(to: CGPoint(x: 300, y: 200), control: CGPoint(x: 50, y: 400))
        path.addLine(to: CGPoint(x: 20, y: 460))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.calculationMode = .cubicPaced
        along.rotationMode = .rotateAuto
        along.duration = 1.7
        let colors = CAKeyframeAnimation(keyPath: "backgroundColor")
        colors.values = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0.3, alpha: 0.5),
            CGColor(gray: 0.2, alpha: 1),
        ]
        colors.calculationMode = .cubic
        let group = CAAnimationGroup()
        group.animations = [along, colors]
        group.duration = 1.9
        group.speed = 1.1
        c.add(group, forKey: "group")
        loop.step()
        root.speed = 0.9

        var frames: [[UInt64]] = []
        for _ in 0..<120 {
            loop.step()
            let tree = PresentationTree(root: root, at: CACurrentMediaTime())
            frames.append(tree.layers.flatMap { bitPatterns(of: $0.values) } + [CACurrentMediaTime().bitPattern])
        }
        return frames
    }

    /// Two runs of the same scene on fresh frame loops present identical values, bit for bit, on every frame.
    func testSameSceneTwiceIsBitIdentical() async {
        let first = runScene()
        let second = runScene()
        XCTAssertEqual(first.count, 120)
        for (index, (x, y)) in zip(first, second).enumerated() where x != y {
            XCTFail("frame \(index + 1) differs")
        }
        XCTAssertNotEqual(first[0], first[60], "the scene does move")
    }

    /// presentation() and the presentation tree agree on every value.
    func testPresentationAndPresentationTreeAgree() async {
        let loop = makeLoop()
        let root = makeLayer()
        let child = makeLayer()
        root.addSublayer(child)
        root.speed = 2
        child.add(basic("position.x", from: 0, to: 100), forKey: "x")
        loop.advance(frames: 7)
        let tree = PresentationTree(root: root, at: CACurrentMediaTime())
        XCTAssertEqual(bitPatterns(of: tree.layers[1].values), bitPatterns(of: child.presentation()!.modelValues))
        XCTAssertEqual(child.presentation()!.position.x, 100 * 14 / 60, accuracy: 1e-9)
    }
}
