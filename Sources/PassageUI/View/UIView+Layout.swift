// Layout: a view that needs layout is laid out by the next layout pass (or by `layoutIfNeeded()`),
// superviews before their subviews. The layer tree carries the flags: `setNeedsLayout()` marks the layer,
// and a layer laid out calls `layoutSublayers(of:)` on its view, which runs `layoutSubviews()`.
import Foundation

extension UIView {
    /// Finds the top-most layer above (or at) this view's layer that needs layout and lays out its
    /// subtree; lays out only this subtree when no ancestor needs layout.
    func layoutFromTopMostDirtyAncestor() {
        autoLayoutStorage?.engine?.prepare() ?? UIView.prepareAutoLayoutForLayoutPass()
        var top = layer
        var current = layer.superlayer
        while let ancestor = current {
            if ancestor.needsLayout() { top = ancestor }
            current = ancestor.superlayer
        }
        top.layoutIfNeeded()
    }

    func resizeToFittingSize() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: size)
    }
}
