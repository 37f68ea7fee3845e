// A single-keyframe animation: from a value to a value.
import Foundation

/// Interpolates one property between two values (Core Animation's `CABasicAnimation`).
///
/// The ends follow Core Animation's rules: with `fromValue` and `toValue`, between them; with only
/// `fromValue`, to the layer's current value; with only `toValue`, from the current value; `byValue`
/// is added to whichever end is missing; with none, from the value before the change that triggered
/// the animation to the current value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    public var fromValue: Any?
    /// The end value, or nil.
    public var toValue: Any?
    /// A relative change, or nil.
    public var byValue: Any?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        guard let property = resolvedProperty(on: layer), let ends = endpoints(for: property, on: layer) else {
            return nil
        }
        return PropertyEvaluator(
            timing: timing, property: property, from: ends.from, to: ends.to,
            curve: curve(duration: timing.duration), isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The pacing curve; CASpringAnimation replaces it with its spring.
    package func curve(duration: CFTimeInterval) -> ProgressCurve { progressCurve }

    private func endpoints(for property: AnimatableProperty, on layer: CALayer) -> (
        from: AnimationEndpoint, to: AnimationEndpoint
    )? {
        func typed(_ value: Any?, _ field: String) -> AnimationValue?? {
            guard let value else { return .some(nil) }
            guard let result = typedValue(value, field: field, for: property) else { return nil }
            return .some(result)
        }
        guard let from = typed(fromValue, "fromValue"), let to = typed(toValue, "toValue"),
            let by = typed(byValue, "byValue")
        else {
            return nil
        }
        switch (from, to, by) {
        case (let from?, let to?, _):
            return (.value(from), .value(to))
        case (let from?, nil, let by?):
            return (.value(from), .value(by.added(to: from)))
        case (nil, let to?, let by?):
            guard let start = to.subtracting(by) else { return (.underlying, .value(to)) }
            return (.value(start), .value(to))
        case (let from?, nil, nil):
            return (.value(from), .underlying)
        case (nil, let to?, nil):
            return (.underlying, .value(to))
        case (nil, nil, let by?):
            return (.underlying, .underlyingPlus(by))
        case (nil, nil, nil):
            let previous = layer.presentedValueBeforeChange(forKey: property.keyPath)
            return (previous.map(AnimationEndpoint.value) ?? .underlying, .underlying)
        }
    }
}
