// Shared pieces of the scroll view tests: a scroll view in a TouchBench window, a delegate that logs what it
// hears, and drags played as touch traces.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// Logs the delegate calls of a scroll view, with the offsets and times that matter.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var entries: [String] = []
    /// (media time, offset) of every scrollViewDidScroll.
    var scrolls: [(time: TimeInterval, offset: CGPoint)] = []
    /// What scrollViewWillEndDragging received, and when.
    var release: (time: TimeInterval, offset: CGPoint, velocity: CGPoint, target: CGPoint)?
    /// When set, scrollViewWillEndDragging writes this target.
    var chosenTarget: CGPoint?
    var willDecelerate: Bool?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if entries.last != "didScroll" { entries.append("didScroll") }
        scrolls.append((CACurrentMediaTime(), scrollView.contentOffset))
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        entries.append("willEndDragging")
        release = (CACurrentMediaTime(), scrollView.contentOffset, velocity, targetContentOffset.pointee)
        if let chosenTarget { targetContentOffset.pointee = chosenTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
        willDecelerate = decelerate
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
}

/// A 400 × 800 scroll view filling a TouchBench window, with a logging delegate.
@MainActor
final class ScrollBench {
    let bench = TouchBench()
    let scrollView: UIScrollView
    let log = ScrollLog()
    var loop: FrameLoop { bench.loop }

    init(contentSize: CGSize, configure: (UIScrollView) -> Void = { _ in }) {
        scrollView = UIScrollView(frame: bench.window.bounds)
        // The physics tests give their insets explicitly; the window's safe area stays out of them.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        configure(scrollView)
        bench.window.addSubview(scrollView)
    }

    /// Plays a one-finger drag from `start` to `end` over `duration` seconds, lifting at `velocity` points per
    /// second (nil: constant speed), stepping frames until the trace is done.
    func fling(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, velocity: CGVector? = nil) {
        bench.play(TouchTrace.drag(from: start, to: end, duration: duration, releaseVelocity: velocity))
    }
}
