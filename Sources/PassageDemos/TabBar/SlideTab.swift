// The “UIViewController Non Interactive Transition” article's slide-in as a tab switch: the tab bar controller's
// delegate vends the same animator, sliding the new tab in from the side of its item (from the right for a tab further
// right, from the left otherwise).
import Passage

extension DemoCatalog {
    /// Two tab switches with the slide-in animator.
    public static func slideTab() -> Scene {
        Scene(
            name: "slide-tab",
            summary:
                "tab switches slide the new tab in from the side of its item over a snapshot of the old one (the “UIViewController Non Interactive Transition” article)",
            duration: SlideTabScene.duration
        ) { window in
            SlideTabScene(in: window).watched
        }
    }
}

/// The slide-tab demo's controllers and timeline.
@MainActor
final class SlideTabScene {
    /// When the second tab is tapped, in seconds after the demo started.
    static let firstTapTime: TimeInterval = 0.3
    /// When the first tab is tapped again.
    static let secondTapTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4

    let log = DemoEventLog()
    let window: UIWindow
    let tabs: UITabBarController
    let screens: [DemoScreenController]
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let delegate = SlideTransitionDelegate(log: log)
        screens = [
            DemoScreenController(title: "A", color: .systemBlue, log: log),
            DemoScreenController(title: "B", color: .systemOrange, log: log),
            DemoScreenController(title: "C", color: .systemGreen, log: log),
        ]
        screens[0].retained.append(delegate)
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        tabs.delegate = delegate
        self.tabs = tabs
        window.rootViewController = tabs
        script.at(Self.firstTapTime) { tabs.tabBar.simulateTap(onItemAt: 1) }
        script.at(Self.secondTapTime) { tabs.tabBar.simulateTap(onItemAt: 0) }
    }

    var watched: WatchedViews {
        ["A": screens[0].view, "B": screens[1].view]
    }
}
