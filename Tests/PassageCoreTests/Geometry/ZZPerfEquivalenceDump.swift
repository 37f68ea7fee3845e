// TEMPORARY (perf work): dumps transform math and presented values to $PASSAGE_PERF_DUMP so two builds can be
// compared number by number. Does nothing without the environment variable. To be deleted.
import Foundation
import XCTest
@testable import PassageCore

@MainActor
final class ZZPerfEquivalenceDump: XCTestCase {
    func testDump() async throws {
        guard let path = ProcessInfo.processInfo.environment["PASSAGE_PERF_DUMP"] else { return }
        var out: [Double] = []
        func put(_ t: CATransform3D) {
            out += [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        }
        var seed: UInt64 = 12345
        func rnd() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) * 2 - 1
        }
        func randomTransform(_ k: Int) -> CATransform3D {
            var t = CATransform3DMakeRotation(rnd() * 3, rnd(), rnd(), rnd())
            t = CATransform3DScale(t, 1 + rnd() * 0.5, 1 + rnd() * 0.5, 1 + rnd() * 0.5)
            t = CATransform3DTranslate(t, rnd() * 50, rnd() * 50, rnd() * 50)
            if k % 3 == 0 { t.m21 += rnd() * 0.3; t.m31 += rnd() * 0.2 }
            if k % 4 == 0 { t.m34 = -1 / 500; t.m14 = rnd() * 0.001 }
            if k % 7 == 0 { t.m44 = 1 + rnd() * 0.1 }
            if k % 11 == 0 { t = CATransform3DMakeScale(-1, 2, 1) }
            return t
        }
        var transforms = (0..<200).map(randomTransform)
        transforms.append(CATransform3DMakeScale(1, 0, 1))
        transforms.append(CATransform3DIdentity)
        for (i, a) in transforms.enumerated() {
            let b = transforms[(i * 7 + 3) % transforms.count]
            put(a.multiplied(by: b))
            put(a.inverse() ?? CATransform3D())
            out.append(a.linearDeterminant)
            if let d = DecomposedTransform3D(a) {
                out += [d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z,
                        d.skew.xy, d.skew.xz, d.skew.yz, d.perspective.x, d.perspective.y, d.perspective.z,
                        d.perspective.w, d.rotation.x, d.rotation.y, d.rotation.z, d.rotation.w]
                put(d.recomposed())
            } else {
                out.append(-999)
            }
            for f in [0.0, 0.25, 0.5, 0.9, 1.3, -0.2] { put(a.interpolated(to: b, fraction: f)) }
        }

        // Presented values of a varied scene, frame by frame.
        let loop = makeLoop()
        let root = makeLayer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        var layers: [CALayer] = []
        for _ in 0..<16 {
            let l = makeLayer(position: CGPoint(x: 50, y: 50))
            root.addSublayer(l)
            layers.append(l)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let rotations = (0...4).map { CATransform3DMakeRotation(CGFloat($0) * .pi / 2, 0, 0, 1) }
        let mixed = (0..<5).map { randomTransform($0 + 1) }
        let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        for (i, mode) in modes.enumerated() {
            let k = CAKeyframeAnimation(keyPath: "transform")
            k.values = i % 2 == 0 ? rotations : mixed
            k.calculationMode = mode
            k.duration = 1.7
            k.autoreverses = i == 3
            k.repeatCount = 2
            k.fillMode = .both
            layers[i].add(k, forKey: "k")
            let k2 = CAKeyframeAnimation(keyPath: "transform")
            k2.values = mixed.reversed()
            k2.calculationMode = mode
            k2.duration = 1.1
            k2.isAdditive = true
            k2.beginTime = 0.3
            k2.fillMode = .backwards
            layers[i + 5].add(k2, forKey: "k2")
        }
        let tilt = basic("transform", from: perspective, to: CATransform3DRotate(perspective, 1.1, 1, 1, 0), duration: 1.3)
        tilt.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        tilt.autoreverses = true
        tilt.repeatCount = 1.5
        tilt.fillMode = .forwards
        layers[10].add(tilt, forKey: "tilt")
        layers[11].add(basic("transform", to: mixed[2], duration: 0.9), forKey: "to")
        layers[12].add(basic("transform", from: mixed[3], duration: 0.9), forKey: "from")
        layers[13].add(basic("transform", by: mixed[4], duration: 0.9), forKey: "by")
        let cum = basic("transform", from: mixed[0], to: mixed[1], duration: 0.5)
        cum.isCumulative = true
        cum.repeatCount = 3
        layers[14].add(cum, forKey: "cum")
        let spring = CASpringAnimation(keyPath: "transform")
        spring.fromValue = mixed[0]
        spring.toValue = CATransform3DMakeScale(1, 0, 1)
        spring.duration = 1
        layers[14].add(spring, forKey: "singular")
        let spring2 = CASpringAnimation(keyPath: "position")
        spring2.fromValue = CGPoint(x: 1, y: 2)
        spring2.toValue = CGPoint(x: 100, y: 50)
        spring2.damping = 7
        spring2.duration = spring2.settlingDuration
        spring2.speed = 1.5
        layers[15].add(spring2, forKey: "spring")
        let fade = basic("opacity", from: 1.0, to: 0.2, duration: 0.7)
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fade.autoreverses = true
        fade.repeatCount = .infinity
        fade.timeOffset = 0.3
        layers[15].add(fade, forKey: "fade")
        let implicitLayer = layers[15]
        loop.step()
        implicitLayer.transform = mixed[1]
        root.speed = 0.9
        for _ in 0..<150 {
            loop.step()
            let tree = PresentationTree(root: root, at: CACurrentMediaTime())
            for entry in tree.layers {
                put(entry.values.transform)
                out += [Double(entry.values.position.x), Double(entry.values.position.y), Double(entry.values.opacity),
                        entry.localTime]
            }
        }
        let text = out.map { String($0.bitPattern) }.joined(separator: "\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
