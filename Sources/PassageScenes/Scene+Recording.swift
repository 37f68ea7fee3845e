// Recording a scene from code, with the options `passage render` has: the same recorder and the same sinks, so a
// program gets the same bytes the command line writes.
import Foundation
import Passage
import PassageRender

extension Scene {
    /// Records the scene to `path`, in the format its extension names: `.png` (the last frame), `.apng`, `.gif`,
    /// `.mp4` or `.webm` (video needs the ffmpeg program), or a folder of numbered PNG frames (a path ending in
    /// `/`). Nothing appears at `path` unless the recording succeeds. Returns the number of frames. Throws
    /// `ExportError` for a path or format it cannot write, `RecordingOptionError` for an option out of range.
    @discardableResult
    public func record(to path: String, options: RecordingOptions = RecordingOptions()) throws -> Int {
        guard (1...240).contains(options.framesPerSecond) else {
            throw RecordingOptionError("frames per second \(options.framesPerSecond) is out of range: expected 1…240")
        }
        guard options.slowAnimations > 0, options.slowAnimations <= 10 else {
            throw RecordingOptionError(
                "slow animations \(options.slowAnimations) is out of range: expected > 0 and ≤ 10")
        }
        if let scale = options.scale, !(1...3).contains(scale) {
            throw RecordingOptionError("scale \(scale) is out of range: expected 1, 2 or 3")
        }
        let device = options.renderDevice
        let sink = try SceneRecorder.makeSink(
            ExportFormat(path: path), path: path, device: device,
            framesPerSecond: options.framesPerSecond, downsample: options.downsample
        ).sink
        try SceneRecorder.record(
            self, device: device, framesPerSecond: options.framesPerSecond,
            slowAnimations: options.slowAnimations, background: options.background,
            showsStatusBar: options.showsStatusBar, showsTouches: options.showsTouches, to: sink,
            trace: options.trace)
        return SceneRecorder.frameCount(
            self, framesPerSecond: options.framesPerSecond, slowAnimations: options.slowAnimations,
            device: device, trace: options.trace)
    }
}
