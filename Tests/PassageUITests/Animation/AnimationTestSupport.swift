// Shared helpers for the animation and property-animator tests: an independent cubic-Bézier oracle,
// per-frame traces of presented values, and a recorder of completion calls with the frame they ran on.
import Foundation
import PassageUI
import XCTest

/// y of the unit cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at `x`, solved by bisection on x(t) (x1, x2 in
/// 0…1, so x(t) is monotone); 200 halvings leave t exact to the last bit. Independent of the library solver.
func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = 0.5 * (low + high)
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate(0.5 * (low + high), y1, y2)
}

/// UIKit's four curves with their control points (reference: Timing curves).
let uiKitCurves:
    [(
        name: String, option: UIView.AnimationOptions, curve: UIView.AnimationCurve,
        points: (Double, Double, Double, Double)
    )] = [
        ("easeInOut", .curveEaseInOut, .easeInOut, (0.42, 0, 0.58, 1)),
        ("easeIn", .curveEaseIn, .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .curveEaseOut, .easeOut, (0, 0, 0.58, 1)),
        ("linear", .curveLinear, .linear, (0, 0, 1, 1)),
    ]

/// The ease-in-ease-out curve of a plain `UIView.animate` at `x`.
func easeInEaseOut(_ x: Double) -> Double { bezierY(atX: x, 0.42, 0, 0.58, 1) }

@MainActor
extension UIView {
    /// The center as it is on screen now: the presentation layer's position.
    var presentedCenter: CGPoint { layer.presentation()!.position }
}

/// Steps `loop` `frames` times and returns `read()` after each frame (index 0 is frame 1).
@MainActor
func trace<T>(_ loop: FrameLoop, frames: Int, _ read: () -> T) -> [T] {
    (0..<frames).map { _ in
        loop.step()
        return read()
    }
}

/// Records each call of a completion with its argument and the frame it ran on.
@MainActor
final class CompletionRecorder<Value> {
    private(set) var calls: [(value: Value, frame: Int)] = []
    private let loop: FrameLoop

    init(_ loop: FrameLoop) { self.loop = loop }

    /// A handler to pass as the completion.
    var handler: (Value) -> Void {
        { [self] value in calls.append((value, loop.frameCount)) }
    }

    var frames: [Int] { calls.map(\.frame) }
    var values: [Value] { calls.map(\.value) }
}

/// A 10 × 10 view centred on the origin, so its center reads the animated value directly.
@MainActor
func makeView() -> UIView {
    UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
}
