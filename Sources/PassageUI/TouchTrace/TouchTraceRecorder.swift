// Records the touch input an application receives as a trace, with times relative to when recording started,
// so a session (live, or a replay) can be saved and replayed exactly.
import Foundation
import PassageCore

/// Records the touch input of an application into a `TouchTrace` (a Passage addition).
@preconcurrency @MainActor
public final class TouchTraceRecorder {
    /// The media time that the recorded times count from.
    public let startTime: CFTimeInterval
    /// What has been recorded so far.
    public private(set) var trace = TouchTrace()
    private let application: UIApplication
    private var token: Int?

    /// Starts recording the input `application` receives; times count from now.
    public init(application: UIApplication = .shared) {
        self.application = application
        startTime = CACurrentMediaTime()
        token = application.addTouchInputObserver { [weak self] event in self?.record(event) }
    }

    /// Stops recording and returns the trace.
    @discardableResult
    public func stop() -> TouchTrace {
        if let token { application.removeTouchInputObserver(token) }
        token = nil
        return trace
    }

    private func record(_ event: TouchTrace.Event) {
        trace.events.append(TouchTrace.Event(time: event.time - startTime, touches: event.touches))
    }
}
