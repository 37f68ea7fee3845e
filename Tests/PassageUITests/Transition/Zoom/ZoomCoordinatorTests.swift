// The zoom seen from app code: the transition coordinator runs alongside animations and completions as for any
// UIKit transition, the navigation delegate hears willShow/didShow, and iOS 26's bar-button form zooms out of the
// item's custom view (an item without one is a missing source).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ZoomCoordinatorTests: XCTestCase {
    private var benches: [ZoomBench] = []

    /// During the zoom in the coordinator is there, not interactive, animated, and runs alongside blocks and their
    /// completion (once, not cancelled) by the time Z appears; the delegate hears willShow before and didShow after.
    func testCoordinatorAndDelegateDuringAZoomPush() async throws {
        let bench = ZoomBench(navigation: true)
        benches.append(bench)
        let delegate = ShowLoggingDelegate(log: bench.log)
        bench.navigation?.delegate = delegate
        bench.open()
        let coordinator = try XCTUnwrap(bench.zoomed.transitionCoordinator)
        XCTAssertFalse(coordinator.isInteractive)
        XCTAssertTrue(coordinator.isAnimated)
        XCTAssertEqual(coordinator.transitionDuration, 0.5)
        var alongside = 0
        var completions: [Bool] = []
        coordinator.animate(
            alongsideTransition: { _ in alongside += 1 },
            completion: { context in completions.append(context.isCancelled) })
        bench.settle()
        XCTAssertEqual(alongside, 1)
        XCTAssertEqual(completions, [false])
        XCTAssertEqual(
            bench.log.entries.filter { $0.contains("Show") || $0.contains("Z.") && $0.contains("ppear") },
            ["willShow Z", "Z.willAppear", "Z.didAppear", "didShow Z"])
        XCTAssertNil(bench.zoomed.transitionCoordinator)
    }

    /// The bar-button form zooms out of the item's custom view; an item with no custom view raises
    /// zoom-source-view-unavailable and cross-fades.
    func testBarButtonItemSource() async throws {
        let bench = ZoomBench(navigation: true)
        benches.append(bench)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let item = UIBarButtonItem(customView: button)
        bench.source.navigationItem.rightBarButtonItem = item
        bench.loop.advance(frames: 1)
        XCTAssertNotNil(button.window)
        bench.zoomed.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in item })
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        XCTAssertEqual(flight.frame, flight.container.convert(button.bounds, from: button))
        XCTAssertTrue(button.isHidden)
        bench.settle()
        XCTAssertFalse(button.isHidden)
        bench.close()
        bench.settle()

        let plain = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        bench.zoomed.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in plain })
        bench.open()
        XCTAssertEqual(bench.loop.diagnostics.map(\.code).filter { $0 == .zoomSourceViewUnavailable }.count, 1)
        XCTAssertEqual(bench.flight?.frame, bench.flight?.zoomedFrame)
        bench.settle()
        XCTAssertEqual(bench.navigation?.topViewController, bench.zoomed)
    }

    /// The options are copied when the zoom is made: later changes to the app's object change nothing.
    func testOptionsAreCopied() async throws {
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = .systemGreen
        let transition = UIViewController.Transition.zoom(options: options, sourceViewProvider: { _ in nil })
        options.dimmingColor = .systemRed
        XCTAssertEqual(transition.zoom?.options.dimmingColor, .systemGreen)
        XCTAssertFalse(transition.zoom?.options === options)
    }
}
