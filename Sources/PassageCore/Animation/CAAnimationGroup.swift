// Several animations run on one timeline: the children's times are relative to the group's local time.
import Foundation

/// Runs several animations together (Core Animation's `CAAnimationGroup`). Children are clipped to the
/// group's active time; a child with duration 0 takes the group's duration. When the group fills forwards
/// after its end, children that were still running then hold their values at the group's end time.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to run, in the group's time.
    public var animations: [CAAnimation]?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        var children: [(running: AnimationEvaluator, held: AnimationEvaluator?)] = []
        for child in animations ?? [] {
            let childDuration = child.duration > 0 && child.duration.isFinite ? child.duration : timing.duration
            let childTiming = child.timingParameters(duration: childDuration)
            guard let running = child.makeEvaluator(for: layer, timing: childTiming) else { continue }
            // A child still running when the group's pass ends is held at the group's end by the group's fill,
            // whatever its own fill mode: its variant filled forwards is used once the group is over.
            var heldTiming = childTiming
            heldTiming.fillMode =
                childTiming.fillMode == .backwards || childTiming.fillMode == .both ? .both : .forwards
            let held =
                childTiming.endTime() >= timing.duration && heldTiming != childTiming
                ? child.makeEvaluator(for: layer, timing: heldTiming) : nil
            children.append((running, held))
        }
        return GroupEvaluator(timing: timing, curve: progressCurve, children: children)
    }
}

/// Evaluates a group: maps the layer's time to the group's local time, then runs the children in order.
package final class GroupEvaluator: AnimationEvaluator {
    package let timing: MediaTimingParameters
    let curve: ProgressCurve
    /// Each child's evaluator, and its forwards-filled variant for after the group's end (nil when the
    /// child ends before the group's pass does, or already fills forwards).
    let children: [(running: AnimationEvaluator, held: AnimationEvaluator?)]
    package var touchesObjects: Bool {
        children.contains { $0.running.touchesObjects || $0.held?.touchesObjects == true }
    }

    init(
        timing: MediaTimingParameters, curve: ProgressCurve,
        children: [(running: AnimationEvaluator, held: AnimationEvaluator?)]
    ) {
        self.timing = timing
        self.curve = curve
        self.children = children
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues) {
        let phase = timing.phase(atParentTime: t)
        guard let fraction = phase.fraction else { return }
        let localTime = curve.progress(fraction) * timing.duration
        let isOver = if case .after = phase { true } else { false }
        for child in children {
            (isOver ? child.held ?? child.running : child.running).apply(atParentTime: localTime, to: &props)
        }
    }
}
