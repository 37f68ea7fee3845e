// The Auto Layout part of the layout pass: before a view lays out its subviews, the engine is brought up
// to date and every constrained subview gets the frame the solution gives it. Frames are set through
// `center` and `bounds.size`, as UIKit's engine does, so a transform never distorts them and, inside an
// animation block (or a property animator), each change animates like any other.
import Foundation

extension UIView {
    /// Brings the engine up to date and places the constrained subviews (called before `layoutSubviews()`).
    func placeSubviewsFromAutoLayout() {
        guard let engine = autoLayoutStorage?.engine, let own = autoLayoutStorage?.variables else { return }
        engine.prepare()
        var origin: CGPoint?
        for subview in subviews {
            guard let state = subview.autoLayoutStorage, let variables = state.variables,
                !state.translatesAutoresizingMaskIntoConstraints
            else { continue }
            if state.pins == nil || state.pins?.superview !== self { engine.syncPins(subview) }
            guard state.needsPlacement else { continue }
            state.needsPlacement = false
            if origin == nil {
                let rootFrame = own.rootFrame(engine.solver)
                origin = CGPoint(x: rootFrame.minX - bounds.minX, y: rootFrame.minY - bounds.minY)
            }
            subview.applyAutoLayoutFrame(variables.rootFrame(engine.solver).offsetBy(dx: -origin!.x, dy: -origin!.y))
        }
    }

    /// Sets the frame from a solution: bounds size and centre (by the anchor point), each only when it changes.
    func applyAutoLayoutFrame(_ frame: CGRect) {
        let size = frame.size
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        let anchor = layer.anchorPoint
        let center = CGPoint(x: frame.minX + anchor.x * size.width, y: frame.minY + anchor.y * size.height)
        if self.center != center { self.center = center }
    }

    /// Runs the engine's pending work so that `layoutIfNeeded()` sees every change (called first by it).
    static func prepareAutoLayoutForLayoutPass() {
        LayoutEngine.existing?.prepare()
    }

    // MARK: Updating constraints

    func markNeedsUpdateConstraints() {
        let state = autoLayout
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        autoLayoutEngine.pendingConstraintUpdates.append(WeakBox(self))
        setNeedsLayout()
    }

    func runUpdateConstraintsIfNeeded() {
        autoLayoutEngine.runPendingConstraintUpdates()
    }

    // MARK: Intrinsic size and fitting

    func invalidateIntrinsicSizeForAutoLayout() {
        autoLayoutStorage?.engine?.invalidateIntrinsicSize(of: self)
    }

    /// The size the view's constraints give it when its width and height wish for `targetSize` at the
    /// given priorities; the view keeps its frame.
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = autoLayoutEngine
        let variables = engine.variables(for: self)
        let state = autoLayout
        engine.prepare()
        state.isMeasuring = true
        engine.syncPins(self)
        let wishes = [
            LinearConstraint(
                variables.width - Double(targetSize.width), .equal, strength: horizontal.strength,
                name: "<fitting width == \(NSLayoutConstraint.number(targetSize.width))>"),
            LinearConstraint(
                variables.height - Double(targetSize.height), .equal, strength: vertical.strength,
                name: "<fitting height == \(NSLayoutConstraint.number(targetSize.height))>"),
        ]
        for wish in wishes { engine.add(wish, owner: nil) }
        let size = CGSize(
            width: LayoutEngine.snap(engine.solver.value(of: variables.width)),
            height: LayoutEngine.snap(engine.solver.value(of: variables.height)))
        for wish in wishes { engine.remove(wish) }
        state.isMeasuring = false
        engine.syncPins(self)
        return size
    }

    // MARK: Ambiguity

    /// Whether the solution leaves any of the view's position or size free to change at no cost.
    var autoLayoutIsAmbiguous: Bool {
        guard let engine = autoLayoutStorage?.engine, let v = autoLayoutStorage?.variables else { return false }
        engine.prepare()
        return [v.left, v.top, v.width, v.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// Moves an ambiguous view to another solution of equal cost, and marks the layout.
    func exerciseAutoLayoutAmbiguity() {
        guard let engine = autoLayoutStorage?.engine, let v = autoLayoutStorage?.variables else { return }
        var moved = false
        for variable in [v.left, v.top, v.width, v.height] where engine.solver.isAmbiguous(variable) {
            moved = engine.solver.exerciseAmbiguity(of: variable) || moved
        }
        if moved {
            engine.needsSolve = true
            superview?.setNeedsLayout()
        }
    }
}

extension LayoutEngine {
    /// The current frame loop's engine if it has one (never creates one).
    static var existing: LayoutEngine? {
        Stage.current.existingLayoutEngine
    }
}

extension UIView {
    /// Deactivates the constraints that tie this view's subtree to views outside it, as UIKit does when a
    /// view leaves its superview (called by `removeFromSuperview()` and before a move to another superview).
    func deactivateConstraintsLeavingWithView() {
        guard autoLayoutStorage?.engine != nil || LayoutEngine.existing != nil else { return }
        var crossing: [NSLayoutConstraint] = []
        var ancestor = superview
        while let current = ancestor {
            for constraint in current.installedConstraintList
            where constraint.itemViews.contains(where: { $0.isDescendant(of: self) }) {
                crossing.append(constraint)
            }
            ancestor = current.superview
        }
        NSLayoutConstraint.deactivate(crossing)
    }
}

extension UIView {
    /// Re-pins a view the engine knows as soon as it changes superview, so the origin pin it had as a root (or
    /// its frame pins in the old superview) never meets the constraints activated right after `addSubview`.
    /// A view whose superview was released meanwhile first loses the constraints to it: UIKit removes a released
    /// view's subviews, and with them the constraints between them (SPStorkController's pattern: a view moved from
    /// a released snapshot to its replacement, then tied to the replacement's edges).
    func autoLayoutSuperviewDidChange() {
        guard let state = autoLayoutStorage, state.variables != nil, let engine = state.engine else { return }
        if let pins = state.pins, pins.hadSuperview, pins.superview == nil { engine.removeConstraintsOfReleasedViews() }
        engine.syncPins(self)
    }
}
