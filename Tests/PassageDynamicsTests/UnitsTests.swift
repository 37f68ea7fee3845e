import PassageCore
import PassageUI
// UIKit Dynamics' units: gravity 1 = 1000 pt/s², push 1 on a 100 × 100-pt item of density 1 = 100 pt/s²
// (or +100 pt/s at once), mass = area / 10 000 pt² × density.
import XCTest

@testable import PassageDynamics

@MainActor
final class UnitsTests: XCTestCase {
    /// UIGravityBehavior: "a magnitude value of 1.0 … equals 1000 points / second²".
    func testFreeFallFollowsHalfOfThousandPointsPerSecondSquaredTimesTSquared() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let properties = frictionless([item])
        animator.addBehavior(properties)
        for frames in [15, 30, 45] {
            scene.loop.advance(frames: 15)
            let t = Double(frames) / 60
            let expected = 0.5 * 1000 * t * t
            // Semi-implicit Euler with 1/120-s steps leads the exact curve by ½·g·h·t.
            let discretisation = 0.5 * 1000 * (1.0 / 120) * t
            XCTAssertEqual(item.center.y - 100, expected, accuracy: discretisation + 0.01, "after \(frames) frames")
            XCTAssertEqual(properties.linearVelocity(for: item).y, 1000 * t, accuracy: 0.05)
        }
        XCTAssertEqual(item.center.x, 200)
    }

    func testGravityMagnitudeScalesAndDirectionTurnsTheAcceleration() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 400))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: -2, dy: 0)
        animator.addBehavior(gravity)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 60)
        XCTAssertEqual(properties.linearVelocity(for: item).x, -2000, accuracy: 0.2)
        XCTAssertEqual(properties.linearVelocity(for: item).y, 0, accuracy: 1e-6)
    }

    func testMassIsAreaOverTenThousandTimesDensity() async {
        let scene = DynamicsTestScene()
        let square = TestItem(center: CGPoint(x: 100, y: 100))
        let tall = TestItem(center: CGPoint(x: 300, y: 300), size: CGSize(width: 100, height: 200))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [square, tall]))
        let heavy = UIDynamicItemBehavior(items: [tall])
        heavy.density = 3
        animator.addBehavior(heavy)
        animator.reconcileIfNeeded()
        XCTAssertEqual(Double(animator.body(for: square)!.mass), 1, accuracy: 1e-5)
        XCTAssertEqual(Double(animator.body(for: tall)!.mass), 6, accuracy: 1e-4)
    }

    /// UIPushBehavior: magnitude 1 on a 100 × 100 item of density 1 accelerates it at 100 points/s².
    func testContinuousPushOfMagnitudeOneAcceleratesAtHundredPointsPerSecondSquared() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 100, y: 400))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 60)
        XCTAssertEqual(properties.linearVelocity(for: item).x, 100, accuracy: 0.01)
        XCTAssertEqual(item.center.x - 100, 50, accuracy: 0.5 * 100 / 120 + 0.01)
        XCTAssertTrue(push.active)
    }

    /// An instantaneous push of magnitude 1 adds 100 points/s to a 1-kg item, once.
    func testInstantaneousPushAddsHundredPointsPerSecondOnce() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 100, y: 400))
        let wide = TestItem(center: CGPoint(x: 100, y: 600), size: CGSize(width: 200, height: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let push = UIPushBehavior(items: [item, wide], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        let properties = frictionless([item, wide])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 1)
        XCTAssertFalse(push.active)
        scene.loop.advance(frames: 29)
        XCTAssertEqual(properties.linearVelocity(for: item).x, 100, accuracy: 0.001)
        XCTAssertEqual(properties.linearVelocity(for: wide).x, 50, accuracy: 0.001)
        XCTAssertEqual(item.center.x - 100, 50, accuracy: 0.01)
        push.active = true
        scene.loop.advance(frames: 1)
        XCTAssertEqual(properties.linearVelocity(for: item).x, 200, accuracy: 0.001)
    }

    func testPushAtAnOffsetFromTheCentreTurnsTheItem() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 400))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        animator.addBehavior(push)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 1)
        // Impulse 1 at 0.5 m from the centre of a 1-kg, 1 × 1-m box (I = 1/6): ω = 0.5 / (1/6) = 3 rad/s.
        XCTAssertEqual(properties.angularVelocity(for: item), 3, accuracy: 1e-4)
        XCTAssertEqual(properties.linearVelocity(for: item).y, 100, accuracy: 1e-3)
        XCTAssertGreaterThan(item.transform.b, 0, "turned clockwise on screen")
    }

    func testAddedVelocityAccumulatesBeforeTheBehaviorJoinsAnAnimator() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 400))
        let properties = frictionless([item])
        properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: item)
        properties.addLinearVelocity(CGPoint(x: 20, y: -10), for: item)
        properties.addAngularVelocity(1.5, for: item)
        XCTAssertEqual(properties.linearVelocity(for: item), CGPoint(x: 50, y: -10))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(properties)
        scene.loop.advance(frames: 60)
        XCTAssertEqual(item.center.x, 250, accuracy: 0.01)
        XCTAssertEqual(item.center.y, 390, accuracy: 0.01)
        XCTAssertEqual(properties.angularVelocity(for: item), 1.5, accuracy: 1e-5)
    }
}
