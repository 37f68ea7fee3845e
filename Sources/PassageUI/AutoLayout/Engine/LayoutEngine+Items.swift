// Items and attributes: the variables of views and layout guides, and each attribute as a linear
// expression over them (right = left + width, centre x = left + width/2, …). Margin attributes are the
// margins guide's; baselines are the bottom edge (Passage has no per-view baseline yet).
import Foundation

extension LayoutEngine {
    /// The variables of `view`, created (and pinned, and tied to its superview's) on first use.
    func variables(for view: UIView) -> LayoutItemVariables {
        let state = view.autoLayout
        if let variables = state.variables { return variables }
        let variables = LayoutItemVariables(name: "\(type(of: view))")
        state.variables = variables
        state.engine = self
        trackedViews.append(WeakBox(view))
        for variable in [variables.left, variables.top, variables.width, variables.height] {
            viewForVariable[ObjectIdentifier(variable)] = WeakBox(view)
        }
        if state.translatesAutoresizingMaskIntoConstraints { translatingViews.append(WeakBox(view)) }
        syncPins(view)
        pendingIntrinsicUpdates.append(WeakBox(view))
        needsSolve = true
        return variables
    }

    /// The variables of `guide`, or nil when it belongs to no view.
    func variables(for guide: UILayoutGuide) -> LayoutItemVariables? {
        if let variables = guide.variables { return variables }
        guard let owner = guide.owningView else { return nil }
        _ = variables(for: owner)
        let variables = LayoutItemVariables(name: "UILayoutGuide:'\(guide.identifier)'")
        guide.variables = variables
        syncSystemGuide(guide, of: owner)
        return variables
    }

    /// The variables of a view or guide.
    func variables(forItem item: AnyObject) -> LayoutItemVariables? {
        if let view = item as? UIView { return variables(for: view) }
        if let guide = item as? UILayoutGuide { return variables(for: guide) }
        diagnose(
            .constraintItemUnsupported, .warning,
            "Auto Layout: \(type(of: item)) is neither a UIView nor a UILayoutGuide; the constraint is ignored")
        return nil
    }

    /// `item.attribute` as a linear expression; nil for `.notAnAttribute` or an unusable item.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LayoutExpression? {
        if let plain = attribute.withoutMargin {
            guard let view = item as? UIView else { return expression(item, plain) }
            return expression(view.layoutMarginsGuide, plain)
        }
        guard attribute != .notAnAttribute, let v = variables(forItem: item) else { return nil }
        switch attribute {
        case .left, .leading: return v.left.expression
        case .right, .trailing: return v.left + v.width
        case .top: return v.top.expression
        case .bottom, .lastBaseline, .firstBaseline: return v.top + v.height
        case .width: return v.width.expression
        case .height: return v.height.expression
        case .centerX: return v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        default: return nil
        }
    }

    /// The expression one side of a constraint stands for (an attribute, or an offset between two).
    func expression(_ anchor: LayoutAnchorExpression) -> LayoutExpression? {
        guard let item = anchor.item, let start = expression(item, anchor.attribute) else { return nil }
        guard let offset = anchor.offsetTo else { return start }
        guard let endItem = offset.item, let end = expression(endItem, offset.attribute) else { return nil }
        return end - start
    }

    /// `constraint` as a linear constraint: first − multiplier × second − constant ⋈ 0.
    func linearConstraint(for constraint: NSLayoutConstraint) -> LinearConstraint? {
        let first: LayoutExpression?
        if let anchor = constraint.firstExpression {
            first = expression(anchor)
        } else if let item = constraint.firstItem {
            first = expression(item, constraint.firstAttribute)
        } else {
            first = nil
        }
        guard let first else {
            diagnose(
                .constraintUnusable, .warning,
                "Auto Layout: \(constraint) has no usable first item or attribute; it is ignored")
            return nil
        }
        var rhs = LayoutExpression()
        if let anchor = constraint.secondAnchorExpression {
            guard let second = expression(anchor) else { return nil }
            rhs = second * Double(constraint.multiplier)
        } else if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let second = expression(item, constraint.secondAttribute) else { return nil }
            rhs = second * Double(constraint.multiplier)
        }
        let relation: LinearRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(
            first - rhs - Double(constraint.constant), relation,
            strength: constraint.priority.strength)
    }
}
