// Several animations run on one timeline: the children's times are relative to the group's local time.
import Foundation

/// Runs several animations together (Core Animation's `CAAnimationGroup`). Children are clipped to the
/// group's active time; a child with duration 0 takes the group's duration.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to run, in the group's time.
    public var animations: [CAAnimation]?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        let children = (animations ?? []).compactMap { child -> AnimationEvaluator? in
            let childDuration = child.duration > 0 && child.duration.isFinite ? child.duration : timing.duration
            return child.makeEvaluator(for: layer, timing: child.timingParameters(duration: childDuration))
        }
        return GroupEvaluator(timing: timing, curve: progressCurve, children: children)
    }
}

/// Evaluates a group: maps the layer's time to the group's local time, then runs the children in order.
package final class GroupEvaluator: AnimationEvaluator {
    package let timing: MediaTimingParameters
    let curve: ProgressCurve
    let children: [AnimationEvaluator]

    init(timing: MediaTimingParameters, curve: ProgressCurve, children: [AnimationEvaluator]) {
        self.timing = timing
        self.curve = curve
        self.children = children
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerProperties) {
        guard let fraction = visibleFraction(at: t) else { return }
        let localTime = curve.progress(fraction) * timing.duration
        for child in children {
            child.apply(atParentTime: localTime, to: &props)
        }
    }
}
