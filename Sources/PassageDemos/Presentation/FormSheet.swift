// A custom presentation controller at work: a sheet slides up over the presenter, which stays in the window
// and dims behind it (the dimming fades alongside through the transition coordinator), then slides away.
import Passage

extension DemoCatalog {
    /// A form sheet over a dimmed presenter, presented and dismissed.
    public static func formSheet() -> Scene {
        Scene(
            name: "form-sheet",
            summary:
                "a custom UIPresentationController: a centred sheet over a dimming view faded alongside (session 218)",
            duration: FormSheetScene.duration
        ) { window in
            FormSheetScene(in: window).watched
        }
    }
}

/// The form-sheet demo's controllers and timeline.
@MainActor
final class FormSheetScene: PresentDismissScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.6
    static let duration: TimeInterval = 2.4

    init(in window: UIWindow) {
        super.init(
            in: window, presenter: Screen(title: "A", color: .systemBlue, label: "presenter"),
            presented: Screen(title: "Sheet", color: .systemPink, label: "sheet"), style: .custom,
            presentTime: Self.presentTime, dismissTime: Self.dismissTime
        ) { FormSheetTransitioningDelegate(log: $0) }
    }
}
