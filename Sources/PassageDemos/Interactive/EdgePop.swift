// The edge swipe back (UINavigationController.interactivePopGestureRecognizer), driven by a finger from the left edge:
// B is pushed, then the swipe pops it interactively and is released at 55% of the width moving right, so the pop runs
// out on UIKit's system spring. `edge-pop` uses UIKit's built-in pop animation; `edge-pop-custom` has the delegate vend
// the “iOS 7 Custom Transition” article's pop animation without an interaction controller, which the swipe drives too
// (a Passage addition; UIKit would not begin the swipe).
import Passage

extension DemoCatalog {
    /// The interactive pop gesture with the built-in pop.
    public static func edgePop() -> Scene {
        Scene(
            name: "edge-pop",
            summary:
                "UIKit's edge swipe back: the interactive pop gesture scrubs the built-in pop and releases it onto the system spring",
            duration: EdgePopScene.duration, trace: EdgePopScene.trace
        ) { window in
            EdgePopScene(in: window, customAnimation: false).watched
        }
    }

    /// The interactive pop gesture driving a custom pop animator.
    public static func edgePopCustom() -> Scene {
        Scene(
            name: "edge-pop-custom",
            summary:
                "the edge swipe back drives a custom pop animator (the “iOS 7 Custom Transition” article's) that the delegate vends without an interaction controller",
            duration: EdgePopScene.duration, trace: EdgePopScene.trace
        ) { window in
            EdgePopScene(in: window, customAnimation: true).watched
        }
    }
}

/// Vends the “iOS 7 Custom Transition” article's pop animation for pops and logs the shown controllers; no interaction
/// controller.
@MainActor
final class CustomPopDelegate: UINavigationControllerDelegate {
    let popAnimation: SwipePopAnimation?
    let log: DemoEventLog

    init(customAnimation: Bool, log: DemoEventLog) {
        popAnimation = customAnimation ? SwipePopAnimation(log: log) : nil
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? popAnimation : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("didShow(\(viewController.title ?? "?"))")
    }
}

/// The edge-pop demos' controllers and timeline.
@MainActor
final class EdgePopScene: PushPopScene<CustomPopDelegate> {
    static let pushTime: TimeInterval = 0.2
    static let touchDownTime: TimeInterval = 0.9
    static let releaseTime: TimeInterval = 1.4
    static let duration: TimeInterval = 2.4

    /// A swipe from the left edge at mid-height to 55% of the width, released at 500 pt/s to the right.
    static func trace(screen: CGSize) -> TouchTrace {
        .edgeSwipe(
            edge: .left, in: screen, at: screen.height / 2, toFraction: 0.55, releaseVelocity: 500,
            startTime: touchDownTime, duration: releaseTime - touchDownTime)
    }

    init(in window: UIWindow, customAnimation: Bool) {
        super.init(
            in: window, rootColor: .systemTeal, pushedColor: .systemPurple, pushTime: Self.pushTime, popTime: nil
        ) { log, _ in
            CustomPopDelegate(customAnimation: customAnimation, log: log)
        }
        let log = log
        navigation.interactivePopGestureRecognizer?.addHandler { recognizer in
            if recognizer.state == .began || recognizer.state == .ended { log.add("edge swipe \(recognizer.state)") }
        }
    }
}
