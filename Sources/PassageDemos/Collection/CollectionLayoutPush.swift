// Session 218's layout-to-layout navigation (Bruce Nilo's demo): three collection view controllers share one
// collection view. The root shows a grid of small squares; a tap on a cell pushes the second (big squares),
// a tap there pushes the third (full-width rows), each push animating the shared collection view to the
// pushed controller's layout with the navigation bar sliding alongside; then two pops animate back.
import Passage

extension DemoCatalog {
    /// Layout-to-layout pushes and pops between three collection view controllers.
    public static func collectionLayoutPush() -> Scene {
        Scene(
            name: "collection-layout-push",
            summary:
                "taps push two collection view controllers that share one collection view, each push a layout change; then two pops (session 218)",
            duration: CollectionLayoutPushScene.duration, trace: CollectionLayoutPushScene.trace
        ) { window in
            CollectionLayoutPushScene(in: window).watched
        }
    }
}

/// The layout-to-layout navigation demo's controllers, timeline and taps.
@MainActor
final class CollectionLayoutPushScene {
    static let duration: TimeInterval = 4
    /// When the taps that push come, and when the script pops.
    static let firstTap: TimeInterval = 0.4
    static let secondTap: TimeInterval = 1.3
    static let firstPop: TimeInterval = 2.2
    static let secondPop: TimeInterval = 3.1
    /// The number of items: few enough that every layout fits the screen, so the offset stays at the top.
    static let itemCount = 12

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let root: PhotoGridController
    private(set) weak var second: PhotoGridController?
    private(set) weak var third: PhotoGridController?
    private let script = DemoScript()

    static func smallGrid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    static func bigGrid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    static func rows(width: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width - 20, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    /// The taps: on the first item of the small grid, then on the first item of the big grid (both at the
    /// top left, below the bar).
    static func trace(for size: CGSize) -> TouchTrace {
        let top = DemoCatalog.collectionContentTop
        return TouchTrace.tap(at: CGPoint(x: 40, y: top + 30), time: firstTap)
            .merged(with: TouchTrace.tap(at: CGPoint(x: 65, y: top + 55), time: secondTap))
    }

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let width = window.bounds.width
        let root = PhotoGridController(name: "A", layout: Self.smallGrid(), itemCount: Self.itemCount, log: log)
        self.root = root
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        var made = 0
        root.makeNext = { [weak root, weak self] in
            guard let root, made < 2 else { return nil }
            made += 1
            let layout = made == 1 ? Self.bigGrid() : Self.rows(width: width)
            let controller = PhotoGridController(
                name: made == 1 ? "B" : "C", layout: layout, itemCount: root.itemCount, log: log)
            controller.useLayoutToLayoutNavigationTransitions = true
            if made == 1 { self?.second = controller } else { self?.third = controller }
            return controller
        }
        let navigation = navigation
        script.at(Self.firstPop) { navigation.popViewController(animated: true) }
        script.at(Self.secondPop) { navigation.popViewController(animated: true) }
    }

    /// The collection view and its first three cells.
    var watched: WatchedViews {
        var views: WatchedViews = ["collection": root.collectionView]
        for item in 0..<3 {
            if let cell = root.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) {
                views.append("item \(item)", cell)
            }
        }
        return views
    }
}
