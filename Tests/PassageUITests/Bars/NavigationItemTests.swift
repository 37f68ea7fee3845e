// Navigation items and bar button items in the navigation bar (400 pt wide window, the bar 44 pt tall): items
// at UIKit's 16 pt edge margins and 8 pt apart, the back button's chevron at 8 pt; the back title rules; taps on items running their actions; the items moving with an
// interactive pop.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Counts the actions it receives.
@MainActor
private final class ActionCounter {
    var taps: [String] = []
    func tapped(_ sender: UIBarButtonItem) { taps.append(sender.title ?? sender.systemItem.map { "\($0)" } ?? "?") }
    func plain() { taps.append("plain") }
}

/// Sets its navigation item's right item in viewDidLoad, as apps do.
@MainActor
private final class ItemController: UIViewController {
    let counter: ActionCounter
    init(title: String, counter: ActionCounter) {
        self.counter = counter
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit " + (title ?? ""), style: .plain, target: counter,
            action: ActionCounter.tapped)
    }
}

@MainActor
final class NavigationItemTests: XCTestCase {
    private func tap(_ point: CGPoint, at time: TimeInterval) {
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: point)], timestamp: time)
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: point)], timestamp: time + 0.05)
    }

    private func centre(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// UIKit on iPhone: the outermost items sit 16 pt from the bar's edges, neighbours 8 pt apart, the first right
    /// item outermost; the back button's chevron starts 8 pt from the left edge and supplementing left items follow
    /// it 8 pt later.
    func testItemsSitAtTheBarsEdgeMarginsAndEightPointsApart() async {
        let root = UIViewController()
        root.title = "Root"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.leftItemViews.count, 1)
        XCTAssertEqual(bar.leftItemViews[0].frame.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(bar.rightItemViews.count, 2)
        XCTAssertEqual(bar.rightItemViews[0].frame.maxX, 400 - 16, accuracy: 1e-9)
        XCTAssertEqual(bar.rightItemViews[1].frame.maxX, bar.rightItemViews[0].frame.minX - 8, accuracy: 1e-9)
        XCTAssertGreaterThan(bar.rightItemViews[1].frame.width, 0)
        XCTAssertEqual(bar.rightItemViews[0].frame.height, 44, accuracy: 1e-9, "an item spans the bar's height")
        XCTAssertEqual((bar.rightItemViews[0] as? UIButton)?.currentTitle, "Done")
        XCTAssertEqual(
            (bar.rightItemViews[0] as? UIButton)?.titleLabel?.font.fontName, UIFont.boldSystemFont(ofSize: 17).fontName,
            "the done item is bold")
        XCTAssertNil(bar.backLabel)

        let pushed = UIViewController()
        pushed.navigationItem.leftItemsSupplementBackButton = true
        pushed.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Extra", style: .plain, target: nil, action: nil)
        navigation.pushViewController(pushed, animated: false)
        loop.runUntilIdle()
        let back = try! XCTUnwrap(bar.backLabel)
        XCTAssertEqual(back.frame.minX, 8, accuracy: 1e-9)
        XCTAssertEqual(bar.leftItemViews[0].frame.minX, back.frame.maxX + 8, accuracy: 1e-9)
        withExtendedLifetime(window) {}
    }

    /// UIKit's back title: the item below's backBarButtonItem title, else its backButtonTitle, else its title,
    /// else "Back"; no back button when the top item hides it or has left items that replace it.
    func testBackButtonTitleRules() async {
        let cases: [(configure: (UINavigationItem, UINavigationItem) -> Void, expected: String?)] = [
            (
                { below, _ in
                    below.backBarButtonItem = UIBarButtonItem(title: "Item", style: .plain, target: nil, action: nil)
                    below.backButtonTitle = "Titled"
                }, "‹ Item"
            ),
            ({ below, _ in below.backButtonTitle = "Titled" }, "‹ Titled"),
            ({ _, _ in }, "‹ Below"),
            ({ below, _ in below.title = nil }, "‹ Back"),
            ({ _, top in top.hidesBackButton = true }, nil),
            (
                { _, top in
                    top.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                }, nil
            ),
        ]
        for (index, testCase) in cases.enumerated() {
            let below = UIViewController()
            below.title = "Below"
            let top = UIViewController()
            top.title = "Top"
            let navigation = UINavigationController(rootViewController: below)
            let (loop, window) = makeWindow(root: navigation)
            navigation.pushViewController(top, animated: true)
            loop.runUntilIdle()
            testCase.configure(below.navigationItem, top.navigationItem)
            XCTAssertEqual(
                navigation.navigationBar.backLabel?.text, testCase.expected, "case \(index): redrawn on change")
            XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "Top")
            let fresh = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = fresh
            withExtendedLifetime(window) {}
        }
    }

    /// Setting a controller's title sets its navigation item's title, which the bar shows; the item's own title
    /// (set alone) leaves the controller's title alone, as in UIKit; a title view replaces the title label.
    func testTitleFollowsTheControllerAndTitleViewReplacesIt() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (_, window) = makeWindow(root: navigation)
        root.title = "One"
        XCTAssertEqual(root.navigationItem.title, "One")
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "One")
        root.navigationItem.title = "Two"
        XCTAssertEqual(root.title, "One")
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "Two")
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = titleView
        XCTAssertNil(navigation.navigationBar.titleLabel)
        XCTAssertTrue(navigation.navigationBar.titleViewShowing === titleView)
        XCTAssertEqual(titleView.frame, CGRect(x: 150, y: 7, width: 100, height: 30), "centred in the 400 × 44 bar")
        withExtendedLifetime(window) {}
    }

    /// A tap (touch down and up) on an item's view runs its action: a target's method taking the item, a method
    /// taking nothing, a primary UIAction; a disabled item runs nothing; a tap on the back button pops.
    func testTapsOnItemsRunTheirActions() async {
        let counter = ActionCounter()
        let root = UIViewController()
        root.title = "Root"
        var primary = 0
        let disabled = UIBarButtonItem(title: "Off", style: .plain, target: counter, action: ActionCounter.tapped)
        disabled.isEnabled = false
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: counter, action: ActionCounter.tapped),
            UIBarButtonItem(title: "Plain", style: .plain, target: counter, action: ActionCounter.plain),
            UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in primary += 1 }),
            disabled,
        ]
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let views = navigation.navigationBar.rightItemViews
        XCTAssertEqual(views.count, 4)
        for (index, view) in views.enumerated() { tap(centre(of: view, in: window), at: Double(index)) }
        XCTAssertEqual(counter.taps, ["done", "plain"])
        XCTAssertEqual(primary, 1)
        XCTAssertEqual((views[2] as? UIButton)?.currentTitle, "Go", "the primary action's title titles the item")

        navigation.pushViewController(ItemController(title: "Second", counter: counter), animated: false)
        loop.runUntilIdle()
        let edit = try! XCTUnwrap(navigation.navigationBar.rightItemViews.first)
        tap(centre(of: edit, in: window), at: 10)
        XCTAssertEqual(counter.taps.last, "Edit Second", "items set in viewDidLoad show on the push")
        let back = try! XCTUnwrap(navigation.navigationBar.backLabel)
        tap(centre(of: back, in: window), at: 11)
        loop.runUntilIdle()
        XCTAssertEqual(navigation.viewControllers.count, 1, "the back button pops")
        withExtendedLifetime(window) {}
    }

    /// The items move with the bar's content alongside an interactive built-in pop: halfway through, the
    /// outgoing right item has slid half of half the bar's width (100 pt) right and faded to 0.5, the incoming one
    /// is halfway in; a cancel puts the outgoing item back, opaque and in place; a finish removes it.
    func testItemsMoveAlongsideAnInteractivePop() async {
        let counter = ActionCounter()
        let navigation = UINavigationController(rootViewController: ItemController(title: "First", counter: counter))
        let (loop, window) = makeWindow(root: navigation)
        navigation.pushViewController(ItemController(title: "Second", counter: counter), animated: false)
        loop.runUntilIdle()
        let outgoing = try! XCTUnwrap(navigation.navigationBar.rightItemViews.first)
        let outgoingContent = try! XCTUnwrap(outgoing.superview)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.interactor = interaction
        navigation.delegate = delegate
        for finishing in [false, true] {
            navigation.popViewController(animated: true)
            let incoming = try! XCTUnwrap(navigation.navigationBar.rightItemViews.first)
            XCTAssertEqual((incoming as? UIButton)?.currentTitle, "Edit First")
            let incomingContent = try! XCTUnwrap(incoming.superview)
            interaction.update(0.5)
            loop.advance(frames: 2)
            let out = outgoingContent.layer.presentation() ?? outgoingContent.layer
            let into = incomingContent.layer.presentation() ?? incomingContent.layer
            XCTAssertEqual(out.opacity, 0.5, accuracy: 1e-3)
            XCTAssertEqual(CATransform3DGetAffineTransform(out.transform).tx, 100, accuracy: 1e-3)
            XCTAssertEqual(into.opacity, 0.5, accuracy: 1e-3)
            XCTAssertEqual(CATransform3DGetAffineTransform(into.transform).tx, -200 / 1.5 / 2, accuracy: 1e-3)
            if finishing { interaction.finish() } else { interaction.cancel() }
            loop.runUntilIdle()
            if finishing {
                XCTAssertNil(outgoing.window, "the popped controller's item leaves the bar")
                XCTAssertEqual((navigation.navigationBar.rightItemViews.first as? UIButton)?.currentTitle, "Edit First")
            } else {
                XCTAssertEqual(navigation.viewControllers.count, 2)
                XCTAssertTrue(navigation.navigationBar.rightItemViews.first === outgoing)
                XCTAssertEqual(outgoingContent.alpha, 1)
                XCTAssertEqual(outgoingContent.transform, .identity)
                XCTAssertNil(incoming.window)
            }
        }
        withExtendedLifetime((window, delegate)) {}
    }
}
