// The model tree: sublayers in back-to-front order, a weak link up to the superlayer.
import Foundation

extension CALayer {
    /// The layer's children, back to front; nil when it has none. Setting it replaces them all.
    public var sublayers: [CALayer]? {
        get {
            if let source = presentationSource {
                return source.sublayers?.map { $0.presentation() ?? $0 }
            }
            return storedSublayers.isEmpty ? nil : storedSublayers
        }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer's parent, or nil.
    public var superlayer: CALayer? {
        if let source = presentationSource { return source.superlayer?.presentation() }
        return storedSuperlayer
    }

    /// Appends `layer` on top of the other sublayers, removing it from its previous parent first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
    }

    /// Inserts `layer` at `idx` (clamped to the number of sublayers) in back-to-front order.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else {
            diagnose(.sublayerCycle, .warning, "insertSublayer: a layer cannot become its own descendant; ignored")
            return
        }
        var index = Int(idx)
        if layer.storedSuperlayer === self, let old = storedSublayers.firstIndex(where: { $0 === layer }), old < index {
            index -= 1
        }
        layer.removeFromSuperlayer()
        FrameLoop.current.transactions.ensureOpen()
        storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
        layer.storedSuperlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling`; appends it when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`; appends it when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Puts `newLayer` where `oldLayer` was. Does nothing (with a diagnostic) if `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            diagnose(
                .replaceSublayerNotASublayer, .warning,
                "replaceSublayer: the layer to replace is not a sublayer; ignored")
            return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its parent. Its animations keep running.
    public func removeFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        FrameLoop.current.transactions.ensureOpen()
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        parent.setNeedsLayout()
    }

    /// Whether `ancestor` is this layer's parent, grandparent, …
    package func isDescendant(of ancestor: CALayer) -> Bool {
        var current = storedSuperlayer
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.storedSuperlayer
        }
        return false
    }

    /// Sublayers sorted for drawing and hit testing: by zPosition, ties in insertion order.
    package func sublayersInDrawingOrder(_ values: (CALayer) -> CGFloat) -> [CALayer] {
        storedSublayers.enumerated()
            .sorted { lhs, rhs in
                let (za, zb) = (values(lhs.element), values(rhs.element))
                return za != zb ? za < zb : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
