// Scroll indicators as iOS draws them while the content moves: a 3 pt bar 3 pt from the trailing edge, its length
// the visible fraction of the content, its position the offset's fraction of the scrollable range; hidden by
// `showsVerticalScrollIndicator = false`; fading out once the content rests.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ScrollIndicatorTests: XCTestCase {
    /// Dragged 100 pt down a 4,000 pt page in an 800 pt view: the bar is 794 · 800 / 4000 = 158.8 pt long, at
    /// 3 + (100 / 3200) · (794 − 158.8) from the top, shown while dragging and fading after the lift at rest.
    func testTheVerticalIndicatorShowsTheVisibleFractionWhileDragging() async throws {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000))
        scroll.bench.send([(0, .began, 200, 600)], at: 0)
        scroll.bench.send([(0, .moved, 200, 588)], at: 0.016)
        scroll.bench.send([(0, .moved, 200, 488)], at: 0.032)
        XCTAssertEqual(scroll.scrollView.contentOffset.y, 100)
        let bar = try XCTUnwrap(scroll.scrollView.indicators?.vertical)
        XCTAssertEqual(bar.opacity, 1)
        XCTAssertEqual(bar.frame.minX, 400 - 3 - 3, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.width, 3)
        XCTAssertEqual(bar.frame.height, 794 * 800 / 4000, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.minY, 100 + 3 + (100.0 / 3200) * (794 - 158.8), accuracy: 1e-9, "in the bounds")
        XCTAssertEqual(scroll.scrollView.indicators?.horizontal.opacity, 0, "the content is not wider")
        scroll.bench.send([(0, .ended, 200, 488)], at: 0.5)
        XCTAssertEqual(bar.opacity, 0, "fading out at rest")
        XCTAssertNotNil(bar.animation(forKey: "opacity"))
    }

    /// `showsVerticalScrollIndicator = false` keeps the bar hidden.
    func testAHiddenIndicatorStaysHidden() async {
        let scroll = ScrollBench(contentSize: CGSize(width: 400, height: 4000)) {
            $0.showsVerticalScrollIndicator = false
        }
        scroll.bench.send([(0, .began, 200, 600)], at: 0)
        scroll.bench.send([(0, .moved, 200, 588)], at: 0.016)
        scroll.bench.send([(0, .moved, 200, 488)], at: 0.032)
        XCTAssertEqual(scroll.scrollView.indicators?.vertical.opacity, 0)
        scroll.scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 4)
        XCTAssertEqual(scroll.scrollView.verticalScrollIndicatorInsets.bottom, 20)
        XCTAssertEqual(scroll.scrollView.horizontalScrollIndicatorInsets.right, 4)
    }
}
