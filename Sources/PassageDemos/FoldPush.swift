// The keyframe fold as a push and a pop: the top screen folds away about its middle and the next one unfolds.
import Passage

extension DemoCatalog {
    /// A push and a pop with the snapshot fold.
    public static func foldPush() -> Demo {
        Demo(name: "fold-push",
             summary: "a push and a pop fold the screens through snapshots of their halves, on keyframes in perspective (session 218)",
             duration: FoldPushScene.duration) { root in
            FoldPushScene(in: root).watched
        }
    }
}

/// The fold-push demo's controllers and timeline.
@MainActor
final class FoldPushScene {
    /// When the push starts, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the pop starts.
    static let popTime: TimeInterval = 1.9
    static let duration: TimeInterval = 3.2

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = FoldTransitionDelegate(log: log)
        let rootScreen = DemoScreenController(title: "A", color: .systemIndigo, log: log)
        rootScreen.retained.append(delegate)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        navigation.delegate = delegate
        self.navigation = navigation
        window.rootViewController = navigation
        let pushed = DemoScreenController(title: "B", color: .systemOrange, log: log)
        self.pushed = pushed
        script.at(Self.pushTime) { navigation.pushViewController(pushed, animated: true) }
        script.at(Self.popTime) { navigation.popViewController(animated: true) }
    }

    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("A", rootScreen.view)]
        if let pushed { views.append(("B", pushed.view)) }
        return views
    }
}
