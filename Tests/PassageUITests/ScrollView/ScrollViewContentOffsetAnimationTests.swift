// setContentOffset(_:animated:): at once without animation; animated, 0.3 s on ease-in-ease-out with
// scrollViewDidScroll every frame and scrollViewDidEndScrollingAnimation on the frame it arrives; a drag stops it.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollViewContentOffsetAnimationTests: XCTestCase {
    /// Not animated: the offset (the bounds origin) changes at once, one didScroll, no end-of-animation call.
    func testWithoutAnimationTheOffsetChangesAtOnce() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.scrollView.setContentOffset(CGPoint(x: 0, y: 640), animated: false)
        XCTAssertEqual(scroll.scrollView.bounds.origin, CGPoint(x: 0, y: 640))
        XCTAssertEqual(scroll.log.entries, ["didScroll"])
        XCTAssertFalse(scroll.loop.isBusy)
    }

    /// Animated (Passage's chosen 0.3 s, UIKit's duration being undocumented): each frame's offset is
    /// from + Δ · easeInEaseOut(t / 0.3); it arrives on frame 18 at 60 fps, exactly, and the delegate hears
    /// scrollViewDidEndScrollingAnimation then, once.
    func testAnimatedOffsetFollowsTheCurveAndEndsOnTime() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        XCTAssertEqual(UIScrollView.contentOffsetAnimationDuration, 0.3)
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let start = CACurrentMediaTime()
        scroll.scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        XCTAssertEqual(scroll.scrollView.contentOffset, .zero, "nothing moves before the next frame")
        for frame in 1...17 {
            scroll.loop.step()
            let fraction = (CACurrentMediaTime() - start) / 0.3
            XCTAssertEqual(
                scroll.scrollView.contentOffset.y, 1000 * CGFloat(curve.evaluate(fraction)), accuracy: 1e-9,
                "frame \(frame)")
            XCTAssertFalse(scroll.log.entries.contains("didEndScrollingAnimation"))
        }
        scroll.loop.step()
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 0, y: 1000))
        XCTAssertEqual(scroll.log.entries, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertEqual(scroll.log.scrolls.count, 18)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.log.entries.filter { $0 == "didEndScrollingAnimation" }.count, 1)
    }

    /// runUntilIdle waits for the animation; an animation to the current offset does nothing.
    func testRunUntilIdleWaitsForTheAnimation() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 2000, height: 4000))
        scroll.scrollView.setContentOffset(CGPoint(x: 300, y: 200), animated: true)
        XCTAssertTrue(scroll.loop.isBusy)
        XCTAssertTrue(scroll.loop.runUntilIdle())
        XCTAssertEqual(scroll.scrollView.contentOffset, CGPoint(x: 300, y: 200))
        scroll.log.entries.removeAll()
        scroll.scrollView.setContentOffset(CGPoint(x: 300, y: 200), animated: true)
        XCTAssertFalse(scroll.loop.isBusy)
        XCTAssertEqual(scroll.log.entries, [])
    }

    /// A drag that begins during the animation stops it where it is: no end-of-animation call.
    func testADragStopsTheAnimation() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        scroll.loop.advance(frames: 6)
        let now = CACurrentMediaTime()
        scroll.bench.drag(from: CGPoint(x: 200, y: 400), step: CGVector(dx: 0, dy: -20), count: 3, at: now, lift: false)
        let held = scroll.scrollView.contentOffset.y
        scroll.loop.advance(frames: 30)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, held)
        XCTAssertFalse(scroll.log.entries.contains("didEndScrollingAnimation"))
    }

    /// A non-finite offset is ignored (logged), never stored.
    func testNonFiniteOffsetIsIgnored() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
        scroll.scrollView.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: false)
        XCTAssertEqual(scroll.scrollView.contentOffset, .zero)
        XCTAssertFalse(scroll.loop.isBusy)
    }
}
