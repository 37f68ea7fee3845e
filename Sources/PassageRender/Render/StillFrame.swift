// A frame that may be shown again without drawing. A frame is a pure function of the layer tree's models,
// its attached animations and the media time; with no animation attached, time drops out. So while no layer
// of the frame loop changes (its LayerChangeLog: no structure change, no model change logged) the last frame of a tree
// without animations is the next frame too, bit for bit. About half the frames of the demos are such still
// frames (a transition over, the next not begun), and drawing them again was half the cost of a recording.
import PassageCore

/// The last frame a renderer drew and the state of the layer world it was drawn from.
@MainActor
struct StillFrame {
    /// What a frame was drawn from, as far as it can change without the change log seeing it.
    struct Inputs: Equatable {
        let root: ObjectIdentifier
        let occludes: Bool
        /// The change log of the frame loop current when the frame was drawn.
        let log: ObjectIdentifier
        let structureEpoch: UInt64
        let modelLogPosition: Int

        /// The inputs of a frame of `root` drawn now.
        @MainActor init(root: ObjectIdentifier, occludes: Bool) {
            self.root = root
            self.occludes = occludes
            let log = LayerChangeLog.current
            self.log = ObjectIdentifier(log)
            structureEpoch = log.structureEpoch
            modelLogPosition = log.endPosition
        }
    }

    let inputs: Inputs
    let pixmap: Pixmap
}

extension PresentationTree {
    /// Whether any layer of the tree has an animation attached (running, waiting or holding its end value).
    var hasAttachedAnimations: Bool {
        layers.contains { !$0.layer.attachedAnimations.isEmpty }
    }
}
