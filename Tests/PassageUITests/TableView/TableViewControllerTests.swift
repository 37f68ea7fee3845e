// UITableViewController: its view is its table view, it is the table's data source and delegate, and when its
// view appears it clears the selection alongside the transition (WWDC 2013 session 218's coordinator pattern):
// under an interactive pop the selected row's highlight fades with the finger, is gone when the pop finishes,
// and is selected again when the pop is cancelled.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A list of ten rows as iOS code writes a table view controller (overriding the data source methods).
private final class ListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A controller overriding nothing.
private final class BareTableController: UITableViewController {}

@MainActor
final class TableViewControllerTests: XCTestCase {
    private struct Stack {
        let loop: FrameLoop
        let window: UIWindow
        let navigation: UINavigationController
        let list: ListController
    }

    /// The list with row 2 selected and a detail screen pushed over it (the push has finished).
    private func makeStack() -> Stack {
        let list = ListController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        let (loop, window) = makeWindow(root: navigation)
        loop.runUntilIdle()
        list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        navigation.pushViewController(detail, animated: true)
        loop.runUntilIdle()
        return Stack(loop: loop, window: window, navigation: navigation, list: list)
    }

    /// Drags a finger from the left edge to `x` in steps, leaving it down.
    private func dragFromEdge(to x: CGFloat, _ stack: Stack) -> CFTimeInterval {
        let application = UIApplication.shared
        var time = CACurrentMediaTime()
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 2, y: 400))], timestamp: time)
        let steps = 12
        for step in 1...steps {
            time += 1.0 / 60
            let location = CGPoint(x: 2 + (x - 2) * CGFloat(step) / CGFloat(steps), y: 400)
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: location)], timestamp: time)
            stack.loop.step()
        }
        return time
    }

    /// The controller's view is a table of its style whose data source and delegate are the controller.
    func testViewIsTheTableView() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let list = ListController(style: .grouped)
        XCTAssertTrue(list.view === list.tableView)
        XCTAssertEqual(list.tableView.style, .grouped)
        XCTAssertTrue(list.tableView.dataSource === list)
        XCTAssertTrue(list.tableView.delegate === list)
        XCTAssertTrue(list.clearsSelectionOnViewWillAppear)
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 10)
        let bare = BareTableController(style: .plain)
        _ = bare.tableView(bare.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(loop.diagnostics.last?.code, .cellForRowNotOverridden)
    }

    /// The swipe back held at half the width: the selection background is as faded as the pop is far (the
    /// alongside animation is scrubbed with it); the pop finishes: the row is deselected.
    func testSelectionFadesWithTheInteractivePopAndClearsWhenItFinishes() async {
        let stack = makeStack()
        let row = IndexPath(row: 2, section: 0)
        let background = stack.list.tableView.cellForRow(at: row)!.selectedBackgroundView!
        XCTAssertEqual(background.presentedAlpha, 1)
        var time = dragFromEdge(to: 202, stack)
        let coordinator = stack.navigation.transitionCoordinator!
        XCTAssertTrue(coordinator.isInteractive)
        let percent = coordinator.percentComplete
        XCTAssertEqual(percent, 0.5, accuracy: 0.05)
        XCTAssertEqual(
            background.presentedAlpha, 1 - UIView.AnimationCurve.easeInOut.value(at: Double(percent)), accuracy: 0.01,
            "the fade follows the finger")
        XCTAssertNil(stack.list.tableView.indexPathForSelectedRow, "the model is deselected at once, as in UIKit")
        time += 1.0 / 60
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 260, y: 400))], timestamp: time)
        stack.loop.step()
        time += 1.0 / 60
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 260, y: 400))], timestamp: time)
        XCTAssertTrue(stack.loop.runUntilIdle())
        XCTAssertEqual(stack.navigation.viewControllers.count, 1)
        XCTAssertNil(stack.list.tableView.indexPathForSelectedRow)
        XCTAssertEqual(background.presentedAlpha, 0)
        withExtendedLifetime(stack.window) {}
    }

    /// The swipe back cancelled (released at a quarter moving left): the highlight comes back and the row is
    /// selected again.
    func testSelectionComesBackWhenThePopIsCancelled() async {
        let stack = makeStack()
        let row = IndexPath(row: 2, section: 0)
        let background = stack.list.tableView.cellForRow(at: row)!.selectedBackgroundView!
        var time = dragFromEdge(to: 102, stack)
        XCTAssertLessThan(background.presentedAlpha, 0.95, "fading under the finger")
        for x in [90, 70] as [CGFloat] {
            time += 1.0 / 60
            UIApplication.shared.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: x, y: 400))], timestamp: time)
            stack.loop.step()
        }
        time += 1.0 / 60
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 70, y: 400))], timestamp: time)
        XCTAssertTrue(stack.loop.runUntilIdle())
        XCTAssertEqual(stack.navigation.viewControllers.count, 2, "the pop was cancelled")
        XCTAssertEqual(stack.list.tableView.indexPathForSelectedRow, row)
        XCTAssertEqual(background.presentedAlpha, 1)
        withExtendedLifetime(stack.window) {}
    }

    /// Without a transition (the view appears by itself), the selection clears at once; with the flag off it stays.
    func testClearsSelectionWithoutATransitionUnlessTurnedOff() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        for clears in [true, false] {
            let list = ListController(style: .plain)
            list.clearsSelectionOnViewWillAppear = clears
            list.tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            list.tableView.layoutIfNeeded()
            list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            list.beginAppearanceTransition(true, animated: false)
            list.endAppearanceTransition()
            XCTAssertEqual(list.tableView.indexPathForSelectedRow == nil, clears)
        }
    }
}
