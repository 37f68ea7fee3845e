// UICollectionViewTransitionLayout and startInteractiveTransition / finish / cancel (COLLECTION_VIEWS.md §5).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A transition-layout subclass handed out by the delegate, as Apple's sample does.
final class OffsetTransitionLayout: UICollectionViewTransitionLayout {}

/// A delegate that supplies OffsetTransitionLayout and counts the calls.
@MainActor
final class TransitionLayoutDelegate: UICollectionViewDelegate {
    var calls = 0
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        calls += 1
        return OffsetTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

@MainActor
final class InteractiveTransitionTests: XCTestCase {
    private func grid(_ side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        return layout
    }

    private func drive(
        _ collectionView: UICollectionView, _ layout: UICollectionViewTransitionLayout, to progress: CGFloat
    ) {
        layout.transitionProgress = progress
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
    }

    /// §5.2: progress 0 looks like the current layout, 1 like the next, and in between and beyond (not clamped:
    /// 1.25 and −0.5 are drawn) each cell is the linear blend.
    func testProgressBlendsLinearlyAndIsNotClamped() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [20])
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))!  // centre (90, 85), size 50
        let transition = collectionView.startInteractiveTransition(to: grid(100))
        XCTAssertTrue(collectionView.collectionViewLayout === transition)
        XCTAssertEqual(transition.transitionProgress, 0)
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) === cell)
        XCTAssertEqual(cell.center, CGPoint(x: 90, y: 85))
        let endX = 413.0 / 3 + 50  // row 2, column 1 of the 100-pt grid: centre (187.67, 270), size 100
        for progress: CGFloat in [0.25, 0.5, 1, 1.25, -0.5] {
            drive(collectionView, transition, to: progress)
            XCTAssertEqual(cell.center.x, 90 + (endX - 90) * progress, accuracy: 1e-9, "progress \(progress)")
            XCTAssertEqual(cell.center.y, 85 + (270 - 85) * progress, accuracy: 1e-9, "progress \(progress)")
            XCTAssertEqual(cell.bounds.width, max(0, 50 + 50 * progress), accuracy: 1e-9, "progress \(progress)")
        }
        collectionView.cancelInteractiveTransition()
        XCTAssertTrue(loop.runUntilIdle())
    }

    /// §5.3: the delegate supplies the transition layout; the layouts hear prepareForTransition at the start
    /// and finalizeLayoutTransition at the end; inside the completion the target layout is installed.
    func testDelegateSuppliesTheLayoutAndHooksRun() async {
        let log = HookLog()
        let old = HookLoggingFlowLayout()
        let new = HookLoggingFlowLayout()
        (old.name, old.shared, new.name, new.shared) = ("old", log, "new", log)
        new.itemSize = CGSize(width: 100, height: 100)
        let (loop, collectionView, _) = makeCollectionView(counts: [20], layout: old)
        let delegate = TransitionLayoutDelegate()
        collectionView.delegate = delegate
        var installedInCompletion: UICollectionViewLayout?
        let transition = collectionView.startInteractiveTransition(to: new) { _, _ in
            installedInCompletion = collectionView.collectionViewLayout
        }
        XCTAssertTrue(transition is OffsetTransitionLayout)
        XCTAssertEqual(delegate.calls, 1)
        XCTAssertEqual(log.entries, ["old.prepareTo", "new.prepareFrom", "new.target"])
        drive(collectionView, transition, to: 0.9)
        collectionView.finishInteractiveTransition()
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(installedInCompletion === new)
        XCTAssertEqual(log.entries.suffix(2), ["old.finalize", "new.finalize"])
    }

    /// §5.4: finish installs the next layout with (completed true, finished true); cancel restores the
    /// current layout and content offset with (true, false).
    func testFinishAndCancelReportCompletedAndFinished() async {
        for finishing in [true, false] {
            let (loop, collectionView, _) = makeCollectionView(counts: [1000])
            collectionView.contentOffset = CGPoint(x: 0, y: 3000)
            collectionView.layoutIfNeeded()
            let old = collectionView.collectionViewLayout
            let new = grid(100)
            var result: (Bool, Bool)?
            let transition = collectionView.startInteractiveTransition(to: new) { result = ($0, $1) }
            drive(collectionView, transition, to: 0.5)
            // The offset is halfway between 3000 and the target 11825 (see AnimatedLayoutChangeTests).
            XCTAssertEqual(collectionView.contentOffset.y, (3000 + 11825) / 2, accuracy: 1e-9)
            if finishing {
                collectionView.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
            }
            XCTAssertNil(result)
            XCTAssertTrue(loop.runUntilIdle())
            XCTAssertEqual(result?.0, true)
            XCTAssertEqual(result?.1, finishing)
            XCTAssertTrue(collectionView.collectionViewLayout === (finishing ? new : old))
            XCTAssertEqual(collectionView.contentOffset.y, finishing ? 11825 : 3000)
            XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 332, section: 0)))
        }
    }

    /// Issue 12 / §5.4: right after a finish the progress moves at the velocity it was tracked at (within 5 %,
    /// measured over the first 1 ms frame), a fast release overshoots past 1 and settles at 1.
    func testFinishCarriesOnAtTheTrackedVelocityAndOvershoots() async {
        let (_, collectionView, _) = makeCollectionView(counts: [50])
        let loop = FrameLoop(framesPerSecond: 1000)
        loop.makeCurrent()
        let transition = collectionView.startInteractiveTransition(to: grid(100))
        drive(collectionView, transition, to: 0.30)
        loop.advance(frames: 16)
        drive(collectionView, transition, to: 0.50)
        transition.updateValue(0, forAnimatedKey: "offsetH")
        loop.advance(frames: 16)
        drive(collectionView, transition, to: 0.70)
        transition.updateValue(20, forAnimatedKey: "offsetH")
        let tracked: CGFloat = 0.2 / 0.016
        XCTAssertEqual(transition.progressVelocity, tracked, accuracy: 1e-9)
        collectionView.finishInteractiveTransition()
        loop.step()
        let measured = (transition.transitionProgress - 0.70) / 0.001
        XCTAssertEqual(measured, tracked, accuracy: 0.05 * tracked)
        let keyMeasured = (transition.value(forAnimatedKey: "offsetH") - 20) / 0.001
        XCTAssertEqual(keyMeasured, 1250, accuracy: 0.05 * 1250)
        var peak: CGFloat = 0
        while collectionView.collectionViewLayout === transition {
            peak = max(peak, transition.transitionProgress)
            loop.step()
        }
        XCTAssertGreaterThan(peak, 1.1)  // the slide's "1.1": a fast release goes past the end (here to 1.153)
        XCTAssertEqual(transition.value(forAnimatedKey: "offsetH"), 0)
        XCTAssertEqual(transition.transitionProgress, 1)
    }

    /// §5.2: animated keys store the latest value; a key never set reads 0.
    func testAnimatedKeysStoreValues() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [5])
        let transition = collectionView.startInteractiveTransition(to: grid(100))
        transition.updateValue(12.5, forAnimatedKey: "offsetV")
        XCTAssertEqual(transition.value(forAnimatedKey: "offsetV"), 12.5)
        XCTAssertEqual(transition.value(forAnimatedKey: "never"), 0)
        collectionView.cancelInteractiveTransition()
        XCTAssertTrue(loop.runUntilIdle())
    }

    /// §5.3–5.4 misuse: starting during a transition returns the running layout and completes the new request
    /// with (false, false); finishing or cancelling without a transition, or twice, is ignored.
    func testStartTwiceAndFinishWithoutATransitionAreHarmless() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [5])
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        var first: (Bool, Bool)?
        var second: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: grid(100)) { first = ($0, $1) }
        let again = collectionView.startInteractiveTransition(to: grid(20)) { second = ($0, $1) }
        XCTAssertTrue(again === transition)
        XCTAssertEqual(second?.0, false)
        XCTAssertEqual(second?.1, false)
        drive(collectionView, transition, to: 0.8)
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(first?.1, true)
        XCTAssertTrue(collectionView.collectionViewLayout === transition.nextLayout)
    }

    /// §5.4 misuse: replacing the layout mid-settle (UIKit crashes) ends the transition at once with
    /// completed false, in the direction it was settling, then installs the new layout.
    func testReplacingTheLayoutMidSettleEndsTheTransitionFirst() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [5])
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: grid(100)) { result = ($0, $1) }
        drive(collectionView, transition, to: 0.6)
        collectionView.finishInteractiveTransition()
        loop.advance(frames: 3)
        let replacement = grid(30)
        collectionView.collectionViewLayout = replacement
        XCTAssertEqual(result?.0, false)
        XCTAssertEqual(result?.1, true)
        XCTAssertTrue(collectionView.collectionViewLayout === replacement)
        XCTAssertTrue(loop.runUntilIdle())
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.bounds.size, CGSize(width: 30, height: 30))
    }
}
