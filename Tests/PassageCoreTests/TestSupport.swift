// Shared helpers for the engine tests: a fresh frame loop per test, model changes without implicit
// animations, terse animation builders and a delegate that logs what it hears with the frame number.
import Foundation
import XCTest

@testable import PassageCore

/// A fresh 60 fps frame loop on a virtual clock at 0, made current.
@MainActor
func makeLoop(framesPerSecond: Int = 60) -> FrameLoop {
    let loop = FrameLoop(framesPerSecond: framesPerSecond)
    loop.makeCurrent()
    return loop
}

/// Runs `body` in a transaction with actions disabled, so model changes are not animated.
@MainActor
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

/// A standalone layer with `bounds` and `position`, set without implicit animations.
@MainActor
func makeLayer(
    bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
    position: CGPoint = .zero
) -> CALayer {
    let layer = CALayer()
    withoutActions {
        layer.bounds = bounds
        layer.position = position
    }
    return layer
}

/// A basic animation of `keyPath` with the given ends, duration and (linear by default) pacing.
@MainActor
func basic(
    _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
    duration: CFTimeInterval = 1
) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
}

/// The presented x of the layer's position at the loop's current time.
@MainActor
func presentedX(_ layer: CALayer) -> CGFloat {
    layer.presentation()!.position.x
}

/// Logs delegate callbacks as "start name@frame" / "stop name finished@frame".
@MainActor
final class AnimationLog: CAAnimationDelegate {
    private(set) var entries: [String] = []
    private let loop: FrameLoop
    private let name: String
    private let shared: AnimationLogBook?

    init(_ name: String, loop: FrameLoop, book: AnimationLogBook? = nil) {
        self.name = name
        self.loop = loop
        self.shared = book
    }

    func animationDidStart(_ anim: CAAnimation) {
        record("start \(name)@\(loop.frameCount)")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        record("stop \(name) \(flag)@\(loop.frameCount)")
    }

    private func record(_ entry: String) {
        entries.append(entry)
        shared?.entries.append(entry)
    }
}

/// A delegate that reports "start" / "stop" to a closure.
@MainActor
final class AnimationLogCallback: CAAnimationDelegate {
    let report: (String) -> Void
    init(_ report: @escaping (String) -> Void) { self.report = report }
    func animationDidStart(_ anim: CAAnimation) { report("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { report("stop") }
}

/// A log shared by several delegates and completion blocks, to check their relative order.
@MainActor
final class AnimationLogBook {
    var entries: [String] = []
}

/// The bit patterns of every number a layer presents, for exact determinism checks.
func bitPatterns(of v: LayerProperties) -> [UInt64] {
    let t = v.transform
    let s = v.sublayerTransform
    let cgFloats: [CGFloat] =
        [
            v.bounds.origin.x, v.bounds.origin.y, v.bounds.width, v.bounds.height,
            v.position.x, v.position.y, v.zPosition, v.anchorPoint.x, v.anchorPoint.y, v.anchorPointZ,
            v.cornerRadius, v.borderWidth, v.shadowRadius, v.shadowOffset.width, v.shadowOffset.height,
        ] + entries(t) + entries(s)
    let color = v.backgroundColor.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
    let numbers = cgFloats.map { Double($0) } + [Double(v.opacity), Double(v.shadowOpacity)] + color
    return numbers.map(\.bitPattern)
}

/// The rotation about z encoded in a transform built from a z rotation: atan2(m12, m11).
func rotationZ(_ t: CATransform3D) -> Double {
    atan2(Double(t.m12), Double(t.m11))
}
