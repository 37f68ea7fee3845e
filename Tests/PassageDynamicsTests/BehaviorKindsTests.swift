import PassageCore
import PassageUI
// The other behaviour kinds: item groups, the iOS 9 attachments, fields, and layout animators.
import XCTest

@testable import PassageDynamics

@MainActor
final class BehaviorKindsTests: XCTestCase {
    func testAGroupMovesItsMembersAsOneBody() async {
        let scene = DynamicsTestScene()
        let left = scene.addItem(center: CGPoint(x: 150, y: 100), size: CGSize(width: 50, height: 50))
        let right = scene.addItem(center: CGPoint(x: 250, y: 100), size: CGSize(width: 50, height: 50))
        let group = UIDynamicItemGroup(items: [left, right])
        XCTAssertEqual(group.center, CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.reconcileIfNeeded()
        XCTAssertEqual(Double(animator.body(for: group)!.mass), 0.5, accuracy: 1e-5)
        scene.loop.advance(frames: 30)
        XCTAssertEqual(right.center.x - left.center.x, 100)
        XCTAssertEqual(left.center.y, right.center.y)
        XCTAssertGreaterThan(left.center.y, 200)
    }

    func testSlidingAttachmentKeepsTheItemOnItsAxis() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: CGPoint(x: 200, y: 400),
            axisOfTranslation: CGVector(dx: 1, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -1000, maximum: 100)
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertEqual(item.center.x - 200, item.center.y - 400, accuracy: 0.5, "on the diagonal")
        XCTAssertEqual(hypot(item.center.x - 200, item.center.y - 400), 100, accuracy: 1, "stopped by the range")
    }

    func testPinAttachmentLetsTwoItemsTurnAboutTheirCommonPoint() async {
        let scene = DynamicsTestScene()
        let fixed = TestItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let arm = TestItem(center: CGPoint(x: 300, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let anchored = UIDynamicItemBehavior(items: [fixed])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(
            UIAttachmentBehavior.pinAttachment(with: fixed, attachedTo: arm, attachmentAnchor: CGPoint(x: 250, y: 200)))
        animator.addBehavior(UIGravityBehavior(items: [arm]))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            scene.loop.step()
            XCTAssertEqual(hypot(arm.center.x - 250, arm.center.y - 200), 50, accuracy: 1)
            lowest = max(lowest, arm.center.y)
        }
        XCTAssertEqual(lowest, 250, accuracy: 2, "it swings down under the pin")
        XCTAssertEqual(fixed.center, CGPoint(x: 200, y: 200))
    }

    func testLimitAttachmentIsSlackBelowItsLength() async {
        let scene = DynamicsTestScene()
        let top = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let bottom = TestItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let anchored = UIDynamicItemBehavior(items: [top])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        let rope = UIAttachmentBehavior.limitAttachment(
            with: top, offsetFromCenter: .zero, attachedTo: bottom, offsetFromCenter: .zero)
        animator.addBehavior(rope)
        let push = UIPushBehavior(items: [bottom], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -0.5)
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [bottom]))
        var closest: CGFloat = 100
        for _ in 0..<60 {
            scene.loop.step()
            closest = min(closest, bottom.center.y - top.center.y)
        }
        XCTAssertLessThan(closest, 95, "the rope goes slack")
        XCTAssertEqual(bottom.center.y - top.center.y, 100, accuracy: 1, "and holds at its length")
    }

    func testLinearGravityFieldOfStrengthOneMatchesGravity() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(item)
        animator.addBehavior(field)
        let properties = frictionless([item])
        animator.addBehavior(properties)
        scene.loop.advance(frames: 30)
        XCTAssertEqual(properties.linearVelocity(for: item).y, 500, accuracy: 0.1)
    }

    func testRadialGravityPullsTowardsItsPositionOnlyInsideItsRegion() async {
        let scene = DynamicsTestScene()
        let inside = TestItem(center: CGPoint(x: 100, y: 400), size: CGSize(width: 20, height: 20))
        let outside = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400))
        field.region = UIRegion(radius: 150)
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        scene.loop.advance(frames: 10)
        XCTAssertGreaterThan(inside.center.x, 100)
        XCTAssertEqual(inside.center.y, 400, accuracy: 1e-6)
        XCTAssertEqual(outside.center, CGPoint(x: 200, y: 100))
        XCTAssertTrue(
            UIRegion(radius: 10).union(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(
                CGPoint(x: 40, y: 0)))
        XCTAssertFalse(UIRegion.infinite.difference(from: UIRegion(radius: 5)).contains(.zero))
    }

    func testDragFieldSlowsAndCustomFieldPushes() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 100, y: 400))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let properties = frictionless([item])
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: item)
        animator.addBehavior(properties)
        let drag = UIFieldBehavior.dragField()
        drag.addItem(item)
        animator.addBehavior(drag)
        let custom = UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: 0, dy: 1) }
        custom.addItem(item)
        animator.addBehavior(custom)
        scene.loop.advance(frames: 60)
        let velocity = properties.linearVelocity(for: item)
        XCTAssertEqual(velocity.x, 200 * exp(-1), accuracy: 2, "drag of strength 1: v·e^(−t)")
        XCTAssertGreaterThan(velocity.y, 50)
    }

    func testLayoutAnimatorMovesAttributesAndInvalidatesTheLayout() async {
        final class CountingLayout: UICollectionViewLayout {
            var invalidations = 0
            override func invalidateLayout() {
                invalidations += 1
                super.invalidateLayout()
            }
        }
        let scene = DynamicsTestScene()
        _ = scene
        let layout = CountingLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        XCTAssertNil(animator.referenceView)
        let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 50, y: 60))
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.8
        animator.addBehavior(spring)
        XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === attributes)
        XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 4, section: 0)))
        scene.loop.advance(frames: 5)
        XCTAssertEqual(layout.invalidations, 5)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 20))
        XCTAssertEqual(attributes.center.y, 60, accuracy: 1)
        XCTAssertEqual(attributes.center.x, 50, accuracy: 1)
    }

    /// `UICollisionBehavior()`, `UIGravityBehavior()` and `UIDynamicItemBehavior()` (NSObject's `init()` on iOS,
    /// as GuillotineMenu makes its collision) start with no items; items added later take part.
    func testBehavioursMadeWithoutItemsStartEmpty() async {
        let collision = UICollisionBehavior()
        let gravity = UIGravityBehavior()
        XCTAssertTrue(collision.items.isEmpty)
        XCTAssertTrue(gravity.items.isEmpty)
        XCTAssertTrue(UIDynamicItemBehavior().items.isEmpty)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        gravity.addItem(view)
        XCTAssertEqual(gravity.items.count, 1)
    }
}
