// iOS 26's zoom out of a bar button item: the photo grid's toolbar has a compose button; tapping it presents a
// "New Album" screen that grows out of the button (`preferredTransition = .zoom(sourceBarButtonItemProvider:)`,
// as WWDC25's "Build a UIKit app with the new design" shows a sheet growing out of a toolbar button), and a swipe
// down zooms it back into the button, which the provider names again (the item, looked up from the grid).
import Passage

extension DemoCatalog {
    /// A screen zooming out of a toolbar button and, after a swipe down, back into it.
    public static func zoomBarButton() -> Scene {
        Scene(
            name: "zoom-bar-button",
            summary:
                "a New Album screen grows out of the toolbar's compose button (iOS 26's preferredTransition = .zoom(sourceBarButtonItemProvider:)) and a swipe down zooms it back into the button (WWDC25 “Build a UIKit app with the new design”)",
            duration: ZoomBarButtonScene.duration,
            trace: { size in
                ZoomDemoScene.swipeDown(on: size, at: ZoomBarButtonScene.swipeTime, finishing: true)
            }
        ) { window in
            ZoomBarButtonScene(in: window).watched
        }
    }
}

/// zoom-bar-button's controllers and timeline.
@MainActor
final class ZoomBarButtonScene {
    /// When the compose button is tapped, and when the swipe down starts, in seconds after the demo started.
    static let openTime: TimeInterval = 0.3
    static let swipeTime: TimeInterval = 1.4
    static let duration: TimeInterval = 2.6

    let log = DemoEventLog()
    let grid: ZoomGridController
    let navigation: UINavigationController
    let composer: AlbumComposerController
    private let script = DemoScript()

    init(in window: UIWindow) {
        let grid = ZoomGridController(log: log)
        self.grid = grid
        let compose = UIBarButtonItem(systemItem: .compose)
        grid.toolbarItems = [.flexibleSpace(), compose]
        grid.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        let navigation = UINavigationController(rootViewController: grid)
        self.navigation = navigation
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        let composer = AlbumComposerController()
        self.composer = composer
        let log = log
        composer.preferredTransition = .zoom(sourceBarButtonItemProvider: { context in
            // Looked up each time from the screen it zooms out of, never a captured view.
            let top = (context.sourceViewController as? UINavigationController)?.topViewController
            log.add("zoom source: toolbar item")
            return top?.toolbarItems?.last
        })
        script.at(Self.openTime) { navigation.present(composer, animated: true) }
    }

    var watched: WatchedViews {
        ["grid": grid.view, "composer": composer.view]
    }
}

/// A sheet-like "New Album" screen: a grouped background with a title, a name field and two option rows.
final class AlbumComposerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        let title = UILabel(frame: CGRect(x: 20, y: 70, width: width - 40, height: 40))
        title.text = "New Album"
        title.font = .boldSystemFont(ofSize: 28)
        view.addSubview(title)
        let rows = ["Album name", "Shared with: nobody", "Add photos…"]
        for (index, text) in rows.enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: 130 + CGFloat(index) * 60, width: width - 32, height: 48))
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 10
            row.autoresizingMask = [.flexibleWidth]
            let label = UILabel(frame: row.bounds.insetBy(dx: 14, dy: 0))
            label.text = text
            label.textColor = index == 0 ? .secondaryLabel : .label
            label.font = .systemFont(ofSize: 17)
            label.autoresizingMask = [.flexibleWidth]
            row.addSubview(label)
            view.addSubview(row)
        }
    }
}
