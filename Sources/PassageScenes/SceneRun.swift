// One scene running on a frame loop of its own, a frame at a time. Every frame is stepped and drawn with the
// run's loop current (`FrameLoop.perform`), so runs of several scenes can be interleaved in one process, each
// with its own stage (windows, screen, transitions), clock and events, and give what each gives alone.
import Passage
import PassageRender

/// A scene running on its own stage, frame by frame: what `SceneRecorder.record` drives, what `SceneTable` steps
/// without drawing, and what a test or a live page interleaves with other runs.
@MainActor
package final class SceneRun {
    /// The run's frame loop; its stage holds the window.
    package let loop: FrameLoop
    /// The key window the scene runs in, filling the device's screen.
    package let window: UIWindow
    /// The views the scene watches, by label (see `Scene.start`).
    package let watched: WatchedViews
    private let renderer: LayerRenderer?
    private let player: TouchTracePlayer?
    private let touchRecorder: TouchTraceRecorder?
    private let showsTouches: Bool
    /// Frames run so far: the first is shown before any time passes, each later one a frame-loop step later.
    package private(set) var framesRun = 0

    /// Starts `scene` on a fresh frame loop of `loopRate` frames per second, in a key window filling `device`'s
    /// screen (made the stage's `UIScreen.main`), with snapshots and text measured as the renderer draws them.
    /// It plays `trace` (the scene's own when nil) from its start, recording the touches received when
    /// `recordsTouches`, and draws each frame unless `draws` is false, on `background` (nil: transparent), with
    /// the device's status bar unless `showsStatusBar` is false, and a circle where each finger of the trace is
    /// down when `showsTouches`, each frame on `drawingThreads` threads (nil: the renderer's default). `events`
    /// hears the transition and appearance events of the run from its start.
    package init(
        _ scene: Scene, device: DeviceProfile, loopRate: Int, trace: TouchTrace? = nil, recordsTouches: Bool = false,
        draws: Bool = true, background: CGColor? = nil, showsStatusBar: Bool = true, showsTouches: Bool = false,
        drawingThreads: Int? = nil, events: ((Stage.Event) -> Void)? = nil
    ) {
        self.showsTouches = showsTouches
        let loop = FrameLoop(framesPerSecond: loopRate)
        loop.stage.eventObserver = events
        self.loop = loop
        (window, watched, player, touchRecorder, renderer) = loop.perform {
            let (window, watched) = SceneRecorder.setUp(scene, device: device, on: loop)
            let played = trace ?? scene.trace(for: device.size)
            let recorder = played != nil && recordsTouches ? TouchTraceRecorder() : nil
            let player = played.map { TouchTracePlayer(trace: $0) }
            let renderer =
                draws ? LayerRenderer(device: device, background: background, showsStatusBar: showsStatusBar) : nil
            if let drawingThreads { renderer?.drawingThreads = drawingThreads }
            return (window, watched, player, recorder, renderer)
        }
    }

    /// Runs the next frame and returns it drawn, or nil when the run does not draw. The first frame shows the
    /// scene as committed when it has started (`FrameLoop.commit()`), before time advances.
    @discardableResult
    package func nextFrame() -> Pixmap? {
        loop.perform {
            if framesRun > 0 { loop.step() } else { loop.commit() }
            framesRun += 1
            guard let renderer else { return nil }
            renderer.statusBarAppearance = StatusBar.Appearance(of: UIApplication.shared)
            var frame = renderer.render(window.layer)
            if showsTouches, let fingers = player?.fingersDown, !fingers.isEmpty {
                TouchIndicator.draw(
                    fingers: fingers.keys.sorted().compactMap { fingers[$0] }, scale: renderer.scale, onto: &frame)
            }
            return frame
        }
    }

    /// Runs the next frame without drawing it (seeking: the frames before the one to show need only be stepped).
    package func skipFrame() {
        loop.perform {
            if framesRun > 0 { loop.step() } else { loop.commit() }
            framesRun += 1
        }
    }

    /// Stops playing the trace; returns the touches the scene received when they were recorded.
    package func stop() -> TouchTrace? {
        loop.perform {
            player?.stop()
            return touchRecorder?.stop()
        }
    }
}
