// Session 218's interactive pinch between a stack and a grid (Olivier Gutknecht's demo, Apple's sample): a
// stack of cards in a collection view controller; two fingers spread over it and the cards fan out into the
// grid as the pushed controller's layout, following the fingers; released while spreading, the collection view
// carries them on at the fingers' speed, past the grid, and back. `collection-pinch-cancel` spreads only a
// little, so the cards fall back into the stack; `collection-pinch-pop` taps the stack (automatic
// layout-to-layout push) and then pinches the grid closed, which pops back to the stack.
import Passage

extension DemoCatalog {
    /// A pinch out pushes the grid over the stack, interactively, finishing with an overshoot.
    public static func collectionPinch() -> Scene {
        Scene(
            name: "collection-pinch",
            summary:
                "two fingers spread a stack of cards into a grid: an interactive layout transition that finishes at the fingers' speed, overshooting (session 218)",
            duration: CollectionPinchScene.duration, trace: { CollectionPinchScene.trace(.spread, for: $0) }
        ) { window in
            CollectionPinchScene(in: window).watched
        }
    }

    /// A short spread: the transition is cancelled and the cards fall back into the stack.
    public static func collectionPinchCancel() -> Scene {
        Scene(
            name: "collection-pinch-cancel",
            summary:
                "a short spread starts fanning the stack into the grid, then the transition is cancelled back to the stack (session 218)",
            duration: CollectionPinchScene.duration, trace: { CollectionPinchScene.trace(.shortSpread, for: $0) }
        ) { window in
            CollectionPinchScene(in: window).watched
        }
    }

    /// A tap pushes the grid; a pinch closed pops it back to the stack.
    public static func collectionPinchPop() -> Scene {
        Scene(
            name: "collection-pinch-pop",
            summary:
                "a tap pushes the grid (layout to layout), then a pinch closed gathers it back into the stack and pops (session 218)",
            duration: CollectionPinchScene.duration, trace: { CollectionPinchScene.trace(.tapThenClose, for: $0) }
        ) { window in
            CollectionPinchScene(in: window).watched
        }
    }
}

/// The pinch demos' controllers, gestures and touches.
@MainActor
final class CollectionPinchScene {
    enum Gesture {
        /// Scale 1 → 2.4 in 0.5 s, lifting while spreading: the push finishes.
        case spread
        /// Scale 1 → 1.25 in 0.4 s, then still for 0.2 s: the push is cancelled.
        case shortSpread
        /// A tap at 0.3 s, then scale 1 → 0.3 in 0.5 s from 1.2 s: the pop finishes.
        case tapThenClose
    }

    static let duration: TimeInterval = 3.5
    static let pinchTime: TimeInterval = 0.4
    static let closeTime: TimeInterval = 1.2
    static let itemCount = 24

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let stack: PhotoGridController
    let manager: PinchTransitionManager
    private(set) weak var grid: PhotoGridController?

    /// Apple's grid: 75-pt squares, 10-pt insets (below the navigation bar).
    static func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 75, height: 75)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    static func trace(_ gesture: Gesture, for size: CGSize) -> TouchTrace {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        switch gesture {
        case .spread:
            return TouchTrace.pinch(
                center: center, through: [1, 2.4], legDurations: [0.5], baseSpan: size.width * 0.35,
                angle: .pi / 2, startTime: pinchTime)
        case .shortSpread:
            return TouchTrace.pinch(
                center: center, through: [1, 1.25, 1.25], legDurations: [0.4, 0.2], baseSpan: size.width * 0.35,
                angle: .pi / 2, startTime: pinchTime)
        case .tapThenClose:
            return TouchTrace.tap(at: center, time: 0.3)
                .merged(
                    with: TouchTrace.pinch(
                        center: center, through: [1, 0.3], legDurations: [0.5], baseSpan: size.width * 0.8,
                        angle: .pi / 2, startTime: closeTime))
        }
    }

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let stack = PhotoGridController(name: "stack", layout: StackLayout(), itemCount: Self.itemCount, log: log)
        self.stack = stack
        navigation = UINavigationController(rootViewController: stack)
        window.rootViewController = navigation
        var makeGrid: () -> UICollectionViewController = {
            UICollectionViewController(collectionViewLayout: Self.gridLayout())
        }
        manager = PinchTransitionManager(navigation: navigation, collectionView: stack.collectionView, log: log) {
            makeGrid()
        }
        makeGrid = { [weak self] in
            let grid = PhotoGridController(name: "grid", layout: Self.gridLayout(), itemCount: Self.itemCount, log: log)
            grid.useLayoutToLayoutNavigationTransitions = true
            self?.grid = grid
            return grid
        }
        navigation.delegate = manager
        stack.collectionView.delegate = manager
        stack.retained = manager
    }

    /// The collection view and the first three cards.
    var watched: WatchedViews {
        var views: WatchedViews = ["collection": stack.collectionView]
        stack.collectionView.layoutIfNeeded()
        for item in 0..<3 {
            if let cell = stack.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) {
                views.append("card \(item)", cell)
            }
        }
        return views
    }
}
