import PassageCore
import PassageUI
// The animator's rhythm: it steps on the frame loop, writes centre and rotation every frame, pauses when
// every body sleeps (telling its delegate), resumes on any change, and repeats itself bit for bit.
import XCTest

@testable import PassageDynamics

@MainActor
final class RhythmTests: XCTestCase {
    func testAddingABehaviorResumesAndRestingBodiesPause() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let log = AnimatorEventLog(loop: scene.loop)
        animator.delegate = log
        XCTAssertFalse(animator.isRunning)
        let gravity = UIGravityBehavior(items: [item])
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(log.events, ["resume@0"])
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertEqual(log.events.count, 2)
        let pauseFrame = scene.loop.frameCount
        XCTAssertEqual(log.events.last, "pause@\(pauseFrame)")
        XCTAssertEqual(animator.elapsedTime, Double(pauseFrame) / 60, accuracy: 1e-9)
        // Box2D sleeps a body 0.5 s after it comes to rest: the pause comes well after the landing.
        XCTAssertGreaterThan(pauseFrame, 90)
        let restingCenter = item.center
        scene.loop.advance(frames: 30)
        XCTAssertEqual(item.center, restingCenter)
        XCTAssertEqual(animator.elapsedTime, Double(pauseFrame) / 60, accuracy: 1e-9, "no steps while paused")

        gravity.gravityDirection = CGVector(dx: 0, dy: -1)
        XCTAssertEqual(log.events.last, "resume@\(pauseFrame + 30)")
        scene.loop.advance(frames: 10)
        XCTAssertLessThan(item.center.y, restingCenter.y, "gravity now pulls upward")
    }

    func testRemovingEveryBehaviorPausesOnTheNextFrame() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let log = AnimatorEventLog(loop: scene.loop)
        animator.delegate = log
        animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.loop.advance(frames: 5)
        animator.removeAllBehaviors()
        XCTAssertTrue(animator.behaviors.isEmpty)
        scene.loop.advance(frames: 1)
        XCTAssertEqual(log.events, ["resume@0", "pause@6"])
        XCTAssertFalse(animator.isRunning)
    }

    /// Removing behaviours takes their bodies, joints, boundaries and anchors out of the world.
    func testRemovedBehaviorsLeaveNothingInTheWorld() async {
        let scene = DynamicsTestScene()
        let first = scene.addItem(center: CGPoint(x: 100, y: 100))
        let second = scene.addItem(center: CGPoint(x: 300, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let collision = UICollisionBehavior(items: [first, second])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        let snap = UISnapBehavior(item: second, snapTo: CGPoint(x: 200, y: 300))
        for behavior in [
            collision, snap, UIGravityBehavior(items: [first]),
            UIAttachmentBehavior(item: first, attachedTo: second),
        ] as [UIDynamicBehavior] {
            animator.addBehavior(behavior)
        }
        scene.loop.advance(frames: 10)
        XCTAssertEqual(animator.world.bodyCount, 2 + 2 + 1, "two items, two boundary bodies, the snap's anchor")
        animator.removeBehavior(snap)
        scene.loop.advance(frames: 1)
        XCTAssertEqual(animator.world.bodyCount, 4)
        animator.removeAllBehaviors()
        scene.loop.advance(frames: 1)
        XCTAssertEqual(animator.world.bodyCount, 0)
        XCTAssertFalse(animator.isRunning)
    }

    func testUpdateItemUsingCurrentStateMovesTheBodyAndResumes() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        item.center = CGPoint(x: 100, y: 100)
        animator.updateItem(usingCurrentState: item)
        XCTAssertTrue(animator.isRunning)
        scene.loop.advance(frames: 6)
        XCTAssertEqual(item.center.x, 100)
        XCTAssertEqual(item.center.y, 100 + 0.5 * 1000 * 0.01, accuracy: 5)
    }

    func testEveryFrameWritesCentreAndARotationTransformRoundedToPixels() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 400))
        item.transform = CGAffineTransform(scaleX: 2, y: 2)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addAngularVelocity(1, for: item)
        properties.addLinearVelocity(CGPoint(x: 33.3, y: 0), for: item)
        animator.addBehavior(properties)
        let scale = UIScreen.main.scale
        for _ in 0..<10 {
            scene.loop.step()
            XCTAssertEqual(item.center.x * scale, (item.center.x * scale).rounded(), "centre on the pixel grid")
            let angle = atan2(item.transform.b, item.transform.a)
            XCTAssertEqual(
                hypot(item.transform.a, item.transform.b), 1, accuracy: 1e-9, "the scale is gone, as in UIKit")
            XCTAssertEqual(angle * 5000, (angle * 5000).rounded(), accuracy: 1e-6)
        }
        XCTAssertGreaterThan(atan2(item.transform.b, item.transform.a), 0.1)
    }

    func testActionsRunOncePerStepInTreeOrderAndWillMoveSeesTheAnimator() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        final class Composite: UIDynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
        }
        var calls: [String] = []
        let composite = Composite()
        composite.action = { calls.append("parent") }
        let gravity = UIGravityBehavior(items: [item])
        gravity.action = { calls.append("gravity") }
        composite.addChildBehavior(gravity)
        animator.addBehavior(composite)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        XCTAssertEqual(animator.behaviors.count, 1)
        scene.loop.advance(frames: 2)
        XCTAssertEqual(calls, ["parent", "gravity", "parent", "gravity"])
        XCTAssertGreaterThan(item.center.y, 100)
        animator.removeBehavior(composite)
        XCTAssertEqual(composite.moves, [true, false])
        XCTAssertNil(gravity.dynamicAnimator)
    }

    /// Two runs of the same program give the same bits in every frame.
    func testTwoRunsGiveTheSameBits() async {
        func run() -> [UInt64] {
            let scene = DynamicsTestScene()
            let items = (0..<24).map { index in
                let column = CGFloat(index % 6)
                let row = CGFloat(index / 6)
                let widen = CGFloat(index % 3)
                let center = CGPoint(x: 60 + column * 55, y: 80 + row * 70)
                return TestItem(center: center, size: CGSize(width: 40 + widen * 5, height: 40))
            }
            let animator = UIDynamicAnimator(referenceView: scene.referenceView)
            animator.addBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let push = UIPushBehavior(items: [items[0], items[7]], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 4, dy: -2)
            animator.addBehavior(push)
            var bits: [UInt64] = []
            for _ in 0..<240 {
                scene.loop.step()
                for item in items {
                    bits += [
                        UInt64(item.center.x.bitPattern), UInt64(item.center.y.bitPattern),
                        UInt64(item.transform.b.bitPattern),
                    ]
                }
            }
            return bits
        }
        let first = run()
        let second = run()
        XCTAssertEqual(first.count, 240 * 24 * 3)
        XCTAssertTrue(first == second, "the runs differ")
        XCTAssertNotEqual(Array(first.prefix(3)), Array(first.suffix(3)), "the items moved")
    }
}
