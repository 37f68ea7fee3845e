// Frames as constraints: a view whose `translatesAutoresizingMaskIntoConstraints` is true is pinned by
// required equalities to the frame it has (UIKit's NSAutoresizingMaskLayoutConstraint); a root view's
// origin is pinned at zero. The frame pinned is the untransformed one (from `center` and `bounds`), as Auto
// Layout ignores transforms and places views through their centre and bounds: a transformed view's bounding
// box is not where its constraints put it. Pins follow frame changes through `setConstant`, so a moved view costs a few
// pivots, and are rebuilt when the view changes superview or stops translating.
import Foundation

extension LayoutEngine {
    /// Brings `view`'s pins up to date with its superview, its translating flag and its frame.
    func syncPins(_ view: UIView) {
        guard let state = view.autoLayoutStorage, let variables = state.variables else { return }
        let superview = view.superview
        let translates = state.translatesAutoresizingMaskIntoConstraints
        let pinsSize = translates && !state.isMeasuring
        var values: [Double] = []
        let frame = Self.untransformedFrame(of: view)
        if let superview {
            _ = self.variables(for: superview)
            if translates {
                values = [Double(frame.minX - superview.bounds.minX), Double(frame.minY - superview.bounds.minY)]
            }
        } else {
            values = [0, 0]
        }
        if pinsSize { values += [Double(frame.width), Double(frame.height)] }
        if let pins = state.pins, pins.superview === superview, pins.translates == pinsSize,
            pins.constraints.count == values.count
        {
            for (constraint, value) in zip(pins.constraints, values) where constraint.expression.constant != -value {
                if solver.hasConstraint(constraint) {
                    setConstant(constraint, -value, owner: nil)
                }
            }
            return
        }
        for constraint in state.pins?.constraints ?? [] { remove(constraint) }
        let name = "\(type(of: view))"
        var constraints: [LinearConstraint] = []
        var expressions: [(LayoutExpression, String)] = []
        if let superview, translates {
            let outer = self.variables(for: superview)
            expressions = [(variables.left - outer.left, "minX"), (variables.top - outer.top, "minY")]
        } else if superview == nil {
            expressions = [(variables.left.expression, "minX"), (variables.top.expression, "minY")]
        }
        if pinsSize { expressions += [(variables.width.expression, "width"), (variables.height.expression, "height")] }
        for ((expression, attribute), value) in zip(expressions, values) {
            let constraint = LinearConstraint(
                expression - value, .equal,
                name:
                    "<NSAutoresizingMaskLayoutConstraint \(name).\(attribute) == \(NSLayoutConstraint.number(CGFloat(value)))   (active)>"
            )
            add(constraint, owner: nil)
            constraints.append(constraint)
        }
        state.pins = AutoresizingPins(superview: superview, translates: pinsSize, constraints: constraints)
        state.needsPlacement = true
        superview?.setNeedsLayout()
        needsSolve = true
    }

    /// `view`'s frame without its transform: its bounds' size placed by its centre and anchor point.
    static func untransformedFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        return CGRect(
            x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// Called when a tracked view's translating flag changed.
    func translatesDidChange(_ view: UIView) {
        guard let state = view.autoLayoutStorage, state.variables != nil else { return }
        translatingViews.removeAll { $0.value == nil || $0.value === view }
        if state.translatesAutoresizingMaskIntoConstraints { translatingViews.append(WeakBox(view)) }
        syncPins(view)
        view.superview?.setNeedsLayout()
    }
}
