// UICollectionViewController and layout-to-layout navigation transitions (COLLECTION_VIEWS.md §4).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A collection view controller with 30 items that logs its appearance callbacks and selections.
final class GridController: UICollectionViewController {
    let name: String
    let log: CallbackLog
    var coordinatorInWillAppear = false

    init(_ name: String, side: CGFloat, log: CallbackLog) {
        self.name = name
        self.log = log
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        super.init(collectionViewLayout: layout)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        log.add("\(name).viewDidLoad")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.add("\(name).didSelect \(indexPath.item)")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator != nil
        log.add("\(name).willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

@MainActor
final class LayoutToLayoutNavigationTests: XCTestCase {
    private struct Setup {
        let loop: FrameLoop
        let window: UIWindow
        let navigation: UINavigationController
        let root: GridController
        let pushed: GridController
        let log: CallbackLog
    }

    /// A 400 × 800 window with a navigation controller on `root` (50-pt grid) and `pushed` (100-pt grid,
    /// layout-to-layout) ready to push.
    private func makeSetup() -> Setup {
        let log = CallbackLog()
        let root = GridController("A", side: 50, log: log)
        let pushed = GridController("B", side: 100, log: log)
        pushed.useLayoutToLayoutNavigationTransitions = true
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        loop.step()
        log.entries.removeAll()
        return Setup(loop: loop, window: window, navigation: navigation, root: root, pushed: pushed, log: log)
    }

    /// §4.1–4.2: defaults; the controller is its collection view's data source and delegate; its
    /// collectionViewLayout is the init layout and does not follow the collection view's.
    func testControllerDefaultsAndOwnership() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        XCTAssertFalse(controller.useLayoutToLayoutNavigationTransitions)
        XCTAssertTrue(controller.collectionView.collectionViewLayout === layout)
        XCTAssertTrue(controller.collectionView.dataSource === controller)
        XCTAssertTrue(controller.collectionView.delegate === controller)
        XCTAssertEqual(controller.collectionView.frame, controller.view.bounds)
        controller.collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        XCTAssertTrue(controller.collectionViewLayout === layout)
    }

    /// §4.2: viewWillAppear clears the selection, unless layout-to-layout navigation is on.
    func testClearsSelectionOnViewWillAppear() async {
        for layoutToLayout in [false, true] {
            let log = CallbackLog()
            let controller = GridController("A", side: 50, log: log)
            let (loop, window) = makeWindow(root: UIViewController())
            controller.useLayoutToLayoutNavigationTransitions = layoutToLayout
            controller.collectionView.layoutIfNeeded()
            controller.collectionView.selectItem(
                at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            controller.viewWillAppear(false)
            XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems?.count, layoutToLayout ? 1 : 0)
            withExtendedLifetime((loop, window)) {}
        }
    }

    /// §4.3–4.5: a push with the flag shares the root's collection view and animates it to the pushed layout
    /// over 0.3 s (halfway at half time), with a coordinator and the appearance callbacks of any push; the
    /// data source and delegate stay the root's.
    func testPushAnimatesTheSharedCollectionViewToThePushedLayout() async {
        let setup = makeSetup()
        let shared = setup.root.collectionView!
        let cell = shared.cellForItem(at: IndexPath(item: 7, section: 0))!  // 50-pt grid in 400: centre (95, 85)
        setup.navigation.pushViewController(setup.pushed, animated: true)
        XCTAssertTrue(setup.pushed.collectionView === shared)
        XCTAssertTrue(shared.superview === setup.pushed.view)
        XCTAssertTrue(setup.pushed.coordinatorInWillAppear)
        XCTAssertEqual(
            setup.navigation.transitionCoordinator?.transitionDuration, UICollectionView.layoutAnimationDuration)
        setup.loop.advance(frames: 9)
        // 100-pt grid in 400: 3 per line, 50-pt gaps: item 7 centre (200, 270).
        XCTAssertEqual(cell.layer.presentation()!.position.x, (95 + 200) / 2, accuracy: 1e-4)
        XCTAssertEqual(cell.layer.presentation()!.position.y, (85 + 270) / 2, accuracy: 1e-4)
        XCTAssertTrue(setup.loop.runUntilIdle())
        XCTAssertTrue(shared.collectionViewLayout === setup.pushed.collectionViewLayout)
        XCTAssertEqual(
            setup.log.entries, ["B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        XCTAssertTrue(shared.dataSource === setup.root)
        XCTAssertTrue(shared.delegate === setup.root)
        XCTAssertEqual(setup.navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertTrue(shared.window === setup.window)
    }

    /// §4.4–4.5: popping animates back to the revealed controller's init layout; the shared view returns to it.
    func testPopAnimatesBackToTheRevealedLayout() async {
        let setup = makeSetup()
        let shared = setup.root.collectionView!
        setup.navigation.pushViewController(setup.pushed, animated: true)
        XCTAssertTrue(setup.loop.runUntilIdle())
        setup.log.entries.removeAll()
        setup.navigation.popViewController(animated: true)
        XCTAssertTrue(shared.superview === setup.root.view)
        XCTAssertTrue(setup.loop.runUntilIdle())
        XCTAssertTrue(shared.collectionViewLayout === setup.root.collectionViewLayout)
        XCTAssertEqual(shared.cellForItem(at: IndexPath(item: 7, section: 0))?.center, CGPoint(x: 95, y: 85))
        XCTAssertEqual(setup.log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        XCTAssertEqual(setup.navigation.viewControllers.count, 1)
    }

    /// §4.3: without animation the layout changes at once; a push without the flag is an ordinary slide with
    /// its own collection view.
    func testUnanimatedPushAndPushWithoutTheFlag() async {
        let setup = makeSetup()
        setup.navigation.pushViewController(setup.pushed, animated: false)
        setup.loop.step()
        XCTAssertTrue(setup.root.collectionView.collectionViewLayout === setup.pushed.collectionViewLayout)
        let plain = GridController("C", side: 20, log: setup.log)
        setup.navigation.pushViewController(plain, animated: true)
        XCTAssertFalse(plain.collectionView === setup.root.collectionView)
        XCTAssertTrue(setup.loop.runUntilIdle())
        XCTAssertTrue(plain.collectionView.collectionViewLayout === plain.collectionViewLayout)
    }

    /// §4.3 [D demo]: the edge swipe scrubs the pop's layout animation; released short it cancels (the pushed
    /// layout and stack stay), swiped through it pops to the root's layout.
    func testInteractivePopScrubsTheLayoutAnimation() async {
        let setup = makeSetup()
        let shared = setup.root.collectionView!
        setup.navigation.pushViewController(setup.pushed, animated: true)
        XCTAssertTrue(setup.loop.runUntilIdle())
        let cell = shared.cellForItem(at: IndexPath(item: 7, section: 0))!
        let application = UIApplication.shared
        var time = CACurrentMediaTime()
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 2, y: 400))], timestamp: time)
        for step in 1...8 {
            time += 1.0 / 60
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 2 + 20 * CGFloat(step), y: 400))],
                timestamp: time)
            setup.loop.step()
        }
        let coordinator = setup.navigation.transitionCoordinator
        XCTAssertEqual(coordinator?.isInteractive, true)
        let percent = coordinator?.percentComplete ?? 0
        XCTAssertGreaterThan(percent, 0.2)
        // The pop moves item 7 from (200, 270) back to (95, 85) on the layout animation's ease-in-out curve.
        let expectedX = 200 + (95 - 200) * CGFloat(easeInEaseOut(Double(percent)))
        XCTAssertEqual(cell.layer.presentation()!.position.x, expectedX, accuracy: 1e-3)
        for _ in 0..<12 { setup.loop.step() }  // hold still: the release is slow
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 162, y: 400))],
            timestamp: CACurrentMediaTime())
        XCTAssertTrue(setup.loop.runUntilIdle())
        XCTAssertEqual(setup.navigation.viewControllers.count, 2)
        XCTAssertTrue(shared.collectionViewLayout === setup.pushed.collectionViewLayout)
        XCTAssertTrue(shared.superview === setup.pushed.view)
        XCTAssertEqual(cell.center, CGPoint(x: 200, y: 270))
        let trace = TouchTrace.edgeSwipe(
            edge: .left, in: setup.window.bounds.size, at: 400, toFraction: 0.8, releaseVelocity: 500, duration: 0.3)
        let player = TouchTracePlayer(trace: trace)
        while !player.isFinished { setup.loop.step() }
        XCTAssertTrue(setup.loop.runUntilIdle())
        XCTAssertEqual(setup.navigation.viewControllers.count, 1)
        XCTAssertTrue(shared.collectionViewLayout === setup.root.collectionViewLayout)
        XCTAssertTrue(shared.superview === setup.root.view)
    }

    /// §4.4: after the push, a tap on a cell still reaches the root's didSelectItemAt (the delegate stays).
    func testTapsAfterThePushReachTheRoot() async {
        let setup = makeSetup()
        setup.navigation.pushViewController(setup.pushed, animated: true)
        XCTAssertTrue(setup.loop.runUntilIdle())
        setup.log.entries.removeAll()
        let shared = setup.pushed.collectionView!
        let indexPath = IndexPath(item: 13, section: 0)
        let cell = shared.cellForItem(at: indexPath)!
        let point = cell.convert(CGPoint(x: 50, y: 50), to: nil)
        let time = CACurrentMediaTime()
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: point)], timestamp: time)
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: point)], timestamp: time + 0.05)
        XCTAssertEqual(setup.log.entries, ["A.didSelect 13"])
    }
}
