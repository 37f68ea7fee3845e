// The keyframe fold as a full-screen presentation and dismissal: the same animator the fold push uses, vended
// by the presented controller's transitioning delegate.
import Passage

extension DemoCatalog {
    /// A presentation and a dismissal with the snapshot fold.
    public static func foldPresent() -> Scene {
        Scene(
            name: "fold-present",
            summary:
                "a presentation and a dismissal with the fold-push animator, vended by a transitioning delegate (session 218)",
            duration: FoldPresentScene.duration
        ) { window in
            FoldPresentScene(in: window).watched
        }
    }
}

/// The fold-present demo's controllers and timeline.
@MainActor
final class FoldPresentScene: PresentDismissScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.9
    static let duration: TimeInterval = 3.2

    init(in window: UIWindow) {
        super.init(
            in: window, presenter: Screen(title: "A", color: .systemIndigo, label: "A"),
            presented: Screen(title: "B", color: .systemOrange, label: "B"), style: .fullScreen,
            presentTime: Self.presentTime, dismissTime: Self.dismissTime
        ) { FoldTransitionDelegate(log: $0) }
    }
}
