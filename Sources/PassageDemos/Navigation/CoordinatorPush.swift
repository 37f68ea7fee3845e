// Session 218's "fun with transition coordinators": right after `pushViewController(_:animated:)`, the
// navigation controller's transition coordinator runs an animation alongside the built-in push (a badge in
// the bar fades and shrinks away) and a completion handler after it (the status line reports the push) —
// a push with a completion handler, built from the coordinator. The pop brings the badge back the same way.
import Passage

extension DemoCatalog {
    /// A push and a pop with animations alongside and completions from the transition coordinator.
    public static func coordinatorPush() -> Scene {
        Scene(
            name: "coordinator-push",
            summary:
                "a push whose badge fades alongside and whose completion comes from the transition coordinator (session 218)",
            duration: CoordinatorPushScene.duration
        ) { window in
            CoordinatorPushScene(in: window).watched
        }
    }
}

/// Tells the log when a navigation controller showed a controller.
@MainActor
final class NavigationShowLogger: UINavigationControllerDelegate {
    let log: DemoEventLog

    init(log: DemoEventLog) {
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.add("didShow(\(viewController.title ?? "?"))")
    }
}

/// The coordinator-push demo's controllers and timeline.
@MainActor
final class CoordinatorPushScene {
    /// When B is pushed, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When B is popped.
    static let popTime: TimeInterval = 1.2
    static let duration: TimeInterval = 1.9
    /// The badge's scale once it has gone.
    static let hiddenBadgeScale: CGFloat = 0.5

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    /// The badge in the navigation bar that fades alongside the push.
    let badge: UILabel
    /// The status line the coordinator's completions update.
    let status: UILabel
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let rootScreen = DemoScreenController(title: "Inbox", color: .systemBlue, log: log)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        let logger = NavigationShowLogger(log: log)
        rootScreen.retained.append(logger)
        navigation.delegate = logger
        self.navigation = navigation
        window.rootViewController = navigation
        let bounds = navigation.view.bounds

        let badge = UILabel(frame: CGRect(x: bounds.width - 52, y: 8, width: 28, height: 28))
        badge.text = "3"
        badge.font = .boldSystemFont(ofSize: 16)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 14
        badge.clipsToBounds = true
        badge.autoresizingMask = [.flexibleLeftMargin]
        navigation.view.addSubview(badge)
        self.badge = badge

        let status = UILabel(frame: CGRect(x: 0, y: bounds.height - 60, width: bounds.width, height: 30))
        status.text = "Inbox: 3 new"
        status.font = .systemFont(ofSize: 18)
        status.textColor = .white
        status.textAlignment = .center
        status.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        navigation.view.addSubview(status)
        self.status = status

        let pushed = DemoScreenController(title: "Message", color: .systemIndigo, log: log)
        self.pushed = pushed
        script.at(Self.pushTime) {
            navigation.pushViewController(pushed, animated: true)
            let coordinator = navigation.transitionCoordinator
            log.add(coordinator == nil ? "no coordinator" : "coordinator")
            coordinator?.animate(
                alongsideTransition: { _ in
                    badge.alpha = 0
                    badge.transform = CGAffineTransform(scaleX: Self.hiddenBadgeScale, y: Self.hiddenBadgeScale)
                },
                completion: { context in
                    log.add("pushCompletion(cancelled: \(context.isCancelled))")
                    status.text = "Read: Message"
                })
        }
        script.at(Self.popTime) {
            navigation.popViewController(animated: true)
            navigation.transitionCoordinator?.animate(
                alongsideTransition: { _ in
                    badge.alpha = 1
                    badge.transform = .identity
                },
                completion: { context in
                    log.add("popCompletion(cancelled: \(context.isCancelled))")
                    status.text = "Inbox: 2 new"
                    badge.text = "2"
                })
        }
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["inbox": rootScreen.view, "badge": badge]
        if let pushed { views.append("message", pushed.view) }
        return views
    }
}
