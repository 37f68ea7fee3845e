// An animation whose progress is set by an object rather than by media timing: how UIViewPropertyAnimator
// scrubs, pauses, reverses and retimes the animations its blocks create. It never ends by itself; the
// driver removes it when it is done.
import Foundation

/// Supplies the progress of driven animations.
@MainActor
package protocol AnimationProgressDriver: AnyObject {
    /// Progress along the values (0 = from, 1 = to; springs may overshoot) at layer time `t` for an
    /// animation that starts at `delayFactor` (0…1) of the driver's duration.
    func valueProgress(at t: CFTimeInterval, delayFactor: Double) -> Double
}

/// A basic animation between fixed values whose progress comes from a driver.
@MainActor
package final class DrivenPropertyAnimation: CABasicAnimation {
    package var driver: AnimationProgressDriver?
    /// The fraction of the driver's duration at which this animation starts, 0…1.
    package var delayFactor: Double = 0

    package required init() {
        super.init()
        repeatCount = .infinity
    }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? DrivenPropertyAnimation else { return }
        driver = other.driver
        delayFactor = other.delayFactor
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        guard let property = resolvedProperty(on: layer), let driver,
            let from = typedValue(fromValue, field: "fromValue", for: property),
            let to = typedValue(toValue, field: "toValue", for: property)
        else { return nil }
        return DrivenEvaluator(
            timing: timing, property: property, from: from, to: to, driver: driver,
            delayFactor: delayFactor, isAdditive: isAdditive)
    }
}

package final class DrivenEvaluator: AnimationEvaluator {
    package let timing: MediaTimingParameters
    let property: AnimatableProperty
    let from: AnimationValue
    let to: AnimationValue
    let driver: AnimationProgressDriver
    let delayFactor: Double
    let isAdditive: Bool
    package var touchesObjects: Bool { property.touchesObjects }

    init(
        timing: MediaTimingParameters, property: AnimatableProperty, from: AnimationValue, to: AnimationValue,
        driver: AnimationProgressDriver, delayFactor: Double, isAdditive: Bool
    ) {
        self.timing = timing
        self.property = property
        self.from = from
        self.to = to
        self.driver = driver
        self.delayFactor = delayFactor
        self.isAdditive = isAdditive
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues) {
        let progress = driver.valueProgress(at: t, delayFactor: delayFactor)
        property.apply(from.interpolated(to: to, fraction: progress), to: &props, additive: isAdditive)
    }
}
