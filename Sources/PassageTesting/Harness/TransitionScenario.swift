// A transition run described as a value, for snapshot strategies: where it runs (device, frame rate), what is on
// screen before it (the root controller), and what starts it (a trigger, a touch trace, or both). Each snapshot
// runs it afresh in a new harness, so one scenario can be asserted as frames, a filmstrip, a table and a log.
import Foundation
import Passage

/// One transition run: a root controller, a trigger and optionally a touch trace, on a device.
@preconcurrency @MainActor
public struct TransitionScenario {
    /// The screen the window fills. Default the iPhone SE (375 × 667 points at 2×).
    public var device: DeviceProfile
    /// Frames per second of the virtual clock, 1…1000. Default 60.
    public var framesPerSecond: Int
    /// A touch trace played from t = 0 (after the trigger ran); nil for none.
    public var trace: TouchTrace?
    /// Makes the controller the window starts with.
    public var makeRoot: () -> UIViewController
    /// Starts the transition at t = 0, given the root controller.
    public var trigger: (UIViewController) -> Void

    /// A scenario hosting `root` on `device` at `framesPerSecond`, started by `trigger` and `trace` at t = 0.
    public init(
        device: DeviceProfile = .iPhoneSE, framesPerSecond: Int = 60, trace: TouchTrace? = nil,
        root: @escaping () -> UIViewController, trigger: @escaping (UIViewController) -> Void = { _ in }
    ) {
        self.device = device
        self.framesPerSecond = framesPerSecond
        self.trace = trace
        self.makeRoot = root
        self.trigger = trigger
    }

    /// A new harness with the scenario started: the trigger has run and the trace (if any) is playing; frame 0
    /// is on screen.
    public func start() -> TransitionHarness {
        let harness = TransitionHarness(device: device, framesPerSecond: framesPerSecond, root: makeRoot)
        harness.start(trigger)
        if let trace { harness.play(trace, resetsTime: false) }
        return harness
    }
}
