// Replays a touch trace into an application: on every frame, before display links fire, the events whose time
// (seconds after the player started) has come are delivered through `UIApplication.sendTouchInput`, each with its
// own timestamp, so gestures see the trace's exact timing whatever the frame rate. The player keeps itself
// attached to the frame loop until the last event is delivered. A trace that ends with a finger still down
// (a recording cut short, a hand-written trace missing its lift) would leave that finger down for good and an
// interactive transition it drives stuck half-way: the player cancels such fingers where they last were, at
// the last event's time, and says so.
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
    /// Where each finger of the trace that is down was last, in window points, by finger: empty before the
    /// first event and after the last finger lifted.
    public private(set) var fingersDown: [Int: CGPoint] = [:]

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

    /// Stops delivering events; fingers left down stay down (the trace has not ended: an app may deliver the
    /// rest itself).
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
            for touch in event.touches {
                switch touch.phase {
                case .ended, .cancelled: fingersDown[touch.finger] = nil
                default: fingersDown[touch.finger] = touch.location
                }
            }
            application.sendTouchInput(event.touches, timestamp: timestamp)
        }
        stop()
        liftFingersLeftDown()
    }

    /// Cancels the fingers the trace left down, where they last were, at its last event's time.
    private func liftFingersLeftDown() {
        guard !fingersDown.isEmpty, let last = trace.events.last else { return }
        let fingers = fingersDown.keys.sorted()
        loop.diagnose(
            .touchTraceEndedWithFingersDown, .warning,
            "the touch trace ended with finger\(fingers.count == 1 ? "" : "s") \(fingers.map(String.init).joined(separator: ", ")) down; cancelled where \(fingers.count == 1 ? "it" : "they") last were, at time \(last.time)"
        )
        let cancels = fingers.map {
            TouchTrace.Touch(finger: $0, phase: .cancelled, location: fingersDown[$0] ?? .zero)
        }
        fingersDown.removeAll()
        application.sendTouchInput(cancels, timestamp: startTime + last.time)
    }
}
