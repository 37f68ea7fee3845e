import PassageCore
import PassageUI
// Bad input: each gets UIKit's outcome where UIKit defines one, otherwise a logged diagnostic and a defined
// result. Nothing crashes or corrupts the world: the other items keep moving as they should.
import XCTest

@testable import PassageDynamics

@MainActor
final class BadInputTests: XCTestCase {
    func testZeroSizeItemIsLeftOutAndTheOthersStillFall() async {
        let scene = DynamicsTestScene()
        let empty = scene.addItem(center: CGPoint(x: 100, y: 100), size: .zero)
        let item = scene.addItem(center: CGPoint(x: 300, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [empty, item]))
        scene.loop.advance(frames: 30)
        XCTAssertEqual(empty.center, CGPoint(x: 100, y: 100))
        XCTAssertGreaterThan(item.center.y, 200)
        XCTAssertNil(animator.body(for: empty))
    }

    func testNonFiniteValuesAreRefusedAndTheOldValuesKept() async {
        let scene = DynamicsTestScene()
        let broken = TestItem(center: CGPoint(x: CGFloat.nan, y: 100))
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let gravity = UIGravityBehavior(items: [broken, item])
        gravity.magnitude = .nan
        gravity.gravityDirection = CGVector(dx: .infinity, dy: 0)
        gravity.setAngle(.pi, magnitude: .infinity)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        animator.addBehavior(gravity)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: .nan, dy: 1)
        XCTAssertEqual(push.pushDirection, CGVector(dx: 0, dy: 0))
        animator.addBehavior(push)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = .nan
        properties.density = -1
        properties.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: item)
        XCTAssertEqual(properties.elasticity, 0.2)
        XCTAssertEqual(properties.density, 1)
        animator.addBehavior(properties)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 50))
        rod.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        rod.length = -.infinity
        XCTAssertEqual(rod.anchorPoint, CGPoint(x: 200, y: 50))
        XCTAssertEqual(rod.length, 50)
        let snap = UISnapBehavior(item: broken, snapTo: CGPoint(x: 0, y: CGFloat.infinity))
        XCTAssertTrue(snap.snapPoint.x.isNaN, "the item's own (non-finite) centre, refused again when made")
        animator.addBehavior(snap)
        scene.loop.advance(frames: 30)
        XCTAssertNil(animator.body(for: broken))
        XCTAssertTrue(broken.center.x.isNaN)
        XCTAssertEqual(item.center.y - 100, 125, accuracy: 5, "gravity 1 still acts on the finite item")
    }

    func testViewOutsideTheReferenceViewIsLeftOut() async {
        let scene = DynamicsTestScene()
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [stranger, item, scene.referenceView]))
        scene.loop.advance(frames: 30)
        XCTAssertEqual(stranger.center, CGPoint(x: 25, y: 25))
        XCTAssertEqual(scene.referenceView.center, CGPoint(x: 200, y: 400))
        XCTAssertGreaterThan(item.center.y, 200)
    }

    func testBehaviorAddedTwiceIsAddedOnce() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let gravity = UIGravityBehavior(items: [item])
        animator.addBehavior(gravity)
        animator.addBehavior(gravity)
        XCTAssertEqual(animator.behaviors.count, 1)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .behaviorAddedTwice)
        let other = UIDynamicAnimator(referenceView: scene.referenceView)
        other.addBehavior(gravity)
        XCTAssertTrue(other.behaviors.isEmpty, "a behavior belongs to one animator")
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .behaviorHasOwner)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 30)
        XCTAssertEqual(item.center.y - 100, 125, accuracy: 2.1, "gravity applied once, not twice")
    }

    /// "Multiple gravity behavior per animator is undefined": Passage logs, and the last one added sets gravity.
    func testTwoGravityBehaviorsLastOneAddedWins() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 400))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let upward = UIGravityBehavior(items: [item])
        upward.gravityDirection = CGVector(dx: 0, dy: -0.5)
        animator.addBehavior(upward)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .multipleGravityBehaviors)
        XCTAssertEqual(scene.loop.diagnostics.last?.severity, .warning)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 60)
        XCTAssertEqual(properties.linearVelocity(for: item).y, -500, accuracy: 0.1)
    }

    func testInvalidBoundaryPathsAreRefused() async {
        let collision = UICollisionBehavior(items: [])
        collision.addBoundary(withIdentifier: "empty" as NSCopying, for: UIBezierPath())
        let dot = UIBezierPath()
        dot.move(to: CGPoint(x: 10, y: 10))
        dot.addLine(to: CGPoint(x: 10, y: 10))
        collision.addBoundary(withIdentifier: "dot" as NSCopying, for: dot)
        let broken = UIBezierPath()
        broken.move(to: CGPoint(x: 0, y: 0))
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
        collision.addBoundary(withIdentifier: "nan" as NSCopying, for: broken)
        collision.addBoundary(withIdentifier: "same" as NSCopying, from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
        XCTAssertNil(collision.boundaryIdentifiers)
        collision.addBoundary(withIdentifier: "good" as NSCopying, from: .zero, to: CGPoint(x: 1, y: 0))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
    }

    func testInvalidCollisionPathFallsBackToTheBounds() async {
        final class Odd: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        }
        let scene = DynamicsTestScene()
        let odd = Odd(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        scene.referenceView.addSubview(odd)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [odd]))
        animator.reconcileIfNeeded()
        XCTAssertEqual(Double(animator.body(for: odd)!.mass), 1, accuracy: 1e-5)
    }

    func testLayoutAttributesNeedALayoutAnimator() async {
        let scene = DynamicsTestScene()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        scene.loop.advance(frames: 10)
        XCTAssertEqual(attributes.center, CGPoint(x: 25, y: 25))
        XCTAssertNil(animator.body(for: attributes))
    }

    func testAttachmentRangeMustContainZero() async {
        let first = TestItem(center: CGPoint(x: 100, y: 100))
        let second = TestItem(center: CGPoint(x: 300, y: 100))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: first, attachedTo: second, attachmentAnchor: CGPoint(x: 200, y: 100),
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: 10, maximum: 20)
        XCTAssertTrue(slide.attachmentRange.isInfinite)
        slide.attachmentRange = UIFloatRange(minimum: -10, maximum: 20)
        XCTAssertEqual(slide.attachmentRange, UIFloatRange(minimum: -10, maximum: 20))
    }
}
