// Timing helpers: step the virtual clock one frame, time only the presentation-tree computation, keep
// the result alive so the optimizer cannot drop the work, and summarise the samples.
import Dispatch
import PassageCore

/// Per-frame timings of one scene, in nanoseconds.
struct FrameTimings {
    /// The number of layers under the root.
    let layerCount: Int
    /// The animations each layer runs.
    let kinds: AnimationKinds
    /// One duration per sampled frame, sorted ascending.
    let samples: [UInt64]

    /// The median frame time (the middle sample; sample counts are odd).
    var median: UInt64 { samples[samples.count / 2] }
    /// The fastest frame.
    var minimum: UInt64 { samples[0] }
    /// Animated properties in the tree: layers × animations per layer.
    var animatedProperties: Int { layerCount * kinds.count }
    /// Median nanoseconds per animated property (nil without animations).
    var nsPerProperty: Double? { animatedProperties > 0 ? Double(median) / Double(animatedProperties) : nil }
    /// Median nanoseconds per layer.
    var nsPerLayer: Double { Double(median) / Double(layerCount) }
}

/// A value derived from every measured tree, printed at the end so the trees must really be computed.
@MainActor private var checksum = 0.0

/// Consumes a presentation tree after its timing stopped: reads the last layer's presented values.
@MainActor @inline(never)
func blackHole(_ tree: PresentationTree) {
    guard let last = tree.layers.last else { return }
    checksum +=
        Double(tree.layers.count) + Double(last.values.opacity) + Double(last.values.position.x)
        + Double(last.values.transform.m12)
}

/// The accumulated checksum (meaningless, but depends on every tree computed).
@MainActor
func benchmarkChecksum() -> Double { checksum }

/// Builds the scene, runs `warmup` untimed frames, then `samples` timed frames. Each frame first runs
/// `FrameLoop.step()` (clock advance and animation bookkeeping, untimed) and then times
/// `PresentationTree.update(root:at:)` alone: like a renderer, the benchmark keeps one tree (made once,
/// untimed, before the first frame) and recomputes it in place every frame.
@MainActor
func measure(layerCount: Int, kinds: AnimationKinds, warmup: Int, samples: Int) -> FrameTimings {
    let (loop, root) = makeScene(layerCount: layerCount, kinds: kinds)
    var durations: [UInt64] = []
    durations.reserveCapacity(samples)
    var tree = PresentationTree(root: root, at: loop.clock.currentTime)
    for frame in 0..<(warmup + samples) {
        loop.step()
        let now = loop.clock.currentTime
        let start = DispatchTime.now().uptimeNanoseconds
        tree.update(root: root, at: now)
        let end = DispatchTime.now().uptimeNanoseconds
        blackHole(tree)
        if frame >= warmup { durations.append(end - start) }
    }
    return FrameTimings(layerCount: layerCount, kinds: kinds, samples: durations.sorted())
}
