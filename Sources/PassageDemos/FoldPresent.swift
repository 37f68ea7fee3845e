// The keyframe fold as a full-screen presentation and dismissal: the same animator the fold push uses, vended
// by the presented controller's transitioning delegate.
import Passage

extension DemoCatalog {
    /// A presentation and a dismissal with the snapshot fold.
    public static func foldPresent() -> Demo {
        Demo(name: "fold-present",
             summary: "a presentation and a dismissal with the fold-push animator, vended by a transitioning delegate (session 218)",
             duration: FoldPresentScene.duration) { root in
            FoldPresentScene(in: root).watched
        }
    }
}

/// The fold-present demo's controllers and timeline.
@MainActor
final class FoldPresentScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.9
    static let duration: TimeInterval = 3.2

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var presented: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = FoldTransitionDelegate(log: log)
        let presenter = DemoScreenController(title: "A", color: .systemIndigo, log: log)
        presenter.retained.append(delegate)
        self.presenter = presenter
        window.rootViewController = presenter
        let presented = DemoScreenController(title: "B", color: .systemOrange, log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        self.presented = presented
        script.at(Self.presentTime) {
            presenter.present(presented, animated: true) { log.add("presentCompletion") }
        }
        script.at(Self.dismissTime) {
            presenter.dismiss(animated: true) { log.add("dismissCompletion") }
        }
    }

    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("A", presenter.view)]
        if let presented { views.append(("B", presented.view)) }
        return views
    }
}
