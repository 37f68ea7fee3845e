// Intrinsic content size as constraints: on each axis with a metric, `size ≤ intrinsic` at the view's
// content-hugging priority and `size ≥ intrinsic` at its compression-resistance priority (UIKit's rule).
import Foundation

extension LayoutEngine {
    /// Reads `view.intrinsicContentSize` and brings its four constraints up to date.
    func syncIntrinsicSize(_ view: UIView) {
        guard let state = view.autoLayoutStorage, let variables = state.variables else { return }
        state.intrinsicIsDirty = false
        let size = view.intrinsicContentSize
        let hugging = (state.hugging.horizontal, state.hugging.vertical)
        let compression = (state.compression.horizontal, state.compression.vertical)
        let hasWidth = size.width != UIView.noIntrinsicMetric
        let hasHeight = size.height != UIView.noIntrinsicMetric
        if let current = state.intrinsic, current.hugging == hugging, current.compression == compression,
            (current.size.width != UIView.noIntrinsicMetric) == hasWidth,
            (current.size.height != UIView.noIntrinsicMetric) == hasHeight
        {
            guard current.size != size else { return }
            var index = 0
            for (has, value) in [(hasWidth, size.width), (hasHeight, size.height)] where has {
                for constraint in current.constraints[index..<index + 2] {
                    setConstant(constraint, -Double(value), owner: nil)
                }
                index += 2
            }
            state.intrinsic?.size = size
            return
        }
        for constraint in state.intrinsic?.constraints ?? [] { remove(constraint) }
        var constraints: [LinearConstraint] = []
        let name = "\(type(of: view))"
        for (has, variable, value, hug, resist, axis) in [
            (hasWidth, variables.width, size.width, hugging.0, compression.0, "width"),
            (hasHeight, variables.height, size.height, hugging.1, compression.1, "height"),
        ] where has {
            let v = Double(value)
            let number = NSLayoutConstraint.number(value)
            constraints.append(
                LinearConstraint(
                    variable - v, .lessThanOrEqual, strength: hug.strength,
                    name: "<NSContentSizeLayoutConstraint \(name).\(axis) <= \(number) Hug:\(Int(hug.rawValue))>"))
            constraints.append(
                LinearConstraint(
                    variable - v, .greaterThanOrEqual, strength: resist.strength,
                    name:
                        "<NSContentSizeLayoutConstraint \(name).\(axis) >= \(number) CompressionResistance:\(Int(resist.rawValue))>"
                ))
        }
        for constraint in constraints { add(constraint, owner: nil) }
        state.intrinsic = IntrinsicConstraints(
            size: size, hugging: hugging, compression: compression, constraints: constraints)
        needsSolve = true
    }

    /// Queues `view`'s intrinsic size to be read again at the next `prepare()`.
    func invalidateIntrinsicSize(of view: UIView) {
        guard let state = view.autoLayoutStorage, state.variables != nil else { return }
        state.intrinsicIsDirty = true
        pendingIntrinsicUpdates.append(WeakBox(view))
        needsSolve = true
        view.superview?.setNeedsLayout()
    }
}
