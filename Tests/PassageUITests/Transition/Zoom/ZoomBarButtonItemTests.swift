// iOS 26's zoom out of a bar button item (`zoom(options:sourceBarButtonItemProvider:)`): the zoom grows from the
// view the navigation bar or toolbar draws the item with, on the same springs as a zoom out of a view, hides that
// view while it flies and shows it again after; the provider is asked again on the way back (the bar has made a
// fresh view by then) and an interactive dismissal ends in that view; a nil item, or one no bar shows, makes the
// zoom a cross-fade with the zoom-source-view-unavailable diagnostic.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ZoomBarButtonItemTests: XCTestCase {
    private var benches: [ZoomBench] = []

    /// A zoom bench whose Z zooms out of the bar button item `item` returns, recording each context as
    /// ZoomBench's view provider does.
    private func bench(navigation: Bool, item: @escaping (ZoomBench) -> UIBarButtonItem?) -> ZoomBench {
        let bench = ZoomBench(navigation: navigation)
        benches.append(bench)
        bench.zoomed.preferredTransition = .zoom(sourceBarButtonItemProvider: { [unowned bench] context in
            bench.asked.append((context.sourceViewController, context.zoomedViewController))
            return item(bench)
        })
        return bench
    }

    /// `frame` equals `expected` to within 1e-9 point (the clip's frame is rebuilt from its centre and size).
    private func assertFrame(
        _ frame: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (value, wanted) in [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ] {
            XCTAssertEqual(value, wanted, accuracy: 1e-9, "\(frame) against \(expected)", file: file, line: line)
        }
    }

    /// Push from the navigation bar's right item: frame 0 is the item's button (in the container) with the button
    /// hidden; at 0.1 s and 0.25 s the clip's centre, width and height sit on the open springs out of that frame;
    /// at rest the button shows again.
    func testPushGrowsFromTheNavigationBarItemOnTheOpenSprings() async throws {
        let right = UIBarButtonItem(systemItem: .add)
        let bench = bench(navigation: true) { _ in right }
        bench.source.navigationItem.rightBarButtonItem = right
        bench.loop.step()
        let button = try XCTUnwrap(bench.navigation?.navigationBar.rightItemViews.first)
        XCTAssertTrue(right.viewShowingItem === button)
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        let start = flight.container.convert(button.bounds, from: button)
        XCTAssertGreaterThan(start.width, 0)
        XCTAssertEqual(start.height, UINavigationBar.height, "the bar's button is the bar's height")
        XCTAssertLessThan(start.maxY, 100, "in the bar across the top")
        XCTAssertGreaterThan(start.minX, 300, "at the right edge")
        assertFrame(flight.frame, start)
        XCTAssertTrue(button.isHidden, "the item's view is hidden while it flies")
        XCTAssertEqual(bench.asked.count, 1)
        XCTAssertTrue(bench.asked[0].source === bench.source)
        XCTAssertTrue(bench.asked[0].zoomed === bench.zoomed)
        let end = flight.zoomedFrame
        for (frames, time) in [(6, 0.1), (9, 0.25)] {
            bench.loop.advance(frames: frames)
            XCTAssertEqual(
                flight.frame.midX,
                ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.midX, to: end.midX, at: time),
                accuracy: 1e-6)
            XCTAssertEqual(
                flight.frame.midY,
                ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.midY, to: end.midY, at: time),
                accuracy: 1e-6)
            XCTAssertEqual(
                flight.frame.width,
                ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.width, to: end.width, at: time),
                accuracy: 1e-6)
            XCTAssertEqual(
                flight.frame.height,
                ZoomBench.spring(ZoomMetrics.openHeightSpring, from: start.height, to: end.height, at: time),
                accuracy: 1e-6)
            XCTAssertTrue(button.isHidden)
        }
        bench.settle()
        XCTAssertNil(bench.flight)
        XCTAssertFalse(button.isHidden, "shown again when the zoom ends")
        XCTAssertEqual(bench.zoomed.view.frame, end)
        XCTAssertEqual(bench.zoomed.view.transform, .identity)
    }

    /// The pop asks the provider again; the bar has made a fresh button for S's item by then, and the zoom
    /// shrinks into that one (on the zoom-out spring), hiding it until the pop ends.
    func testPopAsksAgainAndShrinksIntoTheBarsNewButton() async throws {
        let right = UIBarButtonItem(systemItem: .add)
        let bench = bench(navigation: true) { _ in right }
        bench.source.navigationItem.rightBarButtonItem = right
        bench.loop.step()
        let first = try XCTUnwrap(bench.navigation?.navigationBar.rightItemViews.first)
        bench.open()
        bench.settle()
        bench.close()
        XCTAssertEqual(bench.asked.count, 2, "asked again when the pop starts")
        XCTAssertTrue(bench.asked[1].source === bench.source)
        let flight = try XCTUnwrap(bench.flight)
        let second = try XCTUnwrap(bench.navigation?.navigationBar.rightItemViews.first)
        XCTAssertFalse(first === second, "the bar made a new button for the revealed item")
        XCTAssertTrue(right.viewShowingItem === second)
        let target = flight.container.convert(second.bounds, from: second)
        XCTAssertEqual(flight.centerX.target, target.midX)
        XCTAssertEqual(flight.centerY.target, target.midY)
        XCTAssertEqual(flight.width.target, target.width)
        XCTAssertEqual(flight.height.target, target.height)
        XCTAssertTrue(second.isHidden)
        let open = flight.zoomedFrame
        bench.loop.advance(frames: 6)
        XCTAssertEqual(
            flight.frame.midY, ZoomBench.spring(ZoomMetrics.outSpring, from: open.midY, to: target.midY, at: 0.1),
            accuracy: 1e-6)
        bench.settle()
        XCTAssertEqual(bench.navigation?.viewControllers.count, 1)
        XCTAssertFalse(second.isHidden)
        XCTAssertFalse(first.isHidden)
    }

    /// A presentation out of a toolbar item, dismissed by a swipe down: the page starts on the toolbar's button,
    /// the swipe asks the provider again, and the release (165 points down) zooms into the button, hidden until
    /// the dismissal ends.
    func testPresentationFromAToolbarItemAndASwipeDownBackIntoIt() async throws {
        let tool = UIBarButtonItem(systemItem: .compose)
        let bench = bench(navigation: true) { _ in tool }
        bench.source.toolbarItems = [.flexibleSpace(), tool]
        bench.navigation?.isToolbarHidden = false
        bench.loop.step()
        let button = try XCTUnwrap(bench.navigation?.toolbar.itemViews.last)
        XCTAssertTrue(tool.viewShowingItem === button)
        bench.navigation?.present(bench.zoomed, animated: true)
        let flight = try XCTUnwrap(bench.flight)
        let start = flight.container.convert(button.bounds, from: button)
        XCTAssertGreaterThan(start.minY, 700, "in the toolbar along the bottom")
        assertFrame(flight.frame, start)
        XCTAssertTrue(button.isHidden)
        bench.loop.advance(frames: 15)
        let end = flight.zoomedFrame
        XCTAssertEqual(
            flight.frame.midY,
            ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.midY, to: end.midY, at: 0.25),
            accuracy: 1e-6)
        bench.settle()
        XCTAssertFalse(button.isHidden)
        XCTAssertEqual(bench.asked.count, 1)

        bench.drag(from: CGPoint(x: 200, y: 300), step: CGVector(dx: 0, dy: 15), count: 12)
        XCTAssertEqual(bench.asked.count, 2, "asked when the dismissal began")
        let back = try XCTUnwrap(bench.flight)
        XCTAssertEqual(bench.zoomed.transitionCoordinator?.isInteractive, true)
        XCTAssertTrue(button.isHidden)
        bench.touch(.ended, at: CGPoint(x: 200, y: 480))
        let target = back.container.convert(button.bounds, from: button)
        XCTAssertEqual(back.centerX.target, target.midX, accuracy: 1e-9)
        XCTAssertEqual(back.height.target, target.height, accuracy: 1e-9)
        bench.settle()
        XCTAssertNil(bench.navigation?.presentedViewController)
        XCTAssertFalse(button.isHidden)
    }

    /// An item with a custom view grows out of the custom view.
    func testAnItemWithACustomViewGrowsFromIt() async throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let item = UIBarButtonItem(customView: custom)
        let bench = bench(navigation: true) { _ in item }
        bench.source.navigationItem.rightBarButtonItem = item
        bench.loop.step()
        XCTAssertNotNil(custom.window)
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        let start = flight.container.convert(custom.bounds, from: custom)
        assertFrame(flight.frame, start)
        XCTAssertEqual(start.size, CGSize(width: 60, height: 30))
        XCTAssertTrue(custom.isHidden)
        bench.settle()
        XCTAssertFalse(custom.isHidden)
    }

    /// A nil item, and an item no bar shows: each raises zoom-source-view-unavailable (naming what was wrong) and
    /// the zoom cross-fades in place, as for a nil source view; the pop after it works and leaves nothing behind.
    func testNilOrUnshownItemsCrossFadeWithADiagnostic() async throws {
        let cases: [(String, UIBarButtonItem?, String)] = [
            ("nil", nil, "the bar button item provider returned nil"),
            (
                "not in a bar", UIBarButtonItem(systemItem: .done),
                "the bar button item provider returned an item that no bar on screen shows"
            ),
        ]
        for (name, item, message) in cases {
            let bench = bench(navigation: true) { _ in item }
            bench.open()
            let diagnostics = bench.loop.diagnostics.filter { $0.code == .zoomSourceViewUnavailable }
            XCTAssertEqual(diagnostics.count, 1, name)
            XCTAssertTrue(diagnostics.first?.message.contains(message) == true, "\(name): \(diagnostics)")
            let flight = try XCTUnwrap(bench.flight, name)
            XCTAssertEqual(flight.frame, flight.zoomedFrame, name)
            XCTAssertEqual(bench.zoomed.view.alpha, 0, name)
            bench.loop.advance(frames: 6)
            XCTAssertGreaterThan(bench.zoomed.view.alpha, 0.2, name)
            bench.settle()
            XCTAssertEqual(bench.zoomed.view.alpha, 1, name)
            bench.close()
            bench.settle()
            XCTAssertEqual(bench.navigation?.viewControllers.count, 1, name)
            XCTAssertEqual(bench.asked.count, 2, name)
        }
    }
}
