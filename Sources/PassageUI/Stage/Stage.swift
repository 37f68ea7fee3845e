// The user-interface half of a stage: what UIKit keeps once per app, kept once per frame loop. A loop makes its
// stage on first use and owns it, so a fresh FrameLoop is a fresh app, and two loops in one process share
// nothing. Objects reach the stage they belong to through what they belong to (a window keeps its stage, a
// transition the stage it started on); UIKit's singletons (`UIScreen.main`, `UIDevice.current`,
// `UIApplication.shared`) are the stage of `FrameLoop.current`, which a loop is while it steps.
import Foundation
import PassageCore

/// What one frame loop's app holds: its windows and key window, application, main screen and device, the
/// transitions running and waiting, the Auto Layout engine and the open animation blocks. A Passage addition:
/// UIKit has one of each per process; Passage has one per `FrameLoop` (`loop.stage`).
@MainActor
public final class Stage {
    /// The loop this stage belongs to; it owns the stage, which lives as long as it does (a stage kept past its
    /// loop traps when it reaches for the loop).
    public unowned let frameLoop: FrameLoop
    /// The live windows, the key window and the application.
    let windows: WindowRegistry
    /// The transition running and the requests waiting for it.
    let transitions = TransitionQueue()
    /// The screen `UIScreen.main` returns: an iPhone 15 Pro until `UIScreen.makeMain()` picks another.
    var mainScreen = UIScreen(device: .iPhone15Pro)
    /// The device `UIDevice.current` returns, made for `mainScreen` on first use after each change of screen.
    private var device: UIDevice?
    /// The Auto Layout engine, made when a view first takes part in Auto Layout.
    private(set) var existingLayoutEngine: LayoutEngine?
    /// The open UIView animation blocks, innermost last.
    var animationBlocks: [ViewAnimationContext] = []
    /// Whether property changes inside animation blocks animate (`UIView.setAnimationsEnabled(_:)`).
    var animationsEnabled = true
    /// Called with every property animator that starts running on this stage (how an interactive transition
    /// finds the animators its animation controller started, to hold them with its own animations).
    var animatorStartObservers = HandlerList<(UIViewPropertyAnimator) -> Void>()
    /// Receives each transition and appearance event as it happens (see `Stage.Event`); nil (the default)
    /// publishes nothing. PassageTesting's event log listens here.
    public var eventObserver: ((Event) -> Void)?

    init(frameLoop: FrameLoop) {
        self.frameLoop = frameLoop
        windows = WindowRegistry()
    }

    /// Adds `window` to the windows laid out every frame; the first one registers the stage's layout pass
    /// (phase 5 of every frame, see FrameLoop).
    func register(_ window: UIWindow) {
        if !windows.hasLayoutPass {
            windows.hasLayoutPass = true
            frameLoop.addLayoutPass { [unowned self] _ in
                existingLayoutEngine?.prepare()
                windows.layOutWindows()
            }
        }
        windows.register(window)
    }

    /// The Auto Layout engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let existingLayoutEngine { return existingLayoutEngine }
        let engine = LayoutEngine()
        existingLayoutEngine = engine
        return engine
    }

    /// The device of the main screen (a new one after the main screen changed).
    var currentDevice: UIDevice {
        if let device, device.screen === mainScreen { return device }
        let made = UIDevice(screen: mainScreen)
        device = made
        return made
    }

    /// The stage of `FrameLoop.current`.
    static var current: Stage { FrameLoop.current.stage }
}

extension FrameLoop {
    /// This loop's stage: its windows, screen, device, transitions, Auto Layout engine and animation blocks,
    /// made on first use (a Passage addition).
    public var stage: Stage {
        if let stage = stageStorage { return unsafeDowncast(stage, to: Stage.self) }
        let stage = Stage(frameLoop: self)
        stageStorage = stage
        return stage
    }
}
