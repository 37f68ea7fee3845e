import PassageCore
import PassageUI
// Where behaviours leave their items: snaps end at their point, attachments keep their length, springs
// stretch by m·g/k, elasticity 1 bounces back to the drop height.
import XCTest

@testable import PassageDynamics

@MainActor
final class BehaviorOutcomeTests: XCTestCase {
    func testSnapEndsAtItsPointUnrotatedAndPauses() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 100, y: 120))
        item.transform = CGAffineTransform(rotationAngle: 0.4)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 500)))
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 20))
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(item.center.x, 300, accuracy: 1)
        XCTAssertEqual(item.center.y, 500, accuracy: 1)
        XCTAssertEqual(atan2(item.transform.b, item.transform.a), 0, accuracy: 0.01)
    }

    func testMovingTheSnapPointWakesThePausedAnimatorAndMovesTheItem() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 100, y: 120))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 200))
        animator.addBehavior(snap)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 20))
        snap.snapPoint = CGPoint(x: 200, y: 600)
        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 20))
        XCTAssertEqual(item.center.y, 600, accuracy: 1)
    }

    func testRodAttachmentKeepsItsLengthWhileTheItemSwings() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 300))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        XCTAssertEqual(rod.length, 200)
        XCTAssertEqual(rod.attachedBehaviorType, .anchor)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 3, dy: 0)
        animator.addBehavior(push)
        var maxDeviation: CGFloat = 0
        var maxSwing: CGFloat = 0
        for _ in 0..<180 {
            scene.loop.step()
            let distance = hypot(item.center.x - 200, item.center.y - 100)
            maxDeviation = max(maxDeviation, abs(distance - 200))
            maxSwing = max(maxSwing, abs(item.center.x - 200))
        }
        XCTAssertGreaterThan(maxSwing, 50, "the push swings the item")
        XCTAssertLessThan(maxDeviation, 1, "the rod keeps 200 points")
    }

    func testItemToItemAttachmentKeepsTheirDistance() async {
        let scene = DynamicsTestScene()
        let first = TestItem(center: CGPoint(x: 100, y: 300), size: CGSize(width: 40, height: 40))
        let second = TestItem(center: CGPoint(x: 250, y: 300), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let link = UIAttachmentBehavior(item: first, attachedTo: second)
        XCTAssertEqual(link.attachedBehaviorType, .items)
        animator.addBehavior(link)
        let push = UIPushBehavior(items: [first], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        animator.addBehavior(push)
        scene.loop.advance(frames: 90)
        XCTAssertEqual(hypot(first.center.x - second.center.x, first.center.y - second.center.y), 150, accuracy: 1)
        XCTAssertGreaterThan(second.center.y, 300, "the second item is dragged along")
    }

    /// A spring attachment rests stretched by m·g/k = g/(2πf)²: 25.3 points at 1 Hz under gravity 1.
    func testSpringAttachmentRestsStretchedByWeightOverStiffness() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 200))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        spring.frequency = 1
        spring.damping = 0.5
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 30))
        let stretch: CGFloat = 1000 / (4 * CGFloat.pi * CGFloat.pi)
        XCTAssertEqual(item.center.y - 100, 100 + stretch, accuracy: 1)
    }

    /// Elasticity 1 (restitution 1, no resistance) bounces the item back to within a few percent of its drop.
    func testElasticityOneBouncesBackToTheDropHeight() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 200))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let properties = frictionless([item])
        properties.elasticity = 1
        animator.addBehavior(properties)
        var fellTo: CGFloat = 0
        var apex = CGFloat.infinity
        var bounced = false
        for _ in 0..<150 {
            scene.loop.step()
            let velocity = properties.linearVelocity(for: item).y
            if !bounced {
                fellTo = max(fellTo, item.center.y)
                bounced = velocity < 0
            } else {
                apex = min(apex, item.center.y)
                if velocity > 0 { break }
            }
        }
        let drop = fellTo - 200
        XCTAssertGreaterThan(drop, 500)
        XCTAssertEqual(
            fellTo + 50, 801, accuracy: 10, "the floor is the bounds grown by 1 point (sampled once a frame)")
        XCTAssertEqual(apex, 200, accuracy: drop * 0.03)
    }

    func testDefaultElasticityBouncesLowAndSettlesOnTheFloor() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertEqual(item.frame.maxY, 800, accuracy: 2)
        XCTAssertEqual(item.center.x, 200)
    }
}
