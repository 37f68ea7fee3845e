// Frames as constraints: a view whose `translatesAutoresizingMaskIntoConstraints` is true is pinned by
// required equalities to the frame it has (UIKit's NSAutoresizingMaskLayoutConstraint); a root view's
// origin is pinned at zero. The frame pinned is the untransformed one (from `center` and `bounds`), as Auto
// Layout ignores transforms and places views through their centre and bounds: a transformed view's bounding
// box is not where its constraints put it. Pins follow frame changes through `setConstant`, so a moved view costs a few
// pivots, and are rebuilt when the view changes superview or stops translating.
//
// Like UIKit, which updates autoresizing constraints when the engine is next used rather than at each frame
// change, Passage brings pins up to date when the engine prepares (before a layout pass or a measurement), and
// a view that starts translating is pinned then too. When several views' pins changed since, the stale pins
// are all removed before any new one is added: the pins of one view never meet the stale pins of another, so
// code that moves two views tied by constraints one after the other (DeckTransition's dismissal: a card and the
// view on its edges both start translating and take the full screen) reports no conflict when the end state
// has none; a conflict in the end state is still reported.
import Foundation

extension LayoutEngine {
    /// Brings `view`'s pins up to date with its superview, its translating flag and its frame.
    func syncPins(_ view: UIView) {
        guard let state = view.autoLayoutStorage, state.variables != nil else { return }
        let values = pinValues(of: view, state)
        if pinsMatchShape(state, view.superview, values) {
            for (constraint, value) in zip(state.pins!.constraints, values)
            where constraint.expression.constant != -value {
                if solver.hasConstraint(constraint) {
                    setConstant(constraint, -value, owner: nil)
                }
            }
            return
        }
        rebuildPins(view, values)
    }

    /// Brings the pins of `views` up to date as one change: when more than one view's pins are stale, every
    /// stale pin is removed before any is added again (a subset of constraints that hold together holds
    /// together, so only a conflict of the end state is reported).
    func syncPinsTogether(_ views: [UIView]) {
        let stale = views.filter { view in
            guard let state = view.autoLayoutStorage, state.variables != nil else { return false }
            let values = pinValues(of: view, state)
            guard pinsMatchShape(state, view.superview, values) else { return true }
            return zip(state.pins!.constraints, values).contains { constraint, value in
                constraint.expression.constant != -value && solver.hasConstraint(constraint)
            }
        }
        guard stale.count > 1 else {
            for view in views { syncPins(view) }
            return
        }
        for view in stale {
            guard let state = view.autoLayoutStorage else { continue }
            for constraint in state.pins?.constraints ?? [] { remove(constraint) }
            state.pins = nil
        }
        for view in views { syncPins(view) }
    }

    /// The values `view`'s pins hold: its origin in its superview's bounds (zero for a root) and, when it
    /// translates and is not being measured, its size.
    private func pinValues(of view: UIView, _ state: ViewAutoLayoutState) -> [Double] {
        let translates = state.translatesAutoresizingMaskIntoConstraints
        var values: [Double] = []
        let frame = Self.untransformedFrame(of: view)
        if let superview = view.superview {
            _ = self.variables(for: superview)
            if translates {
                values = [Double(frame.minX - superview.bounds.minX), Double(frame.minY - superview.bounds.minY)]
            }
        } else {
            values = [0, 0]
        }
        if translates && !state.isMeasuring { values += [Double(frame.width), Double(frame.height)] }
        return values
    }

    /// Whether the view's pins are the ones `values` need (same superview, same kind), whatever their constants.
    private func pinsMatchShape(_ state: ViewAutoLayoutState, _ superview: UIView?, _ values: [Double]) -> Bool {
        guard let pins = state.pins else { return false }
        let pinsSize = state.translatesAutoresizingMaskIntoConstraints && !state.isMeasuring
        return pins.superview === superview && pins.translates == pinsSize && pins.constraints.count == values.count
    }

    /// Replaces the view's pins by new ones holding `values`.
    private func rebuildPins(_ view: UIView, _ values: [Double]) {
        guard let state = view.autoLayoutStorage, let variables = state.variables else { return }
        let superview = view.superview
        let translates = state.translatesAutoresizingMaskIntoConstraints
        let pinsSize = translates && !state.isMeasuring
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
        if state.translatesAutoresizingMaskIntoConstraints {
            // Pinned when the engine next prepares, with the other views that changed (see the top of the file).
            translatingViews.append(WeakBox(view))
            needsPinSync = true
        } else {
            syncPins(view)
        }
        view.superview?.setNeedsLayout()
    }
}
