// Replays a touch trace into an application: on every frame, before display links fire, the events whose time
// (seconds after the player started) has come are delivered through `UIApplication.sendTouchInput`, each with its
// own timestamp, so gestures see the trace's exact timing whatever the frame rate. The player keeps itself
// attached to the frame loop until the last event is delivered.
import Foundation
import PassageCore

/// Plays a `TouchTrace` into the app, in step with the frame loop (a Passage addition).
@preconcurrency @MainActor
public final class TouchTracePlayer {
    /// The trace being played.
    public let trace: TouchTrace
    /// The media time the trace's time 0 stands for.
    public let startTime: CFTimeInterval
    private let application: UIApplication
    private let loop: FrameLoop
    private var nextEvent = 0
    private var token: Int?

    /// Starts playing `trace` on the current frame loop, its time 0 being now. Events at time 0 are
    /// delivered on the next frame, with their timestamp still `startTime`.
    public init(trace: TouchTrace, application: UIApplication = .shared) {
        self.trace = trace
        self.application = application
        loop = FrameLoop.current
        startTime = CACurrentMediaTime()
        guard !trace.events.isEmpty else { return }
        token = loop.addInputSource { [self] loop in deliverDue(at: loop.clock.currentTime) }
    }

    /// Whether every event has been delivered (or the player was stopped).
    public var isFinished: Bool { token == nil }

    /// Stops delivering events; fingers left down stay down.
    public func stop() {
        if let token { loop.removeInputSource(token) }
        token = nil
    }

    private func deliverDue(at now: CFTimeInterval) {
        while nextEvent < trace.events.count {
            let event = trace.events[nextEvent]
            let timestamp = startTime + event.time
            guard timestamp <= now + 1e-9 else { return }
            nextEvent += 1
            application.sendTouchInput(event.touches, timestamp: timestamp)
        }
        stop()
    }
}
