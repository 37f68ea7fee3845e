// Hosts a controller in a window on a fresh frame loop and virtual clock, starts a transition (or a touch trace)
// and lets a test step time exactly, frame by frame. The time contract is TransitionTime's. Each harness makes its
// own loop current and the device's screen main, so harnesses do not share state; create one per test.
import Foundation
import Passage
import PassageRender
import PassageScenes

/// A window on a virtual clock in which a test runs one transition (a Passage addition for tests).
@preconcurrency @MainActor
public final class TransitionHarness {
    /// The screen the window fills; its size, scale and safe area are the window's.
    public let device: DeviceProfile
    /// The frame loop the window runs on; current while this harness is the newest one.
    public let loop: FrameLoop
    /// The window holding the root controller, filling the device's screen.
    public let window: UIWindow
    /// The controller the harness was built with, the window's root.
    public let rootViewController: UIViewController
    /// What the transition machinery did since t = 0, in order, with frame numbers.
    public private(set) var events: [TransitionEvent] = []
    /// How long `advance(to: .end)` and `runUntilIdle()` wait, in seconds of virtual time. Default 10.
    public var idleTimeout: TimeInterval = 10
    private var startFrame = 0
    private var player: TouchTracePlayer?

    /// Hosts the controller `root` makes in a window filling `device`'s screen (default the iPhone SE, 375 × 667
    /// points at 2×) on a new frame loop at `framesPerSecond` (1…1000, default 60), and lets it appear and settle
    /// (its appearance callbacks are not logged). t = 0 is now until `start(_:)` or `play(_:)` moves it.
    public init(device: DeviceProfile = .iPhoneSE, framesPerSecond: Int = 60, root: () -> UIViewController) {
        self.device = device
        loop = FrameLoop(framesPerSecond: framesPerSecond)
        loop.makeCurrent()
        UIScreen(device: device).makeMain()
        LayerRenderer.installSnapshotRendering(in: loop, scale: device.scale)
        window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        rootViewController = root()
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        loop.runUntilIdle(timeout: idleTimeout)
        loop.commit()
        startFrame = loop.frameCount
        loop.stage.eventObserver = { [weak self] event in self?.record(event) }
    }

    /// Frames per second of the virtual clock.
    public var framesPerSecond: Int { loop.framesPerSecond }
    /// Frames stepped since t = 0.
    public var frame: Int { loop.frameCount - startFrame }
    /// Seconds since t = 0: `frame / framesPerSecond`.
    public var time: Double { Double(frame) / Double(framesPerSecond) }

    /// Makes now t = 0, clears the event log, then runs `trigger` with the root controller (a push, a
    /// presentation, a dismissal…). Frame 0 is what is on screen when it returns.
    public func start(_ trigger: (UIViewController) -> Void) {
        resetTime()
        trigger(rootViewController)
        loop.commit()
    }

    /// Makes now t = 0 (when `resetsTime`, the default), clears the event log, and plays `trace` from now: its
    /// time 0 is this moment and its events reach the gesture recognizers on the frames they fall in.
    public func play(_ trace: TouchTrace, resetsTime: Bool = true) {
        if resetsTime { resetTime() }
        player?.stop()
        player = TouchTracePlayer(trace: trace)
    }

    /// Runs `frames` frames.
    public func advance(frames: Int) {
        loop.makeCurrent()
        loop.advance(frames: max(0, frames))
    }

    /// Runs the frames covering `seconds` (rounded up to whole frames: 0.1 s at 60 fps is 6 frames).
    public func advance(seconds: Double) {
        advance(frames: TransitionTime.frames(in: seconds, framesPerSecond: framesPerSecond))
    }

    /// Runs frames until `time`: to its frame (nothing happens when that frame has passed), or for `.end` until
    /// nothing is left to animate. Returns false when `.end` was not reached within `idleTimeout`.
    @discardableResult
    public func advance(to time: TransitionTime) -> Bool {
        guard let target = time.frame(framesPerSecond: framesPerSecond) else { return runUntilIdle() }
        advance(frames: target - frame)
        return true
    }

    /// Runs frames until the touch trace (if any) has been played and no animation, transition or callback is
    /// pending, or `idleTimeout` seconds of virtual time passed (then returns false).
    @discardableResult
    public func runUntilIdle() -> Bool {
        loop.makeCurrent()
        let limit = frame + TransitionTime.frames(in: idleTimeout, framesPerSecond: framesPerSecond)
        while player?.isFinished == false, frame < limit { loop.step() }
        return loop.runUntilIdle(timeout: Double(limit - frame) / Double(framesPerSecond))
    }

    /// Whether nothing is left to play or animate: the touch trace (if any) has been played and the frame loop
    /// is idle.
    public var isIdle: Bool {
        player?.isFinished != false && !loop.isBusy
    }

    /// The window as presented now, rendered at the device's scale over `background` (default white; nil for
    /// transparent), without the status bar unless `showsStatusBar` (then as the controllers ask for it).
    public func render(
        background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1), showsStatusBar: Bool = false
    ) -> Pixmap {
        let renderer = LayerRenderer(device: device, background: background, showsStatusBar: showsStatusBar)
        renderer.statusBarAppearance = loop.perform { StatusBar.Appearance(of: UIApplication.shared) }
        return renderer.render(window.layer)
    }

    /// The event log as text, one event a line (see `TransitionEvent.description`).
    public var eventLog: String {
        events.map(\.description).joined(separator: "\n") + "\n"
    }

    private func resetTime() {
        loop.makeCurrent()
        startFrame = loop.frameCount
        events.removeAll()
    }

    private func record(_ event: Stage.Event) {
        events.append(TransitionEvent(frame: frame, time: time, event: event))
    }
}
