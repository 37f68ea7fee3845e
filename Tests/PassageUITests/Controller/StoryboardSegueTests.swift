// UIStoryboardSegue created and performed in code: a custom segue subclass presents or pushes its destination.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A custom segue as iOS code writes one: `perform()` pushes the destination on the source's navigation stack.
@MainActor
private final class PushSegue: UIStoryboardSegue {
    override func perform() {
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// Passes data in prepare(for:sender:), as iOS code does before performing.
@MainActor
private final class ListController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-"):\(sender as? String ?? "-")")
    }
}

@MainActor
final class StoryboardSegueTests: XCTestCase {
    /// A subclass made with `init(identifier:source:destination:)` keeps its three properties; its `perform()`
    /// override pushes the destination.
    func testCustomSegueSubclassPerformsInCode() async {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let (_, window) = makeWindow(root: navigation)
        let detail = UIViewController()
        let segue = PushSegue(identifier: "showDetail", source: list, destination: detail)
        XCTAssertEqual(segue.identifier, "showDetail")
        XCTAssertTrue(segue.source === list)
        XCTAssertTrue(segue.destination === detail)
        list.prepare(for: segue, sender: "row 3")
        segue.perform()
        XCTAssertEqual(list.prepared, ["showDetail:row 3"])
        XCTAssertTrue(navigation.topViewController === detail)
        withExtendedLifetime(window) {}
    }

    /// The base class's `perform()` runs the perform handler it was made with (and nothing else).
    func testPerformHandlerRunsOnPerform() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var runs = 0
        let segue = UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()) {
            runs += 1
        }
        segue.perform()
        XCTAssertEqual(runs, 1)
        UIStoryboardSegue(identifier: "x", source: UIViewController(), destination: UIViewController()).perform()
    }

    /// With no storyboard, `performSegue(withIdentifier:sender:)` finds no segue: UIKit raises; Passage logs
    /// and does nothing (no prepare, no transition); shouldPerformSegue defaults to true.
    func testPerformSegueWithoutAStoryboardDoesNothing() async {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let (_, window) = makeWindow(root: navigation)
        XCTAssertTrue(list.shouldPerformSegue(withIdentifier: "any", sender: nil))
        list.performSegue(withIdentifier: "missing", sender: nil)
        XCTAssertEqual(list.prepared, [])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        withExtendedLifetime(window) {}
    }
}
