// The keyframe fold as a push and a pop: the top screen folds away about its middle and the next one unfolds.
import Passage

extension DemoCatalog {
    /// A push and a pop with the snapshot fold.
    public static func foldPush() -> Scene {
        Scene(
            name: "fold-push",
            summary:
                "a push and a pop fold the screens through snapshots of their halves, on keyframes in perspective (session 218)",
            duration: FoldPushScene.duration
        ) { window in
            FoldPushScene(in: window).watched
        }
    }
}

/// The fold-push demo's controllers and timeline.
@MainActor
final class FoldPushScene: PushPopScene<FoldTransitionDelegate> {
    /// When the push starts, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the pop starts.
    static let popTime: TimeInterval = 1.9
    static let duration: TimeInterval = 3.2

    init(in window: UIWindow) {
        super.init(in: window, rootColor: .systemIndigo, pushTime: Self.pushTime, popTime: Self.popTime) { log, _ in
            FoldTransitionDelegate(log: log)
        }
    }
}
