// Benchmark scenes: one root layer with N sublayers, each running some of three animations added through
// the public Core Animation API. Every animation repeats forever so all of them stay running whatever
// frame is sampled, and each layer starts at a different phase so frames are not all alike.
import Foundation
import PassageCore

/// The animations a benchmark layer runs.
struct AnimationKinds: OptionSet {
    let rawValue: Int
    /// A CASpringAnimation on `position`.
    static let spring = AnimationKinds(rawValue: 1 << 0)
    /// A CABasicAnimation on `opacity`.
    static let basic = AnimationKinds(rawValue: 1 << 1)
    /// A linear CAKeyframeAnimation on `transform`: z rotations 0, π/2, π, 3π/2, 2π.
    static let keyframe = AnimationKinds(rawValue: 1 << 2)
    static let all: AnimationKinds = [.spring, .basic, .keyframe]
    /// Not an animation: each layer's keyframe rotations differ slightly (by a factor 1 + index·10⁻⁹), so no
    /// two layers share their transform blends (which equal values do).
    static let distinctKeyframeValues = AnimationKinds(rawValue: 1 << 3)

    /// How many animated properties a layer with these kinds has.
    var count: Int { intersection(.all).rawValue.nonzeroBitCount }

    /// A short label for the report.
    var label: String {
        switch self {
        case .all: "spring + basic + keyframe"
        case AnimationKinds.all.union(.distinctKeyframeValues):
            "spring + basic + keyframe, keyframe values distinct per layer"
        case .spring: "spring (position) only"
        case .basic: "basic (opacity) only"
        case .keyframe: "keyframe (transform) only"
        case [.keyframe, .distinctKeyframeValues]: "keyframe (transform) only, values distinct per layer"
        case []: "none (no animation: the replay visits no layer)"
        default: "mixed"
        }
    }
}

/// A root layer with `count` sublayers, each running `kinds`, on a fresh virtual-clock frame loop
/// (made current, so `CACurrentMediaTime()` and the animations read its clock).
@MainActor
func makeScene(layerCount count: Int, kinds: AnimationKinds) -> (loop: FrameLoop, root: CALayer) {
    let loop = FrameLoop(clock: VirtualClock(), framesPerSecond: 60)
    loop.makeCurrent()
    let root = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)  // model setup must not add implicit animations
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    for index in 0..<count {
        let layer = CALayer()
        let x = CGFloat(index % 100) * 10
        let y = CGFloat(index / 100 % 100) * 10
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.position = CGPoint(x: x, y: y)
        root.addSublayer(layer)
        let phase = Double(index % 97) / 97  // a per-layer start offset in whole passes
        if kinds.contains(.spring) {
            layer.add(springAnimation(from: layer.position, phase: phase), forKey: "position")
        }
        if kinds.contains(.basic) { layer.add(basicAnimation(phase: phase), forKey: "opacity") }
        if kinds.contains(.keyframe) {
            let spread = kinds.contains(.distinctKeyframeValues) ? 1 + Double(index) * 1e-9 : 1
            layer.add(keyframeAnimation(phase: phase, spread: spread), forKey: "transform")
        }
    }
    CATransaction.commit()
    return (loop, root)
}

/// An under-damped spring moving the layer 100 points right and back, repeated forever.
@MainActor
private func springAnimation(from start: CGPoint, phase: Double) -> CASpringAnimation {
    let spring = CASpringAnimation(keyPath: "position")
    spring.fromValue = start
    spring.toValue = CGPoint(x: start.x + 100, y: start.y)
    spring.stiffness = 100
    spring.damping = 10
    spring.duration = spring.settlingDuration
    spring.autoreverses = true
    spring.repeatCount = .infinity
    spring.timeOffset = phase * spring.duration
    return spring
}

/// An ease-in-out fade from 1 to 0.2 and back, repeated forever.
@MainActor
private func basicAnimation(phase: Double) -> CABasicAnimation {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.2
    fade.duration = 1.5
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    fade.autoreverses = true
    fade.repeatCount = .infinity
    fade.timeOffset = phase * fade.duration
    return fade
}

/// A linear keyframe rotation about z through 0, π/2, π, 3π/2 and 2π (each angle times `spread`), repeated
/// forever.
@MainActor
private func keyframeAnimation(phase: Double, spread: Double) -> CAKeyframeAnimation {
    let spin = CAKeyframeAnimation(keyPath: "transform")
    spin.values = (0...4).map { CATransform3DMakeRotation(CGFloat($0) * .pi / 2 * spread, 0, 0, 1) }
    spin.calculationMode = .linear
    spin.duration = 2
    spin.repeatCount = .infinity
    spin.timeOffset = phase * spin.duration
    return spin
}
