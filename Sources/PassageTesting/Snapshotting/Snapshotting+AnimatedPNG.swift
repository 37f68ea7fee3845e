// The whole run as an animated PNG: every frame from t = 0 to the end, stored losslessly by Passage's APNG sink
// and compared frame by frame: the frame count and rate must match, then each frame within the tolerance. A
// mismatch lists the differing frames with their times and writes the first one's difference image.
import Foundation
import Passage
import PassageRender
import SnapshotTesting

extension Snapshotting where Value == TransitionScenario, Format == AnimatedImage {
    /// Every frame from t = 0 up to `time` (default `.end`) at the scenario's frame rate, as an animated PNG.
    public static func animatedPNG(until time: TransitionTime = .end, tolerance: PixelTolerance = .standard)
        -> Snapshotting
    {
        Snapshotting(pathExtension: "apng", diffing: .animation(tolerance: tolerance)) { scenario in
            MainActor.assumeIsolated {
                let harness = scenario.start()
                var frames = [harness.render()]
                let target = time.frame(framesPerSecond: harness.framesPerSecond)
                let limit = TransitionTime.frames(in: harness.idleTimeout, framesPerSecond: harness.framesPerSecond)
                while harness.frame < (target ?? limit), target != nil || !harness.isIdle {
                    harness.advance(frames: 1)
                    frames.append(harness.render())
                }
                return AnimatedImage(framesPerSecond: harness.framesPerSecond, frames: frames)
            }
        }
    }
}

extension Diffing where Value == AnimatedImage {
    /// Animated PNGs compared frame by frame with `tolerance`.
    public static func animation(tolerance: PixelTolerance = .standard) -> Diffing<AnimatedImage> {
        .diff(
            toData: { animation in (try? encode(animation)) ?? Data() },
            fromData: { APNGReading.animation(from: $0) ?? AnimatedImage(framesPerSecond: 0, frames: []) },
            diffV2: { reference, actual in
                if reference.framesPerSecond != actual.framesPerSecond || reference.frames.count != actual.frames.count
                {
                    return (
                        "The animation has \(actual.frames.count) frames at \(actual.framesPerSecond) fps; the reference has "
                            + "\(reference.frames.count) at \(reference.framesPerSecond) fps.", []
                    )
                }
                let failures = zip(reference.frames, actual.frames).enumerated().compactMap { index, pair in
                    ImageComparison(reference: pair.0, actual: pair.1, tolerance: tolerance).map { (index, $0) }
                }
                guard let (first, comparison) = failures.first else { return nil }
                let times = failures.prefix(10).map {
                    String(format: "f%d (t = %.3f s)", $0.0, Double($0.0) / Double(actual.framesPerSecond))
                }
                let (message, attachments) = comparison.report(place: nil)
                return (
                    "\(failures.count) of \(actual.frames.count) frames differ: \(times.joined(separator: ", "))"
                        + (failures.count > 10 ? ", …" : "") + ".\nFrame \(first): " + message, attachments
                )
            }
        )
    }

    /// The animation written by Passage's APNG sink, read back as bytes.
    private static func encode(_ animation: AnimatedImage) throws -> Data {
        guard let first = animation.frames.first else { return Data() }
        let url = try ImageComparison.artifactURL(named: "encoding-\(UUID().uuidString).apng")
        defer { try? FileManager.default.removeItem(at: url) }
        let sink = try APNGSink(
            path: url.path, width: first.width, height: first.height, framesPerSecond: max(1, animation.framesPerSecond)
        )
        for frame in animation.frames { try sink.write(frame) }
        try sink.finish()
        return try Data(contentsOf: url)
    }
}
