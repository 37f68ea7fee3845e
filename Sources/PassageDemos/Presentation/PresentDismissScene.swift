// The scene shared by the presentation demos: a presenter fills the window, and a display-link script presents
// a second screen with a given delegate and style, then dismisses it. Each demo subclasses it with its timeline.
import Passage

/// A presenter and a presented screen, presented at `presentTime` and dismissed at `dismissTime`.
@MainActor
class PresentDismissScene {
    /// One screen of the scene: its title, its colour, and the label the demo's value table gives its view.
    struct Screen {
        let title: String
        let color: UIColor
        let label: String
    }

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var presented: DemoScreenController?
    private let presentedLabel: String
    private let presenterLabel: String
    private let script = DemoScript()

    /// Builds the scene in `window`; `makeDelegate` makes the presented screen's transitioning delegate (kept alive
    /// by the presenter) from the scene's log.
    init(
        in window: UIWindow, presenter presenterScreen: Screen, presented presentedScreen: Screen,
        style: UIModalPresentationStyle, presentTime: TimeInterval, dismissTime: TimeInterval,
        makeDelegate: (DemoEventLog) -> UIViewControllerTransitioningDelegate
    ) {
        self.window = window
        let log = log
        let delegate = makeDelegate(log)
        let presenter = DemoScreenController(title: presenterScreen.title, color: presenterScreen.color, log: log)
        presenter.retained.append(delegate)
        self.presenter = presenter
        presenterLabel = presenterScreen.label
        window.rootViewController = presenter
        let presented = DemoScreenController(title: presentedScreen.title, color: presentedScreen.color, log: log)
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        self.presented = presented
        presentedLabel = presentedScreen.label
        script.at(presentTime) {
            presenter.present(presented, animated: true) { log.add("presentCompletion") }
        }
        script.at(dismissTime) {
            presenter.dismiss(animated: true) { log.add("dismissCompletion") }
        }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = [presenterLabel: presenter.view]
        if let presented { views.append(presentedLabel, presented.view) }
        return views
    }
}
