// The “UIViewController Non Interactive Transition” article's slide-in as a full-screen presentation: B slides in from
// the right over A's snapshot, stays, then slides out to the right again as A comes back from the left. The animator
// comes from the presented controller's transitioning delegate.
import Passage

extension DemoCatalog {
    /// A full-screen presentation and dismissal with the slide-in animator.
    public static func slidePresent() -> Scene {
        Scene(
            name: "slide-present",
            summary:
                "a presented screen slides in over a snapshot of the presenter, then is dismissed (session 218; the “UIViewController Non Interactive Transition” article)",
            duration: SlidePresentScene.duration
        ) { window in
            SlidePresentScene(in: window).watched
        }
    }
}

/// The slide-present demo's controllers and timeline.
@MainActor
final class SlidePresentScene: PresentDismissScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4

    init(in window: UIWindow) {
        super.init(
            in: window, presenter: Screen(title: "A", color: .systemBlue, label: "A"),
            presented: Screen(title: "B", color: .systemOrange, label: "B"), style: .fullScreen,
            presentTime: Self.presentTime, dismissTime: Self.dismissTime
        ) { SlideTransitionDelegate(log: $0) }
    }
}
