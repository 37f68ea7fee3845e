// A custom presentation controller at work: a sheet slides up over the presenter, which stays in the window
// and dims behind it (the dimming fades alongside through the transition coordinator), then slides away.
import Passage

extension DemoCatalog {
    /// A form sheet over a dimmed presenter, presented and dismissed.
    public static func formSheet() -> Demo {
        Demo(name: "form-sheet",
             summary: "a custom UIPresentationController: a centred sheet over a dimming view faded alongside (session 218)",
             duration: FormSheetScene.duration) { root in
            FormSheetScene(in: root).watched
        }
    }
}

/// The form-sheet demo's controllers and timeline.
@MainActor
final class FormSheetScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.6
    static let duration: TimeInterval = 2.4

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var presented: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = FormSheetTransitioningDelegate(log: log)
        let presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
        presenter.retained.append(delegate)
        self.presenter = presenter
        window.rootViewController = presenter
        let presented = DemoScreenController(title: "Sheet", color: .systemPink, log: log)
        presented.modalPresentationStyle = .custom
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
        var views: [(label: String, view: UIView)] = [("presenter", presenter.view)]
        if let presented { views.append(("sheet", presented.view)) }
        return views
    }
}
