// The stack-view demo: a navigation push of a list laid out by a UIStackView; one row collapses
// alongside the push (hidden inside the coordinator's alongside animation), expands again later in a block
// animation, and then the list is popped.
import Passage

extension DemoCatalog {
    /// A stack-view list pushed with a row collapsing alongside, the row expanded again, then popped.
    public static func autoLayoutStackPush() -> Scene {
        Scene(
            name: "autolayout-stack-push",
            summary:
                "a pushed UIStackView list whose row collapses alongside the push and expands again before the pop",
            duration: AutoLayoutStackPushScene.duration
        ) { window in
            AutoLayoutStackPushScene(in: window).watched
        }
    }
}

/// The autolayout-stack-push demo's controllers and timeline.
@MainActor
final class AutoLayoutStackPushScene {
    /// When the list is pushed, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the collapsed row expands again.
    static let expandTime: TimeInterval = 1.1
    /// When the list is popped.
    static let popTime: TimeInterval = 1.9
    static let duration: TimeInterval = 2.6

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    private(set) weak var list: StackListController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let rootScreen = DemoScreenController(title: "Mail", color: .systemIndigo, log: log)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        self.navigation = navigation
        window.rootViewController = navigation
        let list = StackListController(log: log)
        self.list = list
        script.at(Self.pushTime) {
            navigation.pushViewController(list, animated: true)
        }
        script.at(Self.expandTime) { [weak list] in
            list?.expandRow { _ in log.add("expanded") }
        }
        script.at(Self.popTime) {
            navigation.popViewController(animated: true)
        }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["mail": rootScreen.view]
        if let list {
            views.append("folders", list.view)
            for (index, row) in list.rowViews.enumerated() { views.append("row\(index)", row) }
        }
        return views
    }
}
