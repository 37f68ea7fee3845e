// A finger dragging a scroll view through its pan gesture recognizer (real touch input): the content follows
// the finger from where the pan began, rubber-bands past the edges with UIKit's formula, stops at the edges
// without `bounces`, moves only on the axes that scroll, and not at all with `isScrollEnabled` false.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollViewDraggingTests: XCTestCase {
    /// The scroll view owns a pan recognizer added to itself; it is enabled exactly while scrolling is.
    func testPanGestureRecognizerIsOwnedAndFollowsIsScrollEnabled() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        XCTAssertTrue(
            scroll.scrollView.gestureRecognizers?.contains { $0 === scroll.scrollView.panGestureRecognizer } == true)
        XCTAssertTrue(scroll.scrollView.panGestureRecognizer.view === scroll.scrollView)
        scroll.scrollView.isScrollEnabled = false
        XCTAssertFalse(scroll.scrollView.panGestureRecognizer.isEnabled)
        scroll.scrollView.isScrollEnabled = true
        XCTAssertTrue(scroll.scrollView.panGestureRecognizer.isEnabled)
        XCTAssertTrue(scroll.scrollView.clipsToBounds, "UIKit's scroll views clip")
    }

    /// The content follows the finger 1:1 from where the pan began (no jump by the 10-point threshold), with
    /// isTracking while the finger is down and isDragging once the pan began.
    func testContentFollowsTheFingerFromWhereThePanBegan() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scroll.log.entries.removeAll()
        scroll.bench.send([(0, .began, 200, 600)], at: 0)
        XCTAssertTrue(scroll.scrollView.isTracking)
        XCTAssertFalse(scroll.scrollView.isDragging)
        scroll.bench.send([(0, .moved, 200, 588)], at: 0.016)
        XCTAssertTrue(scroll.scrollView.isDragging)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 1000, "the pan's start is the reference")
        scroll.bench.send([(0, .moved, 200, 500)], at: 0.032)
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 0, y: 1088))
        scroll.bench.send([(0, .moved, 230, 650)], at: 0.048)
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 0, y: 938), "the content is not wider: x stays")
        scroll.bench.send([(0, .ended, 230, 650)], at: 0.3)
        XCTAssertFalse(scroll.scrollView.isTracking)
        XCTAssertFalse(scroll.scrollView.isDragging)
        XCTAssertEqual(
            scroll.log.entries, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertFalse(
            scroll.scrollView.isDecelerating,
            "released at rest (the finger still for 0.25 s) inside the content: nothing moves")
        let offset = scroll.scrollView.contentOffset
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset, offset)
    }

    /// Reference file: dragged x past the top edge, the content shows d · (1 − 1 / (x · 0.55 / d + 1)) past
    /// it (d = 800, the height), for x = 50, 200, 400, 800 and 3000.
    func testDragPastTheTopEdgeRubberBands() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.bench.send([(0, .began, 200, 100)], at: 0)
        scroll.bench.send([(0, .moved, 200, 120)], at: 0.02)
        var time = 0.02
        for travel in [50, 200, 400, 800, 3000] as [CGFloat] {
            time += 0.02
            scroll.bench.send([(0, .moved, 200, 120 + travel)], at: time)
            let expected: CGFloat = -800 * (1 - 1 / (travel * 0.55 / 800 + 1))
            XCTAssertEqual(scroll.scrollView.contentOffset.y, expected, accuracy: 1e-9, "overscroll \(travel)")
        }
        XCTAssertEqual(scroll.scrollView.contentOffset.y, -538.7755, accuracy: 1e-4)
    }

    /// The bottom edge bands the same way, measured from the largest offset (content − height + bottom inset).
    func testDragPastTheBottomEdgeWithInsetsRubberBands() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 2000)) {
            $0.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        }
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 1230)
        scroll.bench.send([(0, .began, 200, 700)], at: 0)
        scroll.bench.send([(0, .moved, 200, 680)], at: 0.02)
        scroll.bench.send([(0, .moved, 200, 680 - 200)], at: 0.04)
        let band: CGFloat = 800 * (1 - 1 / (200 * 0.55 / 800 + 1))
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 1230 + band, accuracy: 1e-9)
    }

    /// A finger catching content past an edge (during its spring-back) continues from the travel that band
    /// position stands for: the content does not jump when the drag begins.
    func testCatchingContentPastTheEdgeDoesNotJump() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.bench.send([(0, .began, 200, 100)], at: 0)
        scroll.bench.send([(0, .moved, 200, 120)], at: 0.02)
        scroll.bench.send([(0, .moved, 200, 520)], at: 0.04)
        scroll.bench.send([(0, .moved, 200, 520)], at: 0.3)
        scroll.bench.send([(0, .ended, 200, 520)], at: 0.3)
        scroll.loop.advance(frames: 6)
        let caught = scroll.scrollView.contentOffset.y
        XCTAssertLessThan(caught, -1)
        scroll.bench.send([(0, .began, 200, 300)], at: 1)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, caught, "the finger stops the spring-back")
        scroll.bench.send([(0, .moved, 200, 320)], at: 1.02)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, caught, accuracy: 1e-9)
        scroll.bench.send([(0, .moved, 200, 340)], at: 1.04)
        let travel = RubberBand(dimension: 800).overscroll(forOffset: caught) - 20
        XCTAssertEqual(
            scroll.scrollView.contentOffset.y, RubberBand(dimension: 800).offset(forOverscroll: travel), accuracy: 1e-9)
    }

    /// `bounces` false: a drag past an edge holds the content at the edge, and it follows the finger back at
    /// once.
    func testWithoutBouncesADragStopsAtTheEdge() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000)) { $0.bounces = false }
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scroll.bench.drag(from: CGPoint(x: 200, y: 100), step: CGVector(dx: 0, dy: 20), count: 20, lift: false)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 0)
        scroll.bench.send([(0, .moved, 200, 470)], at: 1)
        XCTAssertEqual(
            scroll.scrollView.contentOffset.y, 30, "held at the edge, the content leaves it as the finger turns back")
        scroll.bench.send([(0, .ended, 200, 470)], at: 1.5)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 30)
    }

    /// `isScrollEnabled` false: a drag moves nothing and the delegate hears nothing.
    func testScrollingDisabledIgnoresDrags() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000)) { $0.isScrollEnabled = false }
        scroll.fling(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), velocity: CGVector(dx: 0, dy: -2000))
        scroll.loop.runUntilIdle()
        XCTAssertEqual(scroll.scrollView.contentOffset, .zero)
        XCTAssertEqual(scroll.log.entries, [])
    }

    /// Axis rule: content that fits (with its insets) does not move; `alwaysBounceVertical` lets it move and
    /// band, and it springs back exactly to the top.
    func testContentThatFitsMovesOnlyWithAlwaysBounce() async {
        let fits = ScrollBench(contentSize: CGSize(width: 400, height: 780)) { $0.contentInset.top = 20 }
        fits.scrollView.contentOffset.y = -20
        fits.log.entries.removeAll()
        fits.fling(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500))
        fits.loop.runUntilIdle()
        XCTAssertEqual(fits.scrollView.contentOffset, CGPoint(x: 0, y: -20))
        XCTAssertEqual(fits.log.entries, [], "the pan never began")

        let bouncy = ScrollBench(contentSize: CGSize(width: 400, height: 780)) {
            $0.contentInset.top = 20
            $0.alwaysBounceVertical = true
        }
        bouncy.scrollView.contentOffset.y = -20
        bouncy.log.entries.removeAll()
        bouncy.bench.drag(from: CGPoint(x: 200, y: 200), step: CGVector(dx: 0, dy: 20), count: 6, lift: false)
        XCTAssertEqual(
            bouncy.scrollView.contentOffset.y, -20 + RubberBand(dimension: 800).offset(forOverscroll: -100),
            accuracy: 1e-9)
        bouncy.bench.send([(0, .ended, 200, 320)], at: 0.5)
        XCTAssertTrue(bouncy.loop.runUntilIdle())
        XCTAssertEqual(bouncy.scrollView.contentOffset, CGPoint(x: 0, y: -20))
        XCTAssertEqual(bouncy.log.entries.last, "didEndDecelerating")
    }

    /// Axis rule: content wider but not taller scrolls only horizontally: a mostly horizontal drag moves x
    /// alone; a mostly vertical drag does not begin the pan.
    func testOnlyTheAxesThatScrollMove() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 2000, height: 800))
        scroll.scrollView.contentOffset.x = 500
        let end = scroll.bench.drag(from: CGPoint(x: 200, y: 200), step: CGVector(dx: -20, dy: -15), count: 5)
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 580, y: 0))
        scroll.loop.runUntilIdle()
        let rest = scroll.scrollView.contentOffset
        scroll.log.entries.removeAll()
        scroll.bench.drag(from: CGPoint(x: 200, y: 200), step: CGVector(dx: -15, dy: -20), count: 5, at: end + 10)
        XCTAssertEqual(scroll.scrollView.contentOffset, rest)
        XCTAssertEqual(scroll.log.entries, [])
    }

    /// Axis rule for nested scroll views: a vertical scroll view inside a horizontal one takes vertical drags
    /// and leaves horizontal drags to the outer one (its pan begins only along an axis it scrolls).
    func testNestedPerpendicularScrollViewsShareDragsByDirection() async {
        let outer = ScrollBench(contentSize: CGSize(width: 1200, height: 800))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        inner.contentSize = CGSize(width: 400, height: 3000)
        outer.scrollView.addSubview(inner)
        outer.bench.drag(from: CGPoint(x: 200, y: 600), step: CGVector(dx: 2, dy: -30), count: 10)
        XCTAssertEqual(inner.contentOffset.y, 270, accuracy: 1e-9)
        XCTAssertEqual(outer.scrollView.contentOffset, .zero)
        outer.loop.runUntilIdle()
        outer.bench.drag(from: CGPoint(x: 300, y: 400), step: CGVector(dx: -30, dy: 2), count: 10, at: 10)
        XCTAssertEqual(outer.scrollView.contentOffset.x, 270, accuracy: 1e-9)
        XCTAssertEqual(inner.contentOffset.x, 0)
    }
}
