// What changed in the layer model since a presentation tree last looked, so a renderer's tree can replay
// its compiled animations instead of walking every layer (Core Animation's render server likewise keeps
// its own tree and receives only what a commit changed).
//
// Invariants: every change to a layer's sublayers, mask, attached animations or own timing advances
// `structureEpoch`; every change to anything else a layer draws from (its plain values, its object values,
// the stored properties of its class) appends the layer to `changedModels`. A renderer relies on this to
// show a still frame again without drawing it (StillFrame); `LayerChangeLogCoverageTests` lists every stored
// property of every layer class, so a new one must say which of the two it is, or that it is not drawn.
// Layers are logged by identity only: a tree looks them up among the layers it holds (strongly), and a
// layer it holds cannot be freed and its address reused without a structure change first.
import Foundation

/// The record of layer changes that presentation trees consult each frame: one per frame loop, owned by it
/// (`FrameLoop.layerChanges`). Changes are logged on the current loop's, and trees read the current loop's when
/// they update, which a loop is while it steps and while its frames are drawn (`FrameLoop.perform`).
@MainActor
package final class LayerChangeLog {
    /// Advanced by every change to any layer's sublayers, animations or timing.
    package private(set) var structureEpoch: UInt64 = 0
    /// Layers whose model values changed, oldest first, since the log was last cleared.
    package private(set) var changedModels: [ObjectIdentifier] = []
    /// How many entries were logged before `changedModels[0]`: positions are absolute, so a reader keeps
    /// its own position across clears.
    package private(set) var clearedCount = 0
    /// The log is cleared when it reaches this length; a reader that fell behind then re-reads every model.
    static let capacity = 4_096

    /// The absolute position just past the newest entry.
    package var endPosition: Int { clearedCount + changedModels.count }

    /// Records a change to a layer's sublayers, animations or timing.
    @inline(__always)
    func recordStructureChange() {
        structureEpoch &+= 1
    }

    /// Records a change to `layer`'s model values.
    @inline(__always)
    func recordModelChange(_ layer: CALayer) {
        if changedModels.count == Self.capacity {
            clearedCount += changedModels.count
            changedModels.removeAll(keepingCapacity: true)
        }
        changedModels.append(ObjectIdentifier(layer))
    }
}

extension LayerChangeLog {
    /// The log of the current frame loop.
    package static var current: LayerChangeLog { FrameLoop.current.layerChanges }
    /// The current loop's `structureEpoch`.
    package static var structureEpoch: UInt64 { current.structureEpoch }
    /// The current loop's `changedModels`.
    package static var changedModels: [ObjectIdentifier] { current.changedModels }
    /// The current loop's `clearedCount`.
    package static var clearedCount: Int { current.clearedCount }
    /// The current loop's `endPosition`.
    package static var endPosition: Int { current.endPosition }

    /// Records a change to a layer's sublayers, animations or timing on the current loop.
    @inline(__always)
    static func structureChanged() {
        current.recordStructureChange()
    }

    /// Records a change to `layer`'s model values on the current loop.
    @inline(__always)
    static func modelChanged(_ layer: CALayer) {
        current.recordModelChange(layer)
    }
}
