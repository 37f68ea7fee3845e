// A presentation tree's frame, compiled: what its next frames must recompute while no layer under the root
// changes its sublayers, animations or timing (`LayerChangeLog.structureEpoch` stands still). Replaying a
// frame then touches only what can change: the local times, the models the change log names, and the
// animated layers, whose compiled animations are read from contiguous arrays in traversal order.
//
// Invariants:
// - A replayed frame equals a full traversal (`PresentationTree.update` without a program) bit for bit.
// - Layers without animations keep their entries from the last traversal or model refresh.
// - An animated layer's entry is restored from its model (`bases`) before its animations apply: wholly when
//   one of them has no compiled form, touches object values or shares a field with another (and a layer
//   with an uncompiled animation has all its evaluators applied as a traversal applies them); otherwise
//   field by field, for each compiled animation that shows nothing this frame (every other field is its
//   model's).
import Foundation

/// The compiled animations, clocks and models of one presentation tree.
@MainActor
struct AnimationProgram {
    /// One animated layer.
    private struct Run {
        /// Its index in the tree's entries.
        let entry: Int
        /// Its animations, in the order they were added, `compiled[animations]`; empty when one of them has
        /// no compiled form, and then the layer's evaluators are applied as a full traversal does.
        let animations: Range<Int>
        /// Whether the whole entry is restored from the model before the animations apply.
        let restoresAll: Bool
    }

    /// The layer whose tree this is.
    let root: CALayer
    /// The change log the program reads: the current frame loop's when it was compiled.
    let log: ObjectIdentifier
    /// `LayerChangeLog.structureEpoch` when the program was compiled.
    let structureEpoch: UInt64
    /// How far into `LayerChangeLog` the tree's models are up to date.
    private var logPosition: Int
    private var runs: [Run] = []
    /// The model values of each run's layer, parallel to `runs`.
    private var bases: [LayerProperties] = []
    private var compiled: [CompiledAnimation] = []
    private var pools = CompiledAnimationPools()
    /// For each entry, the index of its parent entry (−1 for the root).
    private var parents: [Int32] = []
    /// For each entry, the index of its own timing in `timings`, or −1 for the default timing (local time
    /// equals the parent's).
    private var timingIndices: [Int32] = []
    private var timings: [MediaTimingParameters] = []
    /// For each entry, the index of its run, or −1 when it has no animations.
    private var runIndices: [Int32] = []
    /// Entries by layer, built the first time the change log names a layer.
    private var entryOfLayer: [ObjectIdentifier: Int]?

    /// How many animations replay compiled.
    var compiledAnimationCount: Int { compiled.count }
    /// How many transform blends the pools hold.
    var pooledTransformBlendCount: Int { pools.transforms.count }

    /// Compiles the tree whose entries `layers` a full traversal under `root` has just computed, against the
    /// change log `log`.
    init(root: CALayer, layers: [PresentedLayer], log: LayerChangeLog) {
        self.root = root
        self.log = ObjectIdentifier(log)
        structureEpoch = log.structureEpoch
        logPosition = log.endPosition
        parents.reserveCapacity(layers.count)
        timingIndices.reserveCapacity(layers.count)
        runIndices.reserveCapacity(layers.count)
        let defaultTiming = MediaTimingParameters()
        for (index, entry) in layers.enumerated() {
            let layer = entry.layer
            parents.append(Int32(entry.parentIndex ?? -1))
            if layer.mediaTiming == defaultTiming {
                timingIndices.append(-1)
            } else {
                timingIndices.append(Int32(timings.count))
                timings.append(layer.mediaTiming)
            }
            let evaluators = layer.attachedEvaluators
            guard !evaluators.isEmpty else {
                runIndices.append(-1)
                continue
            }
            runIndices.append(Int32(runs.count))
            let first = compiled.count
            var writtenBytes: [Range<Int>] = []
            var restoresAll = false
            for evaluator in evaluators {
                guard let animation = evaluator.compiled(into: &pools) else {
                    compiled.removeSubrange(first...)
                    restoresAll = true
                    break
                }
                let bytes = animation.field.byteRange
                if writtenBytes.contains(where: { $0.overlaps(bytes) }) { restoresAll = true }
                writtenBytes.append(bytes)
                compiled.append(animation)
            }
            runs.append(Run(entry: index, animations: first..<compiled.count, restoresAll: restoresAll))
            bases.append(layer.modelValues)
        }
    }

