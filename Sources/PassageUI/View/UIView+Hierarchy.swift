// The view tree. The layer tree is the single source of order: `subviews` lists, back to front, the
// sublayers of `layer` that belong to subviews, so a view's subviews and its layer's sublayers always agree.
// A superview holds its subviews strongly (`retainedSubviews`); a subview holds its superview weakly.
//
// Hook order when `view` moves into `parent` (UIKit's nesting):
//   oldParent.willRemoveSubview(view) → view.willMove(toSuperview: parent) → willMove(toWindow:) →
//   the move → didMoveToWindow() → view.didMoveToSuperview() → parent.didAddSubview(view).
// The window hooks run only when the window changes, on the view first, then its descendants, back to
// front. Removal mirrors this without didAddSubview. Reordering within the same superview calls no hooks.
// A controller's root view tells its controller before willMove(toWindow:) and after didMoveToWindow(), so a
// child of a visible parent gets its appearance callbacks (UIViewController+Appearance.swift). A view entering a
// window needs layout: its safe area comes from the window.
import Foundation

extension UIView {
    var subviewsInLayerOrder: [UIView] {
        (layer.sublayers ?? []).compactMap { sublayer in
            guard let view = sublayer.delegate as? UIView, view.layer === sublayer, view.storedSuperview === self else {
                return nil
            }
            return view
        }
    }

    var enclosingWindow: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.storedSuperview
        }
        return nil
    }

    func hierarchyAdd(_ view: UIView) {
        move(view) { self.layer.addSublayer(view.layer) }
    }

    func hierarchyInsert(_ view: UIView, at index: Int) {
        let others = subviews.filter { $0 !== view }
        move(view) {
            if index < others.count {
                self.layer.insertSublayer(view.layer, below: others[max(index, 0)].layer)
            } else {
                self.layer.addSublayer(view.layer)
            }
        }
    }

    func hierarchyInsert(_ view: UIView, above sibling: UIView) {
        guard sibling.storedSuperview === self, sibling !== view else { return addSubview(view) }
        move(view) { self.layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    func hierarchyInsert(_ view: UIView, below sibling: UIView) {
        guard sibling.storedSuperview === self, sibling !== view else { return addSubview(view) }
        move(view) { self.layer.insertSublayer(view.layer, below: sibling.layer) }
    }

    func hierarchyExchange(_ index1: Int, _ index2: Int) {
        let views = subviews
        guard views.indices.contains(index1), views.indices.contains(index2) else {
            diagnosticLoop.diagnose(
                .exchangeSubviewIndexOutOfRange, .warning,
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of 0..<\(views.count); ignored")
            return
        }
        guard index1 != index2, var sublayers = layer.sublayers,
            let a = sublayers.firstIndex(where: { $0 === views[index1].layer }),
            let b = sublayers.firstIndex(where: { $0 === views[index2].layer })
        else { return }
        sublayers.swapAt(a, b)
        layer.sublayers = sublayers
    }

    /// Moves `view` in front of its siblings. A view already in front stays untouched: its superview is not
    /// marked for layout, so a `layoutSubviews` that brings its top card to front lays out once, as in UIKit.
    func hierarchyBringToFront(_ view: UIView) {
        guard view.storedSuperview === self, layer.sublayers?.last !== view.layer else { return }
        layer.addSublayer(view.layer)
    }

    /// Moves `view` behind its siblings; one already at the back stays untouched.
    func hierarchySendToBack(_ view: UIView) {
        guard view.storedSuperview === self, layer.sublayers?.first !== view.layer else { return }
        layer.insertSublayer(view.layer, at: 0)
    }

    func hierarchyRemoveFromSuperview() {
        guard let parent = storedSuperview else { return }
        deactivateConstraintsLeavingWithView()
        let oldWindow = window
        let oldTint: UIColor = tintColor
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        layer.removeFromSuperlayer()
        storedSuperview = nil
        autoLayoutSuperviewDidChange()
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
        inheritedTintMayHaveChanged(from: oldTint)
        parent.retainedSubviews.removeAll { $0 === self }
    }

    func hierarchyIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    func hierarchyView(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Puts `view` into this view with `place` (which inserts its layer), calling the hooks around it.
    private func move(_ view: UIView, place: () -> Void) {
        guard !hierarchyIsDescendant(of: view) else {
            diagnosticLoop.diagnose(
                .subviewCycle, .warning,
                "UIView: a view cannot become a subview of itself or of its descendant; ignored")
            return
        }
        if view.storedSuperview === self { return place() }
        let oldParent = view.storedSuperview
        if oldParent != nil { view.deactivateConstraintsLeavingWithView() }
        let oldWindow = view.window
        let newWindow = window
        let oldTint: UIColor = view.tintColor
        oldParent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        place()
        retainedSubviews.append(view)
        oldParent?.retainedSubviews.removeAll { $0 === view }
        view.storedSuperview = self
        view.autoLayoutSuperviewDidChange()
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.inheritedTintMayHaveChanged(from: oldTint)
    }

    private func sendWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(from: window, to: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    private func sendDidMoveToWindow() {
        if window != nil { setNeedsLayout() }
        didMoveToWindow()
        owningViewController?.rootViewDidMoveWindow()
        for subview in subviews { subview.sendDidMoveToWindow() }
    }
}
