// One frame's presentation tree: the presented values of every layer of a tree at one media time,
// computed top down so each layer's local time comes from its parent's in one step. This is what the
// render server draws; computing it never changes the model.
//
// The hot path (`update(root:at:)`, run every frame) keeps these rules:
// - No allocation once the tree has reached its size: a renderer keeps one tree and updates it in place.
// - While no layer under the root changes its sublayers, animations or timing, a frame is a replay of the
//   compiled program (AnimationProgram.swift): local times, the models the change log names, and the
//   animated layers from contiguous arrays; layers without animations are not visited at all.
// - Otherwise a full traversal: every entry overwritten in place (an unchanged layer keeps its reference,
//   so no retain or release), then the program compiled again.
// - The values are plain data (`LayerProperties`): copied from the model with no retain, release or value
//   witness, then the animations write into the copy. Object values (contents, shadowPath, a transition)
//   are copied only for layers whose animations touch them.
// - Evaluators were compiled when the animation was added: key paths resolved, values typed, fill modes
//   resolved to flags, fixed transform ends decomposed and their rotation arcs set up, spring constants
//   derived. Evaluating a frame does no lookup, cast, string compare or decomposition.
// - Results are those of the straightforward computation (`CALayer.presentedProperties(at:)`), bit for bit.
import Foundation

/// A layer as presented in one frame.
public struct PresentedLayer {
    /// The model layer.
    package internal(set) var layer: CALayer
    /// Its plain values and, when an animation touches them, its object values, every animation applied.
    package internal(set) var presented: LayerValues
    /// Its plain values with every animation applied.
    public var values: LayerProperties { presented.properties }
    /// Its object values (contents, shadowPath, contentsGravity, a transition in progress): the model
    /// layer's, unless an animation touches them.
    @MainActor package var objects: LayerObjects { presented.objects ?? layer.modelObjects }
    /// Index of the parent in the tree's `layers`, or nil for the root. A mask's parent is the layer it masks.
    package internal(set) var parentIndex: Int?
    /// Index of the entry of this layer's `mask` (visited after its sublayers), or nil.
    package internal(set) var maskIndex: Int?
}

/// The presented values of a whole layer tree at one media time, depth first, sublayers in insertion order
/// and then the layer's mask (its own subtree, flagged by the masked entry's `maskIndex`):
/// what a renderer reads each frame (a Passage addition; Core Animation's render server is private).
@MainActor
public struct PresentationTree {
    /// Every layer of the tree as presented, depth first, the root first.
    public private(set) var layers: [PresentedLayer] = []
    /// Each layer's local time in this frame, parallel to `layers`.
    package private(set) var localTimes: [CFTimeInterval] = []
    /// How many entries of `layers` the traversal running now has filled.
    private var filled = 0
    /// The frame compiled by the last full traversal of `update`, replayed while the structure stands still.
    private var program: AnimationProgram?
    /// Whether the last `update` replayed the compiled program rather than traversing the layer tree.
    package private(set) var lastUpdateReplayed = false
    /// How many animations the program replays compiled (the others are applied by their evaluators).
    package var compiledAnimationCount: Int { program?.compiledAnimationCount ?? 0 }
    /// How many transform blends the program holds (animations through equal values share theirs).
    package var pooledTransformBlendCount: Int { program?.pooledTransformBlendCount ?? 0 }

    /// Computes the tree under `root` at `mediaTime`. A root that has a superlayer keeps its ancestors'
    /// timing: its parent time is the superlayer's local time.
    public init(root: CALayer, at mediaTime: CFTimeInterval) {
        let count = Self.layerCount(root)
        layers.reserveCapacity(count)
        localTimes.reserveCapacity(count)
        visit(root, parentTime: Self.parentTime(of: root, at: mediaTime), parentIndex: nil)
    }

    /// Computes the tree under `root` as if its parent's local time were `parentTime` (a replicator's
    /// time-shifted copies).
    package init(root: CALayer, parentTime: CFTimeInterval) {
        visit(root, parentTime: parentTime, parentIndex: nil)
    }

    /// Recomputes the tree under `root` at `mediaTime` in place, reusing this tree's storage: how a
    /// renderer computes every frame without allocating.
    public mutating func update(root: CALayer, at mediaTime: CFTimeInterval) {
        let parentTime = Self.parentTime(of: root, at: mediaTime)
        let log = LayerChangeLog.current
        if program?.root === root, program?.log == ObjectIdentifier(log), program?.structureEpoch == log.structureEpoch
        {
            program!.replay(atParentTime: parentTime, layers: &layers, localTimes: &localTimes, log: log)
            lastUpdateReplayed = true
            return
        }
        lastUpdateReplayed = false
        program = nil
        filled = 0
        visit(root, parentTime: parentTime, parentIndex: nil)
        if filled < layers.count {
            layers.removeSubrange(filled...)
            localTimes.removeSubrange(filled...)
        }
        program = AnimationProgram(root: root, layers: layers, log: log)
    }

    private static func parentTime(of root: CALayer, at mediaTime: CFTimeInterval) -> CFTimeInterval {
        root.storedSuperlayer?.localTime(fromMediaTime: mediaTime) ?? mediaTime
    }

    /// The number of layers in the tree under `layer`, itself included.
    private static func layerCount(_ layer: CALayer) -> Int {
        var count = 1
        for sublayer in layer.storedSublayers { count += layerCount(sublayer) }
        if let mask = layer.mask { count += layerCount(mask) }
        return count
    }

    private mutating func visit(_ layer: CALayer, parentTime: CFTimeInterval, parentIndex: Int?) {
        let localTime = layer.localTime(fromParentTime: parentTime)
        let index = filled
        filled += 1
        if index < layers.count {
            if layers[index].layer !== layer { layers[index].layer = layer }
            layers[index].presented.properties = layer.modelValues
            if layers[index].presented.hasObjects { layers[index].presented.objects = nil }
            layers[index].parentIndex = parentIndex
            layers[index].maskIndex = nil
            localTimes[index] = localTime
        } else {
            layers.append(
                PresentedLayer(
                    layer: layer, presented: LayerValues(properties: layer.modelValues, objects: nil),
                    parentIndex: parentIndex))
            localTimes.append(localTime)
        }
        layer.applyAnimations(atLocalTime: localTime, to: &layers[index].presented)
        for sublayer in layer.storedSublayers {
            visit(sublayer, parentTime: localTime, parentIndex: index)
        }
        if let mask = layer.mask {
            layers[index].maskIndex = filled
            visit(mask, parentTime: localTime, parentIndex: index)
        }
    }
}
