// The system guides of a view: the layout-margins guide (the bounds inset by `layoutMargins`) and the
// safe-area guide (the bounds inset by `safeAreaInsets`). Each is
// tied to the view's edges by four required equalities whose constants follow the insets.
import Foundation

extension LayoutEngine {
    /// Ties `guide` to `view`'s edges if it is one of the view's system guides; other guides are free.
    func syncSystemGuide(_ guide: UILayoutGuide, of view: UIView) {
        guard let state = view.autoLayoutStorage, let g = guide.variables, let v = state.variables else { return }
        let insets: UIEdgeInsets
        if guide === state.marginsGuide {
            insets = view.layoutMargins
        } else if guide === state.safeAreaGuide {
            insets = view.safeAreaInsets
        } else {
            return
        }
        let key = ObjectIdentifier(guide)
        let constants = [
            -Double(insets.left), -Double(insets.top), Double(insets.left + insets.right),
            Double(insets.top + insets.bottom),
        ]
        if let existing = state.guideConstraints[key] {
            for (constraint, constant) in zip(existing, constants) where constraint.expression.constant != constant {
                setConstant(constraint, constant, owner: nil)
            }
            return
        }
        let name = "\(type(of: view)) \(guide.identifier)"
        let constraints = [
            LinearConstraint(g.left - v.left - Double(insets.left), .equal, name: "<\(name).left>"),
            LinearConstraint(g.top - v.top - Double(insets.top), .equal, name: "<\(name).top>"),
            LinearConstraint(g.width - v.width + Double(insets.left + insets.right), .equal, name: "<\(name).width>"),
            LinearConstraint(
                g.height - v.height + Double(insets.top + insets.bottom), .equal, name: "<\(name).height>"),
        ]
        for constraint in constraints { add(constraint, owner: nil) }
        state.guideConstraints[key] = constraints
    }
}
