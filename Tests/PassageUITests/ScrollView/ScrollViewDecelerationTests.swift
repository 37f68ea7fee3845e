// Released content, driven by touch traces: it coasts with v(t) = v0 · rate^(t / 1 ms) to rest
// v0 / 1000 · rate / (1 − rate) away, springs back from past an edge (critically damped, 0.5 s) to exactly the
// edge, settles on pages, honours the delegate's target, tells the delegate in UIKit's order, and leaves the
// frame loop idle when the content rests.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollViewDecelerationTests: XCTestCase {
    /// A vertical flick up at `speed` points per second on tall content, released mid-content.
    private func flick(rate: UIScrollView.DecelerationRate, speed: CGFloat) -> ScrollBench {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 100_000)) { $0.decelerationRate = rate }
        scroll.scrollView.contentOffset.y = 20_000
        scroll.log.entries.removeAll()
        scroll.fling(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), velocity: CGVector(dx: 0, dy: -speed))
        return scroll
    }

    /// Reference file: a release at v0 rests v0 / 1000 · r / (1 − r) from where it was released, exactly, for
    /// .normal (0.998: 0.499 s × v0) and .fast (0.99: 0.099 s × v0); the delegate hears v0 in points per ms.
    func testFlickRestsAtTheProjectedDistanceForBothRates() async {
        for (rate, speed) in [
            (UIScrollView.DecelerationRate.normal, CGFloat(1500)), (.fast, 1500), (.normal, 4000), (.fast, 600),
        ] {
            let scroll = flick(rate: rate, speed: speed)
            let release = try! XCTUnwrap(scroll.log.release)
            XCTAssertEqual(release.velocity.y, speed / 1000, accuracy: 1e-6, "pt/ms, positive: the offset grows")
            XCTAssertEqual(release.velocity.x, 0)
            XCTAssertTrue(scroll.loop.runUntilIdle())
            let r = rate.rawValue
            let travelled = scroll.scrollView.contentOffset.y - release.offset.y
            XCTAssertEqual(travelled, release.velocity.y * r / (1 - r), accuracy: 1e-6, "rate \(r), \(speed) pt/s")
            XCTAssertEqual(travelled, speed * (r == 0.998 ? 0.499 : 0.099), accuracy: 1e-3)
            XCTAssertEqual(
                release.target.y, scroll.scrollView.contentOffset.y, accuracy: 1e-9,
                "the proposed target is where it rests")
        }
    }

    /// Every frame of the coast sits on x(t) = D · (1 − r^(1000 t)) from the release, so the velocity falls by
    /// r each millisecond; it stops within a frame of the time the remaining distance drops below 0.1 pt.
    func testCoastFollowsThePerMillisecondRate() async {
        let scroll = flick(rate: .normal, speed: 2000)
        let release = try! XCTUnwrap(scroll.log.release)
        let count = scroll.log.scrolls.count
        scroll.loop.runUntilIdle()
        let coast = Array(scroll.log.scrolls[count...])
        let distance = release.velocity.y * 0.998 / 0.002
        XCTAssertGreaterThan(coast.count, 100)
        for sample in coast.dropLast() {
            let t = sample.time - release.time
            XCTAssertEqual(
                sample.offset.y - release.offset.y, distance * (1 - pow(0.998, CGFloat(t * 1000))), accuracy: 1e-6)
        }
        let end = coast.last!.time - release.time
        let expected = Double(log(0.1 / distance) / log(0.998)) / 1000
        XCTAssertEqual(end, expected, accuracy: 1.0 / 60 + 1e-9)
    }

    /// Delegate order for a drag and fling, with isDragging/isDecelerating as UIKit reports them.
    func testDelegateOrderForADragAndFling() async {
        let scroll = flick(rate: .fast, speed: 1500)
        XCTAssertEqual(
            scroll.log.entries,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating",
            ])
        XCTAssertFalse(scroll.scrollView.isDragging)
        XCTAssertTrue(scroll.scrollView.isDecelerating)
        XCTAssertTrue(scroll.loop.isBusy, "the coast keeps the loop busy")
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(
            scroll.log.entries,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        XCTAssertFalse(scroll.scrollView.isDecelerating)
        let resting = scroll.scrollView.contentOffset
        scroll.loop.advance(frames: 10)
        XCTAssertEqual(scroll.scrollView.contentOffset, resting)
    }

    /// The delegate's targetContentOffset is honoured: the coast ends exactly at the offset it wrote, in
    /// either direction, with the rate's shape (monotonic, no overshoot).
    func testTargetContentOffsetChosenByTheDelegateIsWhereTheContentRests() async {
        for chosen in [CGFloat(21_345.5), 19_000] {
            let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 100_000))
            scroll.scrollView.contentOffset.y = 20_000
            scroll.log.chosenTarget = CGPoint(x: 0, y: chosen)
            scroll.fling(
                from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), velocity: CGVector(dx: 0, dy: -3000))
            let start = scroll.log.scrolls.count
            XCTAssertTrue(scroll.loop.runUntilIdle())
            XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 0, y: chosen))
            let path = scroll.log.scrolls[start...].map(\.offset.y)
            let forward = chosen > scroll.log.release!.offset.y
            let monotonic = zip(path, path.dropFirst()).allSatisfy { forward ? $1 >= $0 : $1 <= $0 }
            XCTAssertTrue(monotonic, "no overshoot toward \(chosen)")
            XCTAssertEqual(scroll.log.entries.last, "didEndDecelerating")
        }
    }

    /// A flick toward the bottom edge coasts into it, bands past it and springs back to exactly the largest
    /// offset; the proposed target was already the edge; the loop is idle at rest.
    func testFlickIntoTheEdgeBouncesAndRestsExactlyAtTheEdge() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 2000))
        scroll.scrollView.contentOffset.y = 900
        scroll.fling(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), velocity: CGVector(dx: 0, dy: -2500))
        XCTAssertEqual(scroll.log.release?.target.y, 1200)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertFalse(scroll.loop.isBusy)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 1200)
        let furthest = scroll.log.scrolls.map(\.offset.y).max()!
        XCTAssertGreaterThan(furthest, 1210, "it went past the edge")
        XCTAssertLessThanOrEqual(
            furthest, 1200 + 2500 / (ScrollSpring.angularFrequency * M_E),
            "the spring starts at the edge at the crossing speed (below 2500 pt/s): v / (ω0 e) at most")
        XCTAssertEqual(scroll.log.entries.suffix(2), ["didScroll", "didEndDecelerating"])
    }

    /// Released at rest 100 pt past the top, the content springs back critically damped: never crossing the
    /// edge, settled in 0.5 s (within UIKit's 0.4–0.6 s), ending exactly at the edge with the loop idle.
    func testSpringBackEndsExactlyAtTheEdgeInHalfASecond() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        let travel = -RubberBand(dimension: 800).overscroll(forOffset: -100)
        scroll.bench.send([(0, .began, 200, 100)], at: 0)
        scroll.bench.send([(0, .moved, 200, 120)], at: 0.02)
        scroll.bench.send([(0, .moved, 200, 120 + travel)], at: 0.04)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, -100, accuracy: 1e-9)
        scroll.bench.send([(0, .ended, 200, 120 + travel)], at: 0.5)
        XCTAssertEqual(scroll.log.willDecelerate, true, "a spring-back counts as decelerating")
        let released = CACurrentMediaTime()
        // The content moves until it is at rest (the indicator's fade runs on after it).
        while scroll.scrollView.isDecelerating {
            scroll.loop.step()
            XCTAssertLessThanOrEqual(scroll.scrollView.contentOffset.y, 0)
        }
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 0)
        XCTAssertEqual(CACurrentMediaTime() - released, 0.5, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.log.entries.last, "didEndDecelerating")
    }

    /// Without bounces, a flick toward the edge stops exactly at it and never passes it.
    func testWithoutBouncesAFlickStopsAtTheEdge() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 2000)) { $0.bounces = false }
        scroll.scrollView.contentOffset.y = 900
        scroll.fling(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), velocity: CGVector(dx: 0, dy: -2500))
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 1200)
        XCTAssertEqual(scroll.log.scrolls.map(\.offset.y).max(), 1200)
    }

    /// Paging: released slowly the content settles on the nearest page; flicked, on the next page in the
    /// flick's direction; each time exactly on a multiple of the width, with the page as the proposed target.
    func testPagingSettlesOnPagesChosenByPositionAndVelocity() async {
        let cases: [(start: CGFloat, dx: CGFloat, velocity: CGFloat?, page: CGFloat)] = [
            (0, -150, nil, 0), (0, -250, nil, 400), (0, -100, -1000, 400), (400, 100, 1000, 0),
            (1600, -150, -2000, 1600),
        ]
        for item in cases {
            let scroll = ScrollBench(contentSize: CGSize(width: 2000, height: 800)) { $0.isPagingEnabled = true }
            scroll.scrollView.contentOffset.x = item.start
            let velocity = item.velocity.map { CGVector(dx: $0, dy: 0) }
            let duration = item.velocity == nil ? 2.0 : 0.2
            scroll.fling(
                from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200 + item.dx, y: 400), duration: duration,
                velocity: velocity)
            XCTAssertEqual(scroll.log.release?.target.x, item.page)
            XCTAssertTrue(scroll.loop.runUntilIdle())
            XCTAssertEqual(
                scroll.scrollView.contentOffset, CGPoint(x: item.page, y: 0), "from \(item.start) by \(item.dx)")
        }
    }

    /// A finger landing on coasting content stops it where it is (isDecelerating false; the next drag starts
    /// from there); lifting without a drag leaves it there.
    func testAFingerCatchesCoastingContent() async {
        let scroll = flick(rate: .normal, speed: 2000)
        scroll.loop.advance(frames: 20)
        let caught = scroll.scrollView.contentOffset
        let now = CACurrentMediaTime()
        scroll.bench.send([(0, .began, 200, 400)], at: now)
        XCTAssertFalse(scroll.scrollView.isDecelerating)
        XCTAssertTrue(scroll.scrollView.isTracking)
        scroll.loop.advance(frames: 5)
        scroll.bench.send([(0, .ended, 200, 400)], at: now + 0.1)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset, caught)
        XCTAssertFalse(scroll.scrollView.isTracking)
    }

    /// Code that sets the offset while the content coasts wins: the coast stops there.
    func testSettingTheOffsetDuringACoastStopsIt() async {
        let scroll = flick(rate: .normal, speed: 2000)
        scroll.loop.advance(frames: 10)
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 0, y: 500))
        XCTAssertFalse(scroll.scrollView.isDecelerating)
    }

    /// Coasting is deterministic: the same flick gives the same offsets, frame for frame.
    func testCoastIsDeterministic() async {
        let runs = (0..<2).map { _ -> [CGFloat] in
            let scroll = flick(rate: .normal, speed: 3210)
            scroll.loop.runUntilIdle()
            return scroll.log.scrolls.map(\.offset.y)
        }
        XCTAssertEqual(runs[0], runs[1])
    }

    /// A scroll view released while its content coasts leaves nothing behind: the loop is idle on the next
    /// frame and stays usable.
    func testReleasingACoastingScrollViewLeavesTheLoopIdle() async {
        var scroll: ScrollBench? = flick(rate: .normal, speed: 3000)
        weak let scrollView = scroll?.scrollView
        let loop = scroll!.loop
        scroll!.scrollView.removeFromSuperview()
        scroll = nil
        XCTAssertNil(scrollView)
        loop.step()
        XCTAssertFalse(loop.isBusy)
        XCTAssertTrue(loop.runUntilIdle(timeout: 0))
    }

    /// A deceleration rate outside (0, 1) has a defined behaviour (logged): NaN coasts as `.normal`, 0 stops at
    /// once (as 1e-6 per ms), and the value set is kept.
    func testOutOfRangeDecelerationRatesAreDefined() async {
        let nan = flick(rate: UIScrollView.DecelerationRate(rawValue: .nan), speed: 1000)
        XCTAssertTrue(nan.scrollView.decelerationRate.rawValue.isNaN)
        let release = try! XCTUnwrap(nan.log.release)
        nan.loop.runUntilIdle()
        XCTAssertEqual(nan.scrollView.contentOffset.y - release.offset.y, 499, accuracy: 1e-6)

        let zero = flick(rate: UIScrollView.DecelerationRate(rawValue: 0), speed: 1000)
        let stop = try! XCTUnwrap(zero.log.release)
        XCTAssertEqual(zero.log.willDecelerate, false, "nothing left to travel")
        XCTAssertEqual(zero.scrollView.contentOffset.y, stop.offset.y, accuracy: 1e-5)
        XCTAssertFalse(zero.scrollView.isDecelerating)
    }

    /// A tap on content springing back past an edge holds it while the finger is down; lifted without a drag,
    /// it springs back again and rests exactly on the edge (willBeginDecelerating … didEndDecelerating).
    func testATapCatchingASpringBackLetsItSpringBackAfterTheLift() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.bench.drag(from: CGPoint(x: 200, y: 100), step: CGVector(dx: 0, dy: 40), count: 8, lift: false)
        scroll.bench.send([(0, .ended, 200, 420)], at: 1)
        scroll.loop.advance(frames: 3)
        let held = scroll.scrollView.contentOffset.y
        XCTAssertLessThan(held, -10)
        scroll.bench.send([(0, .began, 200, 300)], at: 2)
        scroll.loop.advance(frames: 10)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, held, "held by the finger")
        scroll.log.entries.removeAll()
        scroll.bench.send([(0, .ended, 200, 300)], at: 2.2)
        XCTAssertTrue(scroll.scrollView.isDecelerating)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 0)
        XCTAssertEqual(scroll.log.entries, ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }
}
