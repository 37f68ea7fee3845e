// Layout of sublayers: a layer marked as needing layout is laid out by `layoutIfNeeded()`, top down.
import Foundation

extension CALayer {
    /// Marks the layer as needing `layoutSublayers()` at the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out this layer if marked, then its sublayers, top down.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
    }
}
