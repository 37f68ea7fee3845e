// The “UIViewController Non Interactive Transition” article's slide-in as a push and a pop: the navigation controller's
// delegate vends the same animator the presentation demo uses, so B slides in from the right over A's snapshot and the
// pop slides A back from the left.
import Passage

extension DemoCatalog {
    /// A push and a pop with the slide-in animator.
    public static func slidePush() -> Scene {
        Scene(
            name: "slide-push",
            summary:
                "a pushed screen slides in over a snapshot of the top one, then is popped (session 218; the “UIViewController Non Interactive Transition” article)",
            duration: SlidePushScene.duration
        ) { window in
            SlidePushScene(in: window).watched
        }
    }
}

/// The slide-push demo's controllers and timeline.
@MainActor
final class SlidePushScene: PushPopScene<SlideTransitionDelegate> {
    /// When the push starts, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the pop starts.
    static let popTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4

    init(in window: UIWindow) {
        super.init(in: window, rootColor: .systemBlue, pushTime: Self.pushTime, popTime: Self.popTime) { log, _ in
            SlideTransitionDelegate(log: log)
        }
    }
}
