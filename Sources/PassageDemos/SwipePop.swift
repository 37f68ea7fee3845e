// Seed 003's swipe to pop, scripted: B is pushed (the built-in push), then a swipe pops it interactively —
// the script reports the swipe's progress every frame, up to 60% of the width, and lets go (the pop finishes)
// in `swipe-pop`; in `swipe-pop-cancel` the swipe stops at 35% and goes back (the pop is cancelled and B stays).
import Passage

extension DemoCatalog {
    /// An interactive pop that finishes.
    public static func swipePop() -> Demo {
        Demo(name: "swipe-pop",
             summary: "a swipe pops the top screen: percent-driven, a fading edge shadow and dimming, finished at 60% (seed 003)",
             duration: SwipePopScene.duration) { root in
            SwipePopScene(in: root, cancels: false).watched
        }
    }

    /// An interactive pop that is cancelled.
    public static func swipePopCancel() -> Demo {
        Demo(name: "swipe-pop-cancel",
             summary: "a swipe starts popping the top screen and lets go at 35%: the pop is cancelled and runs back (seed 003)",
             duration: SwipePopScene.duration) { root in
            SwipePopScene(in: root, cancels: true).watched
        }
    }
}

/// The swipe-pop demos' controllers and timeline.
@MainActor
final class SwipePopScene {
    /// When B is pushed (the built-in push), in seconds after the demo started.
    static let pushTime: TimeInterval = 0.2
    /// When the swipe begins (the interactive pop starts).
    static let swipeTime: TimeInterval = 0.9
    /// When the swipe ends (finish or cancel); the swipe's progress grows linearly until then.
    static let releaseTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.2

    /// How far the swipe gets before it lets go: far enough to finish, or not.
    let releasePercent: CGFloat
    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    let swipe: SwipeToPop
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView, cancels: Bool) {
        releasePercent = cancels ? 0.35 : 0.6
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let rootScreen = DemoScreenController(title: "A", color: .systemTeal, log: log)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        self.navigation = navigation
        let swipe = SwipeToPop(navigationController: navigation, log: log)
        self.swipe = swipe
        rootScreen.retained.append(swipe)
        navigation.delegate = swipe
        window.rootViewController = navigation
        let pushed = DemoScreenController(title: "B", color: .systemPurple, log: log)
        self.pushed = pushed
        let releasePercent = releasePercent
        script.at(Self.pushTime) { navigation.pushViewController(pushed, animated: true) }
        script.at(Self.swipeTime) { swipe.beginSwipe() }
        script.ramp(from: Self.swipeTime, to: Self.releaseTime) { fraction in swipe.updateSwipe(fraction * releasePercent) }
        script.at(Self.releaseTime) { swipe.endSwipe(finishing: !cancels) }
    }

    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("A", rootScreen.view)]
        if let pushed { views.append(("B", pushed.view)) }
        return views
    }
}
