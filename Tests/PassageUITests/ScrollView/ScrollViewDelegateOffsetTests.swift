// The pull-to-dismiss pattern: while the content is at its top, a downward drag moves the sheet instead, the
// delegate putting the scroll view back at its top in `scrollViewDidScroll(_:)`. UIKit moves the content by
// the finger's movement since the previous event, so the offset the delegate set stays and the sheet follows
// the finger (never runs away from it).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollViewDelegateOffsetTests: XCTestCase {
    /// Moves a sheet by whatever the content was pulled past its top, and keeps the content at its top.
    private final class PullToDismissDelegate: UIScrollViewDelegate {
        var sheetOffset: CGFloat = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.contentOffset.y < 0 else { return }
            sheetOffset -= scrollView.contentOffset.y
            scrollView.contentOffset.y = 0
        }
    }

    /// Each 20-point move pulls the content 20 points past its top from 0, which the rubber band shows as
    /// 800 · (1 − 1 / (20 · 0.55 / 800 + 1)); the sheet adds exactly that per move (25 moves: about 271 points
    /// for 500 of travel), and the content stays at its top.
    func testAnOffsetSetByTheDelegateStaysAndTheSheetFollowsTheFinger() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        let pull = PullToDismissDelegate()
        scroll.scrollView.delegate = pull
        scroll.bench.send([(0, .began, 200, 100)], at: 0)
        scroll.bench.send([(0, .moved, 200, 120)], at: 0.016)
        XCTAssertTrue(scroll.scrollView.isDragging)
        var time = 0.016
        for step in 1...25 {
            time += 0.016
            scroll.bench.send([(0, .moved, 200, 120 + CGFloat(step) * 20)], at: time)
        }
        let perMove: CGFloat = 800 * (1 - 1 / (20 * 0.55 / 800 + 1))
        XCTAssertEqual(pull.sheetOffset, 25 * perMove, accuracy: 1e-6)
        XCTAssertLessThan(pull.sheetOffset, 500, "the sheet never passes the finger")
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 0)
        scroll.bench.send([(0, .ended, 200, 620)], at: time + 0.3)
    }

    /// Moves are applied from where the content is now: an offset set from outside during the drag (a jump to
    /// 300) is where the next move starts.
    func testTheNextMoveStartsFromAnOffsetSetDuringTheDrag() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scroll.bench.send([(0, .began, 200, 600)], at: 0)
        scroll.bench.send([(0, .moved, 200, 588)], at: 0.016)
        scroll.bench.send([(0, .moved, 200, 500)], at: 0.032)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 1088)
        scroll.scrollView.contentOffset.y = 300
        scroll.bench.send([(0, .moved, 200, 450)], at: 0.048)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 350)
        scroll.bench.send([(0, .ended, 200, 450)], at: 0.3)
    }
}
