// Activating, deactivating and editing NSLayoutConstraints: each active constraint owns one linear
// constraint in the solver. A constant change shifts it in place (incremental); a priority change
// replaces it. A constraint the engine broke to recover from a conflict stays active, unenforced, and is
// tried again when its constant or priority changes.
import Foundation

extension LayoutEngine {
    /// Adds `constraint` to the solver and installs it on its items' nearest common ancestor.
    func activate(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        constraint.storedActive = true
        nextActivationSerial += 1
        constraint.activationSerial = nextActivationSerial
        if let linear = linearConstraint(for: constraint) {
            constraint.linearConstraint = linear
            constraint.isBroken = !add(linear, owner: constraint)
        } else {
            constraint.isBroken = true
        }
        let views = constraint.itemViews
        if let owner = Self.nearestCommonAncestor(views) {
            owner.autoLayout.installedConstraints.append(constraint)
        } else if views.count > 1 {
            diagnose(
                .constraintWithoutCommonAncestor, .warning,
                "Auto Layout: \(constraint) relates items with no common ancestor; activate it once they are in the same view hierarchy"
            )
        }
    }

    /// Takes `constraint` out of the solver and uninstalls it.
    func deactivate(_ constraint: NSLayoutConstraint) {
        if let linear = constraint.linearConstraint { remove(linear) }
        constraint.linearConstraint = nil
        constraint.storedActive = false
        constraint.isBroken = false
        for view in constraint.itemViews {
            var current: UIView? = view
            while let candidate = current {
                candidate.autoLayoutStorage?.installedConstraints.removeAll { $0 === constraint }
                current = candidate.superview
            }
        }
        constraint.engine = nil
    }

    /// Re-solves for a changed constant: in place when enforced; otherwise tries to enforce it again.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.storedActive, let linear = constraint.linearConstraint else { return }
        if solver.hasConstraint(linear) {
            if !setConstant(linear, -Double(constraint.constant), owner: constraint) {
                remove(linear)
                constraint.isBroken = true
            }
        } else {
            linear.expression.constant = -Double(constraint.constant)
            constraint.isBroken = !add(linear, owner: constraint)
        }
    }

    /// Replaces the solver's constraint for a changed (optional) priority.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.storedActive else { return }
        if let linear = constraint.linearConstraint { remove(linear) }
        guard let linear = linearConstraint(for: constraint) else { return }
        constraint.linearConstraint = linear
        constraint.isBroken = !add(linear, owner: constraint)
    }

    /// The nearest view that is, or contains, every view in `views`.
    static func nearestCommonAncestor(_ views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var ancestor: UIView? = candidate
            while let current = ancestor, !view.isDescendant(of: current) { ancestor = current.superview }
            guard let found = ancestor else { return nil }
            candidate = found
        }
        return candidate
    }
}

extension NSLayoutConstraint {
    /// The views of the items (a guide counts as its owning view).
    var itemViews: [UIView] {
        [firstItem, secondItem].compactMap { item -> UIView? in
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
    }
}
