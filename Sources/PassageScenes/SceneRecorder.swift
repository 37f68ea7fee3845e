// Runs a scene on a virtual clock and records it: one rendered frame per 1/fps of output time.
// Slow animations work as in the iOS simulator: media time advances 1/(fps × factor) per output frame
// (the frame loop runs at fps × factor, rounded to whole frames per second, at most 1000).
import Passage
import PassageRender

/// Renders scenes into frame sinks: what `Scene.record(to:options:)` and `passage render` run.
@MainActor
package enum SceneRecorder {
    /// The number of frames `scene` takes at `framesPerSecond` with animations slowed by `slowAnimations` on
    /// `device`, playing `trace` (its own when nil).
    package static func frameCount(
        _ scene: Scene, framesPerSecond: Int, slowAnimations: Double = 1, device: DeviceProfile = .iPhoneSE,
        trace: TouchTrace? = nil
    ) -> Int {
        let played = trace ?? scene.trace(for: device.size)
        return Int((scene.duration(playing: played) * Double(framesPerSecond) * slowAnimations).rounded(.up)) + 1
    }

    /// The size in pixels of the frames rendered for `device` (its size in points times its scale, rounded), the
    /// size a sink for `record` must be created with.
    package static func frameSize(for device: DeviceProfile) -> (width: Int, height: Int) {
        let renderer = LayerRenderer(device: device, background: nil)
        return (renderer.pixelWidth, renderer.pixelHeight)
    }

    /// A sink writing `path` in `format` for the frames rendered on `device`, shrunk by `downsample` (1…8, see
    /// `Pixmap.downsampled(by:)`) before they are encoded, and the size in pixels of the frames it writes. Throws
    /// `RecordingOptionError` for a factor out of range, `ExportError` for a path or format it cannot write.
    package static func makeSink(
        _ format: ExportFormat, path: String, device: DeviceProfile, framesPerSecond: Int,
        downsample: Int = 1, threads: Int = ExportThreads.default
    ) throws -> (sink: any FrameSink, width: Int, height: Int) {
        guard RecordingOptions.downsampleRange.contains(downsample) else {
            throw RecordingOptionError("downsample \(downsample) is out of range: expected 1…8")
        }
        let rendered = frameSize(for: device)
        let written = Pixmap.downsampledSize(width: rendered.width, height: rendered.height, factor: downsample)
        let sink = try format.makeSink(
            path: path, width: written.width, height: written.height, framesPerSecond: framesPerSecond,
            threads: threads)
        guard downsample > 1 else { return (sink, written.width, written.height) }
        do {
            return (
                try DownsamplingSink(
                    factor: downsample, width: rendered.width, height: rendered.height, destination: sink),
                written.width, written.height
            )
        } catch {
            sink.cancel()
            throw error
        }
    }

    /// The stage a recording runs on: a fresh frame loop of `loopRate` frames per second made current, `device`'s
    /// screen made `UIScreen.main`, snapshots and text measured as the renderer draws them, and a key window
    /// filling the screen with `scene` started in it.
    package static func stage(_ scene: Scene, device: DeviceProfile, loopRate: Int) -> (
        loop: FrameLoop, window: UIWindow
    ) {
        let loop = FrameLoop(framesPerSecond: loopRate)
        loop.makeCurrent()
        return (loop, setUp(scene, device: device, on: loop).window)
    }

    /// Sets `loop` (the current one) up for `scene` on `device` and starts the scene: `device`'s screen made
    /// `UIScreen.main`, snapshots drawn by the renderer, and a key window filling the
    /// screen with the scene started in it. Returns the window and the views the scene watches.
    static func setUp(_ scene: Scene, device: DeviceProfile, on loop: FrameLoop)
        -> (window: UIWindow, watched: WatchedViews)
    {
        UIScreen(device: device).makeMain()
        LayerRenderer.installSnapshotRendering(in: loop, scale: device.scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        window.makeKeyAndVisible()
        return (window, scene.start(window))
    }

    /// Runs `scene` on a fresh frame loop (left current) in a window filling `device`'s screen (made
    /// `UIScreen.main`, so the safe area and bars are the device's), rendering every frame (the first before any
    /// time passes) into `sink`, with the device's status bar on top unless `showsStatusBar` is false and the
    /// trace's fingers drawn as circles when `showsTouches`, each frame drawn on `drawingThreads` threads (nil: the
    /// renderer's default), then finishes the sink. An interactive scene plays `trace` (its own when nil) from its start; `recordTouches` is
    /// then given the touch input the scene received. `progress(done, total)` is called after each frame; it may
    /// throw to stop the recording (an interrupted render, say). On an error, from the sink or from `progress`,
    /// the sink is cancelled (nothing is left behind) and the error rethrown.
    package static func record(
        _ scene: Scene, device: DeviceProfile, framesPerSecond: Int, slowAnimations: Double = 1,
        background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1), showsStatusBar: Bool = true,
        showsTouches: Bool = false, drawingThreads: Int? = nil, to sink: FrameSink,
        trace: TouchTrace? = nil, recordTouches: ((TouchTrace) -> Void)? = nil,
        progress: ((Int, Int) throws -> Void)? = nil
    ) throws {
        let run = SceneRun(
            scene, device: device,
            loopRate: min(1000, max(1, Int((Double(framesPerSecond) * slowAnimations).rounded()))),
            trace: trace, recordsTouches: recordTouches != nil, background: background,
            showsStatusBar: showsStatusBar, showsTouches: showsTouches, drawingThreads: drawingThreads)
        run.loop.makeCurrent()
        let total = frameCount(
            scene, framesPerSecond: framesPerSecond, slowAnimations: slowAnimations, device: device, trace: trace)
        do {
            for frame in 0..<total {
                if let pixmap = run.nextFrame() { try sink.write(pixmap) }
                try progress?(frame + 1, total)
            }
            try sink.finish()
            if let touches = run.stop() { recordTouches?(touches) }
        } catch {
            sink.cancel()
            throw error
        }
    }
}
