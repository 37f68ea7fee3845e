// A scroll view in a pushed controller and the navigation controller's interactive pop. The rule Passage
// implements: the scroll view's pan waits for screen-edge pans to fail, so a drag that starts within 20 pt of
// the left edge and moves inward pops (the content does not move), and every other drag (starting elsewhere,
// or at the edge but moving along it) scrolls. Checked with a horizontally and a vertically scrolling view.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollViewPopGestureTests: XCTestCase {
    private struct Stack {
        let loop: FrameLoop
        let window: UIWindow
        let navigation: UINavigationController
        let scrollView: UIScrollView
    }

    /// A navigation controller with B pushed over A; B's view is filled by a scroll view of `contentSize`.
    private func makeStack(contentSize: CGSize, offset: CGPoint) -> Stack {
        let log = CallbackLog()
        let navigation = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let (loop, window) = makeWindow(root: navigation)
        let pushed = LoggingViewController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        loop.runUntilIdle()
        let scrollView = UIScrollView(frame: pushed.view.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never  // offsets as set, not moved below the bar
        scrollView.contentSize = contentSize
        scrollView.contentOffset = offset
        pushed.view.addSubview(scrollView)
        return Stack(loop: loop, window: window, navigation: navigation, scrollView: scrollView)
    }

    private func play(_ trace: TouchTrace, on stack: Stack) {
        let player = TouchTracePlayer(trace: trace)
        while !player.isFinished { stack.loop.step() }
    }

    /// Both scroll directions: an edge swipe pops B and leaves the content where it was.
    func testDragFromTheLeftEdgePops() async {
        for content in [CGSize(width: 4000, height: 0), CGSize(width: 0, height: 4000)] {
            let offset = CGPoint(x: content.width > 0 ? 1000 : 0, y: content.height > 0 ? 1000 : 0)
            let stack = makeStack(contentSize: content, offset: offset)
            play(
                TouchTrace.edgeSwipe(
                    edge: .left, in: stack.window.bounds.size, at: 400, toFraction: 0.7,
                    releaseVelocity: 600), on: stack)
            XCTAssertEqual(stack.scrollView.contentOffset, offset, "content \(content)")
            XCTAssertFalse(stack.scrollView.isDragging)
            XCTAssertTrue(stack.loop.runUntilIdle())
            XCTAssertEqual(stack.navigation.viewControllers.map(\.title), ["A"], "content \(content)")
        }
    }

    /// Horizontal content: the same rightward drag started mid-screen scrolls (back by the finger's travel)
    /// and pops nothing.
    func testHorizontalDragAwayFromTheEdgeScrolls() async {
        let stack = makeStack(contentSize: CGSize(width: 4000, height: 0), offset: CGPoint(x: 1000, y: 0))
        play(TouchTrace.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3), on: stack)
        XCTAssertLessThan(stack.scrollView.contentOffset.x, 1000 - 150)
        XCTAssertNil(stack.navigation.transitionCoordinator)
        XCTAssertTrue(stack.loop.runUntilIdle())
        XCTAssertEqual(stack.navigation.viewControllers.map(\.title), ["A", "B"])
    }

    /// Vertical content: a drag that starts at the left edge but moves down scrolls (the edge pan fails), and a
    /// vertical drag mid-screen scrolls; neither pops.
    func testVerticalDragsScrollEvenFromTheEdge() async {
        let stack = makeStack(contentSize: CGSize(width: 0, height: 4000), offset: CGPoint(x: 0, y: 1000))
        play(TouchTrace.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 10, y: 500), duration: 0.3), on: stack)
        XCTAssertLessThan(stack.scrollView.contentOffset.y, 1000 - 250)
        XCTAssertNil(stack.navigation.transitionCoordinator)
        stack.loop.runUntilIdle()
        let before = stack.scrollView.contentOffset.y
        play(TouchTrace.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3), on: stack)
        XCTAssertGreaterThan(stack.scrollView.contentOffset.y, before + 250)
        XCTAssertTrue(stack.loop.runUntilIdle())
        XCTAssertEqual(stack.navigation.viewControllers.map(\.title), ["A", "B"])
    }

    /// With nothing to pop (the root controller), an edge swipe on horizontal content scrolls instead.
    func testEdgeSwipeScrollsWhenThereIsNothingToPop() async {
        let stack = makeStack(contentSize: CGSize(width: 4000, height: 0), offset: CGPoint(x: 1000, y: 0))
        stack.navigation.popViewController(animated: false)
        stack.loop.runUntilIdle()
        let root = stack.navigation.viewControllers[0]
        let scrollView = UIScrollView(frame: root.view.bounds)
        scrollView.contentSize = CGSize(width: 4000, height: 0)
        scrollView.contentOffset = CGPoint(x: 1000, y: 0)
        root.view.addSubview(scrollView)
        play(
            TouchTrace.edgeSwipe(
                edge: .left, in: stack.window.bounds.size, at: 400, toFraction: 0.5,
                releaseVelocity: 0), on: stack)
        XCTAssertLessThan(scrollView.contentOffset.x, 1000 - 150)
        XCTAssertEqual(stack.navigation.viewControllers.count, 1)
    }
}
