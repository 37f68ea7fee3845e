// What the transition machinery did, as values: appearance callbacks, a transition beginning, the animator asked
// to animate, completeTransition, an interaction finished or cancelled, a coordinator completion. The stage
// publishes each as it happens; their text (PassageTesting's event log) is derived from them.
import Foundation
import PassageCore

extension Stage {
    /// Something the transition machinery did (a Passage addition), published to `Stage.eventObserver`.
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        /// A controller taking part, with the name the event log shows (its title then, else its type's name).
        public struct Participant: Equatable, Sendable {
            /// The controller.
            public let controller: UIViewController
            /// Its title when the event happened, else the name of its type.
            public let name: String

            /// The participant `controller`, named by its title now (else its type).
            @MainActor public init(_ controller: UIViewController) {
                self.controller = controller
                name = controller.title ?? String(describing: type(of: controller))
            }

            public static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.controller === rhs.controller && lhs.name == rhs.name
            }
        }

        /// The appearance callbacks.
        public enum AppearanceCallback: String, Sendable {
            case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        }

        /// An appearance callback was sent to a controller.
        case appearance(AppearanceCallback, Participant, animated: Bool)
        /// A transition began between two controllers.
        case transitionBegan(from: Participant, to: Participant, animated: Bool, interactive: Bool)
        /// The animation controller was asked to animate a transition of `duration` seconds.
        case animateTransition(duration: TimeInterval)
        /// `completeTransition(_:)` was called (the first call; later ones are diagnostics).
        case completeTransition(Bool)
        /// The interaction finished or was cancelled at `percent` complete.
        case interactionEnded(cancelled: Bool, percent: CGFloat)
        /// A transition coordinator's completion ran.
        case coordinatorCompletion(cancelled: Bool)

        /// The event as the event log prints it, e.g. `Detail.viewDidAppear(true)`.
        public var description: String {
            switch self {
            case .appearance(let callback, let participant, let animated):
                "\(participant.name).\(callback.rawValue)(\(animated))"
            case .transitionBegan(let from, let to, let animated, let interactive):
                "transition \(from.name) → \(to.name)" + (animated ? "" : ", not animated")
                    + (interactive ? ", interactive" : "")
            case .animateTransition(let duration):
                "animateTransition (duration \(Self.seconds(duration)) s)"
            case .completeTransition(let didComplete):
                "completeTransition(\(didComplete))"
            case .interactionEnded(let cancelled, let percent):
                (cancelled ? "cancel" : "finish") + "InteractiveTransition at "
                    + String(format: "%.2f", Double(percent))
            case .coordinatorCompletion(let cancelled):
                "coordinator completion (cancelled: \(cancelled))"
            }
        }

        /// `seconds` with at most four decimals and no trailing zeros ("0.5", "0.3333").
        static func seconds(_ seconds: TimeInterval) -> String {
            var text = String(format: "%.4f", seconds)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
    }

    /// Hands `event` to the stage's event observer, if any (the event is made only when someone listens).
    func publish(_ event: @autoclosure () -> Event) {
        eventObserver?(event())
    }
}
