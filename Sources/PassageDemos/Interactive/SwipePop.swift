// The “iOS 7 Custom Transition” article's swipe to pop, driven by touches: B is pushed (the built-in push), then a
// finger drags right across the screen and the “iOS 7 Custom Transition” article's directional pan pops B
// interactively. In `swipe-pop` the finger lets go at 60% of the width still moving right (the pop finishes); in
// `swipe-pop-cancel` it lets go at 30% moving back left (the pop is cancelled and B stays).
import Passage

extension DemoCatalog {
    /// An interactive pop that finishes.
    public static func swipePop() -> Scene {
        Scene(
            name: "swipe-pop",
            summary:
                "a finger swipes the top screen away: directional pan, percent-driven, fading edge shadow and dimming, released at 60% moving right (the “iOS 7 Custom Transition” article)",
            duration: SwipePopScene.duration, trace: { SwipePopScene.trace(cancels: false, screen: $0) }
        ) { window in
            SwipePopScene(in: window).watched
        }
    }

    /// An interactive pop that is cancelled.
    public static func swipePopCancel() -> Scene {
        Scene(
            name: "swipe-pop-cancel",
            summary:
                "a finger starts swiping the top screen away and lets go at 30% moving back left: the pop is cancelled (the “iOS 7 Custom Transition” article)",
            duration: SwipePopScene.duration, trace: { SwipePopScene.trace(cancels: true, screen: $0) }
        ) { window in
            SwipePopScene(in: window).watched
        }
    }
}

/// The swipe-pop demos' controllers, timeline and touches.
@MainActor
final class SwipePopScene: PushPopScene<SwipeToPop> {
    /// When B is pushed (the built-in push), in seconds after the demo started.
    static let pushTime: TimeInterval = 0.2
    /// When the finger comes down, and when it lifts.
    static let touchDownTime: TimeInterval = 0.9
    static let releaseTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.2
    /// How fast the finger moves when it lifts, in points per second (to the right when finishing).
    static let releaseSpeed: CGFloat = 300

    /// The “iOS 7 Custom Transition” article's navigation delegate, which owns the directional pan.
    var swipe: SwipeToPop { delegate }

    init(in window: UIWindow) {
        super.init(
            in: window, rootColor: .systemTeal, pushedColor: .systemPurple, pushTime: Self.pushTime, popTime: nil
        ) { log, navigation in
            SwipeToPop(navigationController: navigation, log: log)
        }
    }

    /// The finger's path: down at a quarter of the width, across to 60% of the width further right (or 30%,
    /// arriving from the right), released at `releaseSpeed`.
    static func trace(cancels: Bool, screen: CGSize) -> TouchTrace {
        let start = CGPoint(x: screen.width * 0.25, y: screen.height * 0.6)
        let travel = screen.width * (cancels ? 0.3 : 0.6)
        return .drag(
            from: start, to: CGPoint(x: start.x + travel, y: start.y), startTime: touchDownTime,
            duration: releaseTime - touchDownTime,
            releaseVelocity: CGVector(dx: cancels ? -releaseSpeed : releaseSpeed, dy: 0))
    }
}
