// CATransaction: completion blocks, commit without begin, flush, and values stored on a transaction.
import XCTest

@testable import PassageCore

@MainActor
final class TransactionTests: XCTestCase {
    /// The completion block runs once every animation added after it in the transaction has stopped,
    /// right after the last one's stop callback (frame 60 for a 1 s animation beside a 0.5 s one).
    func testCompletionRunsAfterAllAnimationsAddedAfterIt() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let book = AnimationLogBook()
        CATransaction.begin()
        CATransaction.setCompletionBlock { book.entries.append("completion@\(loop.frameCount)") }
        for (key, duration) in [("short", 0.5), ("long", 1.0)] {
            let animation = basic("position.x", from: 0, to: 1, duration: duration)
            animation.delegate = AnimationLog(key, loop: loop, book: book)
            layer.add(animation, forKey: key)
        }
        CATransaction.commit()
        XCTAssertEqual(book.entries, [])
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(
            book.entries, ["start short@1", "start long@1", "stop short true@30", "stop long true@60", "completion@60"])
    }

    /// Animations added before setCompletionBlock do not hold the block back.
    func testAnimationsAddedBeforeTheBlockDoNotCount() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var firedAt: Int?
        CATransaction.begin()
        layer.add(basic("position.x", from: 0, to: 1, duration: 1), forKey: "before")
        CATransaction.setCompletionBlock { firedAt = loop.frameCount }
        layer.add(basic("position.y", from: 0, to: 1, duration: 0.5), forKey: "after")
        CATransaction.commit()
        loop.advance(frames: 60)
        XCTAssertEqual(firedAt, 30)
    }

    /// With no animation added, the completion block runs at commit.
    func testCompletionWithoutAnimationsRunsAtCommit() async {
        _ = makeLoop()
        var fired = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired += 1 }
        XCTAssertNotNil(CATransaction.completionBlock())
        XCTAssertEqual(fired, 0)
        CATransaction.commit()
        XCTAssertEqual(fired, 1)
    }

    /// Implicit animations made in the transaction count; removing one early still lets the block run
    /// (at the next frame, after the not-finished stop).
    func testCompletionWaitsForImplicitAnimationsAndEarlyRemoval() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var firedAt: Int?
        CATransaction.begin()
        CATransaction.setCompletionBlock { firedAt = loop.frameCount }
        layer.position = CGPoint(x: 10, y: 0)
        layer.opacity = 0
        CATransaction.commit()
        loop.advance(frames: 5)
        layer.removeAnimation(forKey: "position")
        layer.removeAnimation(forKey: "opacity")
        XCTAssertNil(firedAt)
        loop.step()
        XCTAssertEqual(firedAt, 6)
    }

    /// An outer transaction's completion waits for animations added in nested transactions too (the order of
    /// two blocks firing on one frame is not pinned: Core Animation documents none).
    func testOuterCompletionWaitsForNestedAnimations() async {
        let loop = makeLoop()
        let layer = makeLayer()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer@\(loop.frameCount)") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("inner@\(loop.frameCount)") }
        layer.add(basic("position.x", from: 0, to: 1, duration: 0.5), forKey: "x")
        CATransaction.commit()
        CATransaction.commit()
        loop.advance(frames: 40)
        XCTAssertEqual(order.sorted(), ["inner@30", "outer@30"], "both on the frame the animation ends")
    }

    /// commit() without begin() is ignored (no crash, the implicit transaction stays open and usable).
    func testCommitWithoutBeginIsIgnored() async {
        let loop = makeLoop()
        let layer = makeLayer()
        CATransaction.commit()
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        layer.position = CGPoint(x: 5, y: 0)
        XCTAssertNil(layer.animationKeys(), "the implicit transaction's setting survived the stray commit")
        loop.step()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.commit()
        CATransaction.commit()
        layer.position = CGPoint(x: 6, y: 0)
        XCTAssertEqual(layer.animation(forKey: "position")?.duration, 0.25)
    }

    /// flush() commits the implicit transaction now: its completion block runs and its settings end.
    func testFlushCommitsTheImplicitTransaction() async {
        _ = makeLoop()
        let layer = makeLayer()
        var fired = false
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { fired = true }
        layer.position = CGPoint(x: 5, y: 0)
        XCTAssertFalse(fired)
        CATransaction.flush()
        XCTAssertTrue(fired)
        XCTAssertFalse(CATransaction.disableActions())
        layer.position = CGPoint(x: 6, y: 0)
        XCTAssertEqual(layer.animationKeys(), ["position"])
    }

    /// flush() inside an explicit transaction does nothing: the explicit one commits later.
    func testFlushInsideAnExplicitTransactionDoesNothing() async {
        _ = makeLoop()
        var fired = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired = true }
        CATransaction.flush()
        XCTAssertFalse(fired)
        CATransaction.commit()
        XCTAssertTrue(fired)
    }

    /// The frame loop commits the implicit transaction at the start of the next frame.
    func testTheFrameLoopCommitsTheImplicitTransaction() async {
        let loop = makeLoop()
        var firedAt: Int?
        CATransaction.setCompletionBlock { firedAt = loop.frameCount }
        XCTAssertNil(firedAt)
        loop.step()
        XCTAssertEqual(firedAt, 0, "committed before the clock advances")
    }

    /// value(forKey:) reads the innermost transaction that set the key; values end with their transaction.
    func testValuesForKeys() async {
        _ = makeLoop()
        CATransaction.begin()
        CATransaction.setValue(1, forKey: "k")
        CATransaction.begin()
        XCTAssertEqual(CATransaction.value(forKey: "k") as? Int, 1)
        CATransaction.setValue(2, forKey: "k")
        XCTAssertEqual(CATransaction.value(forKey: "k") as? Int, 2)
        CATransaction.commit()
        XCTAssertEqual(CATransaction.value(forKey: "k") as? Int, 1)
        CATransaction.commit()
        XCTAssertNil(CATransaction.value(forKey: "k"))
    }

    /// A completion block set inside a UIKit-style nested animation is independent per loop: a fresh
    /// FrameLoop starts with no open transaction.
    func testAFreshLoopStartsWithoutOpenTransactions() async {
        _ = makeLoop()
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        _ = makeLoop()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        XCTAssertNil(CATransaction.completionBlock())
    }
}
