// The tab accordion driven by touch: a finger pans left across tab One and tab Two expands from the right edge
// as One squeezes toward the left, following the finger (`TabPanInteractor`); it lifts 60% of the width along,
// past half, so the switch finishes.
import Passage

extension DemoCatalog {
    /// A pan to the left that switches to the next tab with the accordion.
    public static func tabAccordionPan() -> Scene {
        Scene(
            name: "tab-accordion-pan",
            summary:
                "a pan to the left squeezes tab One and expands tab Two like an accordion, following the finger; let go past half, it finishes",
            duration: TabAccordionPanScene.duration, trace: { TabAccordionPanScene.trace(.dragLeft, for: $0) }
        ) { window in
            TabAccordionPanScene(in: window).watched
        }
    }
}

/// The tab-accordion-pan demo's controllers and touches.
@MainActor
final class TabAccordionPanScene {
    /// The pans the scene's traces make, across the middle of the screen.
    enum Gesture {
        /// Left by 60% of the width in 0.5 s at constant speed (225 points, 450 points per second on an iPhone
        /// SE): past half the width, the switch finishes.
        case dragLeft
        /// Left by 30% of the width in 0.6 s (187.5 points per second on an iPhone SE): the switch is cancelled.
        case shortDragLeft
        /// Left by 25% of the width in 0.2 s, leaving at 900 points per second: the switch finishes on speed.
        case flickLeft
        /// Right by 60% of the width in 0.5 s: there is no tab before the first, so nothing happens.
        case dragRight
        /// Left by 40% of the width in 0.5 s, then the system cancels the touch: the switch is cancelled.
        case interrupted
    }

    /// When the finger comes down, in seconds after the demo started.
    static let panTime: TimeInterval = 0.4
    /// Where the finger comes down, as fractions of the screen's width and height.
    static let startPoint = CGPoint(x: 0.75, y: 0.45)
    /// The speed a flick leaves at, in points per second.
    static let flickSpeed: CGFloat = 900
    static let duration: TimeInterval = 2.0

    let log = DemoEventLog()
    let window: UIWindow
    let tabs: UITabBarController
    let screens: [DemoScreenController]
    let interactor: TabPanInteractor

    init(in window: UIWindow) {
        self.window = window
        let log = log
        screens = [
            DemoScreenController(title: "One", color: .systemRed, log: log),
            DemoScreenController(title: "Two", color: .systemPurple, log: log),
            DemoScreenController(title: "Three", color: .systemTeal, log: log),
        ]
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        self.tabs = tabs
        let interactor = TabPanInteractor(tabBarController: tabs, log: log)
        self.interactor = interactor
        let delegate = AccordionPanTabDelegate(interactor: interactor, log: log)
        screens[0].retained.append(delegate)
        tabs.delegate = delegate
        window.rootViewController = tabs
    }

    /// The touches of `gesture` on a screen of `size` points, starting at `panTime`.
    static func trace(_ gesture: Gesture, for size: CGSize) -> TouchTrace {
        let start = CGPoint(x: size.width * startPoint.x, y: size.height * startPoint.y)
        func drag(by fraction: CGFloat, in duration: TimeInterval, leaving velocity: CGFloat? = nil) -> TouchTrace {
            TouchTrace.drag(
                from: start, to: CGPoint(x: start.x + fraction * size.width, y: start.y), startTime: panTime,
                duration: duration, releaseVelocity: velocity.map { CGVector(dx: $0, dy: 0) })
        }
        switch gesture {
        case .dragLeft: return drag(by: -0.6, in: 0.5)
        case .shortDragLeft: return drag(by: -0.3, in: 0.6)
        case .flickLeft: return drag(by: -0.25, in: 0.2, leaving: -flickSpeed)
        case .dragRight:
            return TouchTrace.drag(
                from: CGPoint(x: size.width * 0.15, y: start.y), to: CGPoint(x: size.width * 0.75, y: start.y),
                startTime: panTime, duration: 0.5)
        case .interrupted: return drag(by: -0.4, in: 0.5).cancellingInsteadOfLifting()
        }
    }

    var watched: WatchedViews {
        ["One": screens[0].view, "Two": screens[1].view]
    }
}
