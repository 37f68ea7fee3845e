// Seed 002's slide-in as a full-screen presentation: B slides in from the right over A's snapshot, stays,
// then slides out to the right again as A comes back from the left. The animator comes from the presented
// controller's transitioning delegate.
import Passage

extension DemoCatalog {
    /// A full-screen presentation and dismissal with the slide-in animator.
    public static func slidePresent() -> Demo {
        Demo(name: "slide-present",
             summary: "a presented screen slides in over a snapshot of the presenter, then is dismissed (seed 002, session 218)",
             duration: SlidePresentScene.duration) { root in
            SlidePresentScene(in: root).watched
        }
    }
}

/// The slide-present demo's controllers and timeline.
@MainActor
final class SlidePresentScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var presented: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = SlideTransitionDelegate(log: log)
        let presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
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
