// One frame's presentation tree: the presented values of every layer of a tree at one media time,
// computed top down so each layer's local time comes from its parent's in one step. This is what the
// render server draws; computing it never changes the model.
import Foundation

/// A layer as presented in one frame.
package struct PresentedLayer {
    /// The model layer.
    package let layer: CALayer
    /// Its values with every animation applied.
    package let values: LayerProperties
    /// Index of the parent in the tree's `layers`, or nil for the root.
    package let parentIndex: Int?
    /// The layer's local time in this frame.
    package let localTime: CFTimeInterval
}

/// The presented values of a whole layer tree at one media time, depth first, sublayers in insertion order.
@MainActor
package struct PresentationTree {
    package private(set) var layers: [PresentedLayer] = []

    /// Computes the tree under `root` at `mediaTime` (root's parent time is media time).
    package init(root: CALayer, at mediaTime: CFTimeInterval) {
        layers.reserveCapacity(64)
        visit(root, parentTime: mediaTime, parentIndex: nil)
    }

    private mutating func visit(_ layer: CALayer, parentTime: CFTimeInterval, parentIndex: Int?) {
        let localTime = layer.localTime(fromParentTime: parentTime)
        let index = layers.count
        layers.append(PresentedLayer(layer: layer, values: layer.presentedProperties(localTime: localTime),
                                     parentIndex: parentIndex, localTime: localTime))
        for sublayer in layer.storedSublayers {
            visit(sublayer, parentTime: localTime, parentIndex: index)
        }
    }
}
