// observe(_:options:changeHandler:) on views and scroll views, as sheets use it to follow an embedded
// scroll view: `frame`, `center`, `transform`, `alpha`, `isHidden`, `contentOffset`, `contentSize`.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class ViewObservationTests: XCTestCase {
    /// A view's frame set is reported once with the old and new frames; inside an animation block the
    /// model value is reported at once and the animation's frames are not.
    func testViewFrameIsReportedOnceAndNotPerAnimationFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var changes: [(CGRect?, CGRect?)] = []
        let token = view.observe(\.frame, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 60)
        UIView.animate(withDuration: 1) { view.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }
        loop.runUntilIdle()
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(changes[0].0, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(changes[0].1, CGRect(x: 10, y: 10, width: 50, height: 60))
        XCTAssertEqual(changes[1].1, CGRect(x: 0, y: 0, width: 200, height: 200))
        withExtendedLifetime(token) {}
    }

    /// `center`, `transform`, `alpha` and `isHidden` each report their own changes only; the handler gets
    /// the view typed as its own class.
    func testEachPropertyReportsItsOwnChanges() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        let tokens = [
            view.observe(\.center, options: .new) { v, c in
                log.append("center \(c.newValue!.x),\(c.newValue!.y) \(v === view)")
            },
            view.observe(\.transform, options: .new) { _, c in log.append("transform \(c.newValue!.a)") },
            view.observe(\.alpha, options: .new) { _, c in log.append("alpha \(c.newValue!)") },
            view.observe(\.isHidden, options: .new) { _, c in log.append("hidden \(c.newValue!)") },
        ]
        view.center = CGPoint(x: 1, y: 2)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.alpha = 0.5
        view.isHidden = true
        view.isHidden = true
        XCTAssertEqual(log, ["center 1.0,2.0 true", "transform 2.0", "alpha 0.5", "hidden true"])
        withExtendedLifetime(tokens) {}
    }

    /// A scroll view's `contentOffset` and `contentSize` are observable (a sheet following its scroll view).
    func testScrollViewContentOffsetAndContentSize() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        var offsets: [CGPoint?] = []
        var sizes: [(CGSize?, CGSize?)] = []
        let offsetToken = scrollView.observe(\.contentOffset, options: [.initial, .new]) { _, c in
            offsets.append(c.newValue)
        }
        let sizeToken = scrollView.observe(\.contentSize, options: [.old, .new]) { _, c in
            sizes.append((c.oldValue, c.newValue))
        }
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(offsets, [.zero, CGPoint(x: 0, y: 120)])
        XCTAssertEqual(sizes.count, 1)
        XCTAssertEqual(sizes.first?.0, .zero)
        XCTAssertEqual(sizes.first?.1, CGSize(width: 100, height: 1000))
        offsetToken.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(offsets.count, 2)
        withExtendedLifetime(sizeToken) {}
    }

    /// A released view ends its observations quietly; the token can still be invalidated.
    func testObservedViewReleasedFirst() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var view: UIView? = UIView()
        weak let released = view
        let token = view!.observe(\.alpha) { _, _ in }
        view = nil
        XCTAssertNil(released)
        token.invalidate()
    }
}
