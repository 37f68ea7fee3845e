// Passage's benchmarks: a separate release-built executable, never timed assertions in tests.
//
//     swift run -c release --package-path Benchmarks tick-cost [max-layers]
//
// Measures the tick cost: the time to compute one frame's presentation tree for N layers each running a
// spring (position), a basic (opacity) and a keyframe (transform) animation, for N = 1k, 10k, 100k, then
// at 10k: all three with keyframe values distinct per layer (no shared transform blends), each animation
// kind alone (the keyframe also with distinct values) and no animation at all. An optional argument caps N
// (for profiling with a smaller tree).
import PassageCore

/// Runs every scene and prints the report. The engine is main-actor isolated, so this is too.
@MainActor
func runBenchmarks(maxLayers: Int) {
    let sizes = [(1_000, 31), (10_000, 31), (100_000, 11)].filter { $0.0 <= maxLayers }
    let scaling = sizes.map { count, samples in
        measure(layerCount: count, kinds: .all, warmup: 5, samples: samples)
    }
    let kindCount = min(10_000, maxLayers)
    let perKind = [
        AnimationKinds.all.union(.distinctKeyframeValues), .spring, .basic, .keyframe,
        [.keyframe, .distinctKeyframeValues], [],
    ].map { kinds in
        measure(layerCount: kindCount, kinds: kinds, warmup: 5, samples: 31)
    }
    printReport(scaling: scaling, perKind: perKind, checksum: benchmarkChecksum())
}

let maxLayers = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
MainActor.assumeIsolated {
    runBenchmarks(maxLayers: maxLayers)
}
