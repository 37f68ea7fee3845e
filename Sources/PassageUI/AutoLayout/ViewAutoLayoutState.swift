// What Auto Layout keeps per view, in one object the view creates on first use, so views that never use
// Auto Layout carry one nil reference and nothing else.
import Foundation

/// The solver variables of one item (view or guide): left, top, width and height, in the coordinates of
/// the item's root view (the top of its hierarchy), in points.
final class LayoutItemVariables {
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(name: String) {
        left = LayoutVariable("\(name).minX")
        top = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved rectangle in root coordinates.
    func rootFrame(_ solver: SimplexSolver) -> CGRect {
        CGRect(
            x: LayoutEngine.snap(solver.value(of: left)), y: LayoutEngine.snap(solver.value(of: top)),
            width: LayoutEngine.snap(solver.value(of: width)), height: LayoutEngine.snap(solver.value(of: height)))
    }

    /// The solved rectangle in the coordinates of `container` (whose bounds origin is `boundsOrigin`).
    func frame(relativeTo container: LayoutItemVariables, boundsOrigin: CGPoint, in solver: SimplexSolver) -> CGRect {
        let own = rootFrame(solver)
        let outer = container.rootFrame(solver)
        return CGRect(
            x: own.minX - outer.minX + boundsOrigin.x, y: own.minY - outer.minY + boundsOrigin.y,
            width: own.width, height: own.height)
    }
}

/// The constraints a view's frame is pinned by while `translatesAutoresizingMaskIntoConstraints` is true
/// (or, for a root view, its origin), and the values they hold.
struct AutoresizingPins {
    weak var superview: UIView?
    var translates: Bool
    var constraints: [LinearConstraint]
    /// Whether the view had a superview when pinned: with `superview` nil now, that superview was released.
    var hadSuperview: Bool

    init(superview: UIView?, translates: Bool, constraints: [LinearConstraint]) {
        self.superview = superview
        self.translates = translates
        self.constraints = constraints
        hadSuperview = superview != nil
    }
}

/// The four optional constraints that stand for a view's intrinsic content size.
struct IntrinsicConstraints {
    var size: CGSize
    var hugging: (UILayoutPriority, UILayoutPriority)
    var compression: (UILayoutPriority, UILayoutPriority)
    var constraints: [LinearConstraint]
}

/// Auto Layout state of one view.
@MainActor
final class ViewAutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var variables: LayoutItemVariables?
    weak var engine: LayoutEngine?
    /// Constraints added with `addConstraint(_:)` or activated with this view as the nearest common ancestor.
    var installedConstraints: [NSLayoutConstraint] = []
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// The required constraints tying the margins and safe-area guides to the view's edges.
    var guideConstraints: [ObjectIdentifier: [LinearConstraint]] = [:]
    var needsUpdateConstraints = false
    var intrinsic: IntrinsicConstraints?
    var intrinsicIsDirty = true
    var pins: AutoresizingPins?
    /// While `systemLayoutSizeFitting` measures the view, its size is not pinned.
    var isMeasuring = false
    /// Whether the solution for the view (or its superview) changed since its frame was last placed.
    var needsPlacement = true
}
