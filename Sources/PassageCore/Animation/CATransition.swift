// A transition of a layer's whole appearance: the layer as it looked when the transition was added is
// faded, pushed or revealed away while its current state comes in. The evaluator records the transition's
// progress and the frozen previous appearance in the presented values; the renderer composes the two.
import Foundation

/// The kind of a CATransition (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new appearance fades in over the old (the default).
    public static let fade = Self(rawValue: "fade")
    /// The new appearance slides in over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new appearance pushes the old one out.
    public static let push = Self(rawValue: "push")
    /// The old appearance slides away, revealing the new one.
    public static let reveal = Self(rawValue: "reveal")
    /// A flip about the vertical or horizontal centre line (UIKit's transitionFlipFrom… options). Passage's name.
    public static let flip = Self(rawValue: "flip")
    /// A page curl up or down (UIKit's transitionCurlUp/Down options), drawn as an approximation. Passage's name.
    public static let curl = Self(rawValue: "curl")
}

/// The direction of a CATransition (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// A transition of a layer's appearance (Core Animation's `CATransition`). Added under the key
/// "transition" whatever key is given. Passage captures the previous appearance when the transition is
/// added, so add it before changing the layer (UIView.transition(with:…) does this for you).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    public var type: CATransitionType = .fade
    /// The direction for moveIn, push and reveal; nil means `.fromLeft`.
    public var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0…1. Default 0.
    public var startProgress: Float = 0
    /// Where in the transition to end, 0…1. Default 1.
    public var endProgress: Float = 1

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        let start = Double(min(max(startProgress, 0), 1))
        let end = Double(min(max(endProgress, 0), 1))
        return TransitionEvaluator(
            timing: timing, curve: progressCurve, type: type, subtype: subtype ?? .fromLeft,
            start: start, end: max(start, end),
            previous: layer.frozenCopy(at: CACurrentMediaTime()))
    }
}

/// A transition in progress, as the renderer needs it.
package struct TransitionPresentation {
    package var type: CATransitionType
    package var subtype: CATransitionSubtype
    /// 0 shows only the previous appearance, 1 only the current one.
    package var progress: Double
    /// The layer tree as it looked when the transition was added, frozen.
    package var previous: CALayer
}

package final class TransitionEvaluator: AnimationEvaluator {
    package let timing: MediaTimingParameters
    let curve: ProgressCurve
    let type: CATransitionType
    let subtype: CATransitionSubtype
    let start: Double
    let end: Double
    let previous: CALayer
    package var touchesObjects: Bool { true }

    init(
        timing: MediaTimingParameters, curve: ProgressCurve, type: CATransitionType, subtype: CATransitionSubtype,
        start: Double, end: Double, previous: CALayer
    ) {
        self.timing = timing
        self.curve = curve
        self.type = type
        self.subtype = subtype
        self.start = start
        self.end = end
        self.previous = previous
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues) {
        guard let fraction = visibleFraction(at: t) else { return }
        let progress = start + (end - start) * curve.progress(fraction)
        props.objects!.transition = TransitionPresentation(
            type: type, subtype: subtype, progress: progress, previous: previous)
    }
}
