// The application object: the end of the responder chain and the first stop of every event. Passage has one
// per stage (`UIApplication.shared` is the current frame loop's), so a test that makes a fresh FrameLoop starts
// from a clean application. Touch input enters through `sendTouchInput(_:timestamp:)` (UIApplication+TouchInput).
import Foundation
import PassageCore

/// The app's central object: it routes events to windows (UIKit's `UIApplication`).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The windows of the application's stage.
    private(set) weak var registry: WindowRegistry?
    /// The one touches event, updated for every input, as UIKit reuses its touches event.
    let touchesEvent = UIEvent()
    /// The fingers down, by the input's finger number.
    var touchesByFinger: [Int: UITouch] = [:]
    /// Fingers whose sequence is dropped: they began while interaction was ignored or outside every window.
    var droppedFingers: Set<Int> = []
    /// The latest input timestamp, to keep input in time order.
    var latestInputTime: TimeInterval = -.infinity
    /// Where and when the last tap ended, for `tapCount`.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    var nextTouchSequenceNumber = 0
    var inputObservers = HandlerList<(TouchTrace.Event) -> Void>()
    private var ignoringCount = 0

    init(registry: WindowRegistry) {
        self.registry = registry
    }

    /// The application of the current frame loop's stage.
    public class var shared: UIApplication {
        Stage.current.windows.application
    }

    /// The application's live windows, in the order they were created.
    open var windows: [UIWindow] { registry?.liveWindows ?? [] }

    /// The key window, if any.
    open var keyWindow: UIWindow? { registry?.keyWindow }

    /// Delivers `event` to the windows of its touches (each window's `sendEvent(_:)`).
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.orderedTouches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Whether touches that begin now are dropped: between `beginIgnoringInteractionEvents()` and the matching
    /// end, and while a view-controller transition without an interaction controller runs (UIKit's rule).
    open var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts dropping touches that begin; calls nest and must be balanced by `endIgnoringInteractionEvents()`.
    open func beginIgnoringInteractionEvents() {
        ignoringCount += 1
    }

    /// Balances one `beginIgnoringInteractionEvents()`; an unbalanced call logs a diagnostic and does nothing.
    open func endIgnoringInteractionEvents() {
        guard ignoringCount > 0 else {
            return diagnose(
                .endIgnoringInteractionEventsUnbalanced, .warning,
                "endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored")
        }
        ignoringCount -= 1
    }

    /// The application ends the responder chain: its next responder is nil (Passage has no app delegate).
    open override var next: UIResponder? { nil }
}
