// The layout engine of one frame loop: one Cassowary solver holding every active constraint of every view
// tree on that loop, the variables of the views and guides that take part, and the bookkeeping that turns
// solutions into frames.
//
// Coordinates: each item's variables are its rectangle in the coordinates of its root view (the top of its
// hierarchy, usually the window), ignoring transforms, as Auto Layout works on frames. A view whose
// `translatesAutoresizingMaskIntoConstraints` is true is pinned to its current frame by required
// constraints (its autoresizing mask already resizes it when its superview's bounds change); a root view
// is pinned at the origin.
//
// Flow: activating constraints, changing constants and invalidating intrinsic sizes update the solver at
// once (incrementally) and set `needsSolve`; `prepare()` (called by `layoutIfNeeded()`, the frame loop's
// layout pass and each view's layout) runs pending `updateConstraints()`, re-pins frames that moved, and
// marks the superview of every view whose solved frame differs from its frame as needing layout. Laying
// out a view then sets its constrained subviews' frames from the solution, so inside an animation block
// every frame change animates.
import Foundation

/// One frame loop's Auto Layout engine.
@MainActor
final class LayoutEngine {
    /// The engine of the current frame loop's stage, created on first use.
    static var current: LayoutEngine { Stage.current.layoutEngine }

    /// The solver.
    let solver = SimplexSolver()
    /// The serial the next activated constraint gets.
    var nextActivationSerial = 0
    /// Views with variables, in the order they joined.
    var trackedViews: [WeakBox<UIView>] = []
    /// The view each view variable belongs to.
    var viewForVariable: [ObjectIdentifier: WeakBox<UIView>] = [:]
    /// Tracked views pinned to their frames, checked for moves at every `prepare()`.
    var translatingViews: [WeakBox<UIView>] = []
    /// Views whose `updateConstraints()` is due.
    var pendingConstraintUpdates: [WeakBox<UIView>] = []
    /// Views whose intrinsic size must be read again.
    var pendingIntrinsicUpdates: [WeakBox<UIView>] = []
    /// Whether the solution changed since the last `prepare()`.
    var needsSolve = false
    /// Whether constraints came or went since the last `prepare()`, so every tracked view's pins are
    /// checked (a view may have changed superview); otherwise only translating views' frames are.
    var needsPinSync = false
    /// The NSLayoutConstraint behind each linear constraint the engine added for one.
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Every unsatisfiable-constraints report logged, for tests.
    package internal(set) var unsatisfiableReports: [String] = []

    /// Takes out of the solver the constraints whose views were released (constraints hold their items weakly,
    /// so a view hierarchy that goes away is freed with its constraints; their equations leave here).
    func removeConstraintsOfReleasedViews() {
        let lost = owners.values.filter(\.hasLostItem).sorted { $0.activationSerial < $1.activationSerial }
        for constraint in lost {
            if let linear = constraint.linearConstraint { remove(linear) }
            constraint.linearConstraint = nil
            constraint.storedActive = false
            constraint.engine = nil
        }
    }

    /// Rounds a solved value to 1/65536 point, so solver noise never shows in a frame.
    nonisolated static func snap(_ value: Double) -> CGFloat {
        CGFloat((value * 65536).rounded() / 65536)
    }

    /// Runs pending `updateConstraints()`, re-pins moved frames and intrinsic sizes, and marks the
    /// superviews of views whose solved frames changed as needing layout. Cheap when nothing changed.
    func prepare() {
        runPendingConstraintUpdates()
        if needsPinSync {
            trackedViews.removeAll { $0.value == nil }
            translatingViews.removeAll { $0.value == nil }
            removeConstraintsOfReleasedViews()
        }
        let tracked = needsPinSync ? trackedViews : translatingViews
        needsPinSync = false
        syncPinsTogether(tracked.compactMap(\.value))
        if !pendingIntrinsicUpdates.isEmpty {
            let pending = pendingIntrinsicUpdates
            pendingIntrinsicUpdates = []
            for box in pending { if let view = box.value { syncIntrinsicSize(view) } }
        }
        guard needsSolve else { return }
        needsSolve = false
        // Only views whose variables changed (and their constrained subviews, whose frames are relative
        // to them) can need a new frame.
        var visited = Set<ObjectIdentifier>()
        for variable in solver.drainChangedVariables() {
            guard let view = viewForVariable[ObjectIdentifier(variable)]?.value, let state = view.autoLayoutStorage,
                visited.insert(ObjectIdentifier(view)).inserted
            else { continue }
            state.needsPlacement = true
            for subview in view.subviews where subview.autoLayoutStorage?.variables != nil {
                subview.autoLayoutStorage?.needsPlacement = true
                view.setNeedsLayout()
            }
            guard !state.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                !superview.layer.needsLayout()
            else { continue }
            if solvedFrame(of: view, in: superview) != Self.untransformedFrame(of: view) { superview.setNeedsLayout() }
        }
    }

    /// The frame the solution gives `view` in `superview`'s coordinates.
    func solvedFrame(of view: UIView, in superview: UIView) -> CGRect {
        variables(for: view).frame(
            relativeTo: variables(for: superview), boundsOrigin: superview.bounds.origin, in: solver)
    }

    /// Calls `updateConstraints()` on each view that asked for it, deepest first.
    func runPendingConstraintUpdates() {
        var guardCount = 0
        while !pendingConstraintUpdates.isEmpty, guardCount < 100 {
            guardCount += 1
            let pending = pendingConstraintUpdates.compactMap(\.value)
            pendingConstraintUpdates = []
            let ordered = pending.enumerated().sorted { a, b in
                let (da, db) = (a.element.depthInHierarchy, b.element.depthInHierarchy)
                return da != db ? da > db : a.offset < b.offset
            }
            for (_, view) in ordered where view.autoLayoutStorage?.needsUpdateConstraints == true {
                view.autoLayoutStorage?.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    /// Adds a linear constraint for `owner` (nil: one of the engine's own); on a conflict among required
    /// constraints logs UIKit's report and returns false (the constraint is broken: not enforced).
    @discardableResult
    func add(_ constraint: LinearConstraint, owner: NSLayoutConstraint?) -> Bool {
        do {
            try solver.addConstraint(constraint)
            if let owner { owners[ObjectIdentifier(constraint)] = owner }
            needsSolve = true
            needsPinSync = true
            return true
        } catch {
            if case .unsatisfiable(_, let conflicting) = error {
                reportUnsatisfiable(constraint, owner: owner, conflicting: conflicting)
            }
            return false
        }
    }

    /// Removes a linear constraint if it is in the solver.
    func remove(_ constraint: LinearConstraint) {
        guard solver.hasConstraint(constraint) else { return }
        try? solver.removeConstraint(constraint)
        owners[ObjectIdentifier(constraint)] = nil
        needsSolve = true
        needsPinSync = true
    }

    /// Changes a linear constraint's constant (the expression's); on a conflict logs and returns false.
    @discardableResult
    func setConstant(_ constraint: LinearConstraint, _ constant: Double, owner: NSLayoutConstraint?) -> Bool {
        guard solver.hasConstraint(constraint) else { return false }
        do {
            try solver.setConstant(constraint, constant)
            needsSolve = true
            return true
        } catch {
            if case .unsatisfiable(_, let conflicting) = error {
                reportUnsatisfiable(constraint, owner: owner, conflicting: conflicting)
            }
            return false
        }
    }
}

extension UIView {
    /// The number of ancestors.
    var depthInHierarchy: Int {
        var depth = 0
        var current = superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }
}
