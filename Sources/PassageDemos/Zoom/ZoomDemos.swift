// iOS 18's zoom transition on a photo app: a cell grows into its detail screen and shrinks back into it.
//   zoom-push       a push that zooms in; the detail pages to the next photo; a swipe down anywhere zooms it back
//                   into that photo's cell (the provider is asked again);
//   zoom-present    a full-screen presentation that zooms in; a short swipe down is released and springs back
//                   (cancelled); then dismiss(animated:) zooms it out;
//   zoom-interrupt  a finger catches the push mid-zoom and drags it down: the push completes at once and the pop
//                   that follows runs under the finger, then zooms back on the release.
import Passage

extension DemoCatalog {
    /// A cell zooming into its detail screen (a push), paging, and a swipe down back into the new cell.
    public static func zoomPush() -> Scene {
        Scene(
            name: "zoom-push",
            summary:
                "a photo zooms into its detail screen (preferredTransition = .zoom, a push), the detail pages to the next photo, and a swipe down zooms it back into that photo's cell (WWDC24 “Enhance your UI animations and transitions”)",
            duration: ZoomDemoScene.pushDuration,
            trace: { size in ZoomDemoScene.swipeDown(on: size, at: ZoomDemoScene.pushSwipeTime, finishing: true) }
        ) { window in
            ZoomDemoScene(in: window, style: .push).watched
        }
    }

    /// A zoom presentation, a swipe down released short (cancelled), then a dismissal zooming out.
    public static func zoomPresent() -> Scene {
        Scene(
            name: "zoom-present",
            summary:
                "a photo zooms into a full-screen presentation; a short swipe down shrinks it and springs back when released (cancelled), then dismiss(animated:) zooms it back into its cell",
            duration: ZoomDemoScene.presentDuration,
            trace: { size in ZoomDemoScene.swipeDown(on: size, at: ZoomDemoScene.presentSwipeTime, finishing: false) }
        ) { window in
            ZoomDemoScene(in: window, style: .present).watched
        }
    }

    /// A zoom caught by a finger while it runs.
    public static func zoomInterrupt() -> Scene {
        Scene(
            name: "zoom-interrupt",
            summary:
                "a finger catches a zoom push mid-flight: the push completes at once, the pop that follows follows the finger down, and the release zooms it back into its cell (interruptible, as Apple shows)",
            duration: ZoomDemoScene.interruptDuration,
            trace: { size in ZoomDemoScene.interruptTrace(on: size) }
        ) { window in
            ZoomDemoScene(in: window, style: .interrupt).watched
        }
    }
}

/// The zoom demos' controllers and timelines.
@MainActor
final class ZoomDemoScene {
    enum Style {
        case push, present, interrupt
    }

    /// When the photo opens, in seconds after the demo started.
    static let openTime: TimeInterval = 0.3
    /// The photo zoom-push opens (row 1, column 1) and zoom-present opens (row 2, column 2).
    static let pushItem = 4
    static let presentItem = 7
    /// zoom-push: when the detail pages to the next photo, and when the swipe down starts.
    static let pageTime: TimeInterval = 1.2
    static let pushSwipeTime: TimeInterval = 2.0
    static let pushDuration: TimeInterval = 3.3
    /// zoom-present: when the short swipe starts, and when the dismissal is asked for.
    static let presentSwipeTime: TimeInterval = 1.3
    static let dismissTime: TimeInterval = 2.4
    static let presentDuration: TimeInterval = 3.5
    /// zoom-interrupt: when the finger comes down on the zooming page (0.1 s into the zoom).
    static let grabTime: TimeInterval = 0.4
    static let interruptDuration: TimeInterval = 2.2

    let log = DemoEventLog()
    let grid: ZoomGridController
    let navigation: UINavigationController
    private(set) weak var detail: ZoomPhotoDetailController?
    private let script = DemoScript()

    init(in window: UIWindow, style: Style) {
        let grid = ZoomGridController(log: log)
        self.grid = grid
        navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        let navigation = navigation
        let detail = grid.makeDetail(item: style == .present ? Self.presentItem : Self.pushItem)
        self.detail = detail
        switch style {
        case .push:
            script.at(Self.openTime) { navigation.pushViewController(detail, animated: true) }
            script.at(Self.pageTime) { detail.showNextPhoto() }
        case .present:
            script.at(Self.openTime) { navigation.present(detail, animated: true) }
            script.at(Self.dismissTime) { detail.dismiss(animated: true) }
        case .interrupt:
            script.at(Self.openTime) { navigation.pushViewController(detail, animated: true) }
        }
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["grid": grid.view]
        if let detail { views.append("detail", detail.view) }
        return views
    }

    /// A swipe down the middle of a screen of `size` at `time`: 240 points leaving at 900 points per second
    /// (`finishing`: past the 132.5-point release distance), or 90 points slowly (released short).
    static func swipeDown(on size: CGSize, at time: TimeInterval, finishing: Bool) -> TouchTrace {
        let start = CGPoint(x: size.width / 2, y: size.height * 0.45)
        let distance: CGFloat = finishing ? 240 : 90
        return .drag(
            from: start, to: CGPoint(x: start.x + (finishing ? 30 : 10), y: start.y + distance), startTime: time,
            duration: finishing ? 0.35 : 0.45, releaseVelocity: CGVector(dx: 0, dy: finishing ? 900 : 60))
    }

    /// zoom-interrupt's finger: down near the opening photo's cell centre (the cell's centre is inside the
    /// zooming page all the way; the status bar's height varies by device, 20 to 54 points, so the estimate takes
    /// the middle, well inside the cell), then 200 points down and released.
    static func interruptTrace(on size: CGSize) -> TouchTrace {
        let columns = CGFloat(ZoomGridController.columns)
        let side = ((size.width - 2 * (columns - 1)) / columns).rounded(.down)
        let column = CGFloat(pushItem % ZoomGridController.columns)
        let row = CGFloat(pushItem / ZoomGridController.columns)
        let top = UINavigationBar.height + 37
        let start = CGPoint(x: column * (side + 2) + side / 2, y: top + row * (side + 2) + side / 2)
        return .drag(
            from: start, to: CGPoint(x: start.x + 20, y: start.y + 200), startTime: grabTime, duration: 0.4,
            releaseVelocity: CGVector(dx: 0, dy: 700))
    }
}