    /// Recomputes the frame at `parentTime` (the root's parent's local time) into `layers` and `localTimes`,
    /// refreshing the models `log` (the one the program was compiled against) names.
    mutating func replay(
        atParentTime parentTime: CFTimeInterval, layers: inout [PresentedLayer],
        localTimes: inout [CFTimeInterval], log: LayerChangeLog
    ) {
        refreshChangedModels(&layers, log: log)
        updateLocalTimes(&localTimes, parentTime: parentTime)
        layers.withUnsafeMutableBufferPointer { entries in
            localTimes.withUnsafeBufferPointer { localTimes in
                runs.withUnsafeBufferPointer { runs in
                    bases.withUnsafeBufferPointer { bases in
                        compiled.withUnsafeBufferPointer { compiled in
                            pools.transforms.withUnsafeBufferPointer { transforms in
                                pools.keyTimes.withUnsafeBufferPointer { keyTimes in
                                    for index in runs.indices {
                                        Self.apply(
                                            runs[index], compiled: compiled, base: bases.baseAddress! + index,
                                            to: &entries[runs[index].entry], at: localTimes[runs[index].entry],
                                            transforms: transforms, keyTimes: keyTimes)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Applies one animated layer's animations at its local time `t` to its entry.
    @inline(__always)
    private static func apply(
        _ run: Run, compiled: UnsafeBufferPointer<CompiledAnimation>, base: UnsafePointer<LayerProperties>,
        to entry: inout PresentedLayer, at t: CFTimeInterval,
        transforms: UnsafeBufferPointer<TransformInterpolation>, keyTimes: UnsafeBufferPointer<Double>
    ) {
        if run.restoresAll { entry.presented.properties = base.pointee }
        guard !run.animations.isEmpty else {
            return entry.layer.applyAnimations(atLocalTime: t, to: &entry.presented)
        }
        for index in run.animations {
            let animation = compiled.baseAddress! + index  // read in place, not copied
            let wrote = animation.pointee.apply(
                atParentTime: t, to: &entry.presented, pools: transforms, keyTimes: keyTimes)
            if !wrote, !run.restoresAll { animation.pointee.field.restore(from: base, into: &entry.presented) }
        }
    }

    /// Copies into the entries (and bases) the models of the layers the change log has named since the
    /// last frame; every model when the log was cleared before this tree caught up.
    private mutating func refreshChangedModels(_ layers: inout [PresentedLayer], log: LayerChangeLog) {
        let end = log.endPosition
        guard logPosition < end else { return }
        if logPosition < log.clearedCount {
            for index in layers.indices { refreshModel(of: index, in: &layers) }
        } else {
            let entryOfLayer =
                self.entryOfLayer
                ?? Dictionary(
                    layers.indices.map { (ObjectIdentifier(layers[$0].layer), $0) },
                    uniquingKeysWith: { first, _ in first })
            self.entryOfLayer = entryOfLayer
            for layer in log.changedModels[(logPosition - log.clearedCount)...] {
                if let index = entryOfLayer[layer] { refreshModel(of: index, in: &layers) }
            }
        }
        logPosition = end
    }

    private mutating func refreshModel(of index: Int, in layers: inout [PresentedLayer]) {
        let model = layers[index].layer.modelValues
        layers[index].presented.properties = model
        let run = Int(runIndices[index])
        if run >= 0 { bases[run] = model }
    }

    /// Every entry's local time: the root's from `parentTime`, each other's from its parent's.
    private func updateLocalTimes(_ localTimes: inout [CFTimeInterval], parentTime: CFTimeInterval) {
        localTimes.withUnsafeMutableBufferPointer { times in
            times[0] = root.localTime(fromParentTime: parentTime)
            for index in times.indices.dropFirst() {
                let parentLocal = times[Int(parents[index])]
                let timing = Int(timingIndices[index])
                times[index] = timing < 0 ? parentLocal : timings[timing].layerLocalTime(fromParentTime: parentLocal)
            }
        }
    }
}
