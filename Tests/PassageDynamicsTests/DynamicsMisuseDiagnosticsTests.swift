// Bad input to UIKit Dynamics gets its defined outcome and a typed diagnostic (UIKit raises or asserts on most of
// these): animators, behaviours, fields and items. Each test pins the code and what Passage did.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDynamics

/// A view that asks for a path collision bounds but gives no usable path.
private final class PathlessView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
}

@MainActor
final class DynamicsMisuseDiagnosticsTests: XCTestCase {
    /// The codes raised on `loop`, oldest first.
    private func codes(_ loop: FrameLoop) -> [Diagnostic.Code] { loop.diagnostics.map(\.code) }

    // MARK: Animators

    /// items(in:) a non-finite rect is empty; updating an item in no behaviour is ignored.
    func testQueriesAndUpdatesOfForeignItemsAreRefused() async {
        let scene = DynamicsTestScene()
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        XCTAssertTrue(animator.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemsInNonFiniteRect)
        animator.updateItem(usingCurrentState: TestItem(center: .zero))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .updatedItemNotInAnimator)
    }

    /// Items the animator cannot move are left where they are: a view outside the reference view, layout
    /// attributes without a layout animator, a view in a layout animator.
    func testItemsTheAnimatorCannotMoveAreLeftOut() async {
        let scene = DynamicsTestScene()
        let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [stranger, attributes]))
        scene.loop.advance(frames: 10)
        XCTAssertEqual(stranger.center, CGPoint(x: 25, y: 25))
        XCTAssertEqual(attributes.center, CGPoint(x: 25, y: 25))
        XCTAssertTrue(codes(scene.loop).contains(.viewItemOutsideReferenceView))
        XCTAssertTrue(codes(scene.loop).contains(.layoutAttributesItemWithoutLayout))
        let layoutAnimator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let view = scene.addItem(center: CGPoint(x: 100, y: 100))
        layoutAnimator.addBehavior(UIGravityBehavior(items: [view]))
        scene.loop.advance(frames: 10)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertTrue(codes(scene.loop).contains(.viewItemInLayoutAnimator))
    }

    // MARK: Behaviours

    /// A child with a parent, or a top-level behaviour, cannot become a child.
    func testChildBehaviorsNeedNoParentAndNoAnimator() async {
        let scene = DynamicsTestScene()
        let parent = UIDynamicBehavior()
        let child = UIDynamicBehavior()
        parent.addChildBehavior(child)
        UIDynamicBehavior().addChildBehavior(child)
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .childBehaviorHasParent)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        let topLevel = UIDynamicBehavior()
        animator.addBehavior(topLevel)
        parent.addChildBehavior(topLevel)
        XCTAssertEqual(parent.childBehaviors.count, 1)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .childBehaviorIsTopLevel)
    }

    /// Collision boundaries that cannot be boundaries are refused; a seventeenth collision behaviour shares bits.
    func testBadCollisionBoundariesAreRefused() async {
        let scene = DynamicsTestScene()
        let collision = UICollisionBehavior(items: [])
        collision.setTranslatesReferenceBoundsIntoBoundary(
            with: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        XCTAssertFalse(collision.translatesReferenceBoundsIntoBoundary)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .collisionInsetsNotFinite)
        collision.addBoundary(withIdentifier: "empty" as NSCopying, for: UIBezierPath())
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .collisionBoundaryPathInvalid)
        collision.addBoundary(withIdentifier: "dot" as NSCopying, from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .collisionBoundaryPointsInvalid)
        XCTAssertNil(collision.boundaryIdentifiers)
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        for _ in 0..<17 { animator.addBehavior(UICollisionBehavior(items: [item])) }
        scene.loop.advance(frames: 1)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .collisionCategoriesExhausted)
    }

    /// Non-finite directions, offsets, anchors and snap points are refused and the old values kept.
    func testNonFiniteVectorsAreRefused() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: .infinity, dy: 0)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .gravityDirectionNotFinite)
        gravity.magnitude = .nan
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .physicsVectorNotFinite)
        gravity.setAngle(.pi, magnitude: .infinity)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .physicsVectorNotFinite)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: .nan, dy: 1)
        XCTAssertEqual(push.pushDirection, CGVector(dx: 0, dy: 0))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .pushDirectionNotFinite)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: .nan, vertical: 0), for: item)
        XCTAssertEqual(push.targetOffsetFromCenter(for: item), .zero)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .pushOffsetNotFinite)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 50))
        rod.length = -1
        XCTAssertEqual(rod.length, 50)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .physicsValueInvalid)
        rod.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(rod.anchorPoint, CGPoint(x: 200, y: 50))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .attachmentAnchorNotFinite)
        let fresh = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: CGFloat.nan, y: 0))
        XCTAssertTrue(fresh.anchorPoint.x.isFinite)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .attachmentAnchorNotFinite)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 10, y: 10))
        snap.snapPoint = CGPoint(x: 0, y: CGFloat.infinity)
        XCTAssertEqual(snap.snapPoint, CGPoint(x: 10, y: 10))
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .snapPointNotFinite)
        let field = UIFieldBehavior.dragField()
        field.animationSpeed = .nan
        XCTAssertTrue(field.animationSpeed.isFinite)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .fieldValueNotFinite)
    }

    /// A sliding attachment's range must contain 0; an item attached to itself does nothing.
    func testAttachmentRangesAndSelfAttachmentsAreRefused() async {
        let scene = DynamicsTestScene()
        let first = TestItem(center: CGPoint(x: 100, y: 100))
        let second = TestItem(center: CGPoint(x: 300, y: 100))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: first, attachedTo: second, attachmentAnchor: CGPoint(x: 200, y: 100),
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: 10, maximum: 20)
        XCTAssertTrue(slide.attachmentRange.isInfinite)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .attachmentRangeExcludesZero)
        let item = scene.addItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIAttachmentBehavior(item: item, attachedTo: item))
        scene.loop.advance(frames: 10)
        XCTAssertEqual(item.center, CGPoint(x: 200, y: 100))
        XCTAssertTrue(codes(scene.loop).contains(.attachmentToItself))
    }

    /// Item properties out of range and non-finite or foreign velocities are refused.
    func testItemBehaviorPropertiesAndVelocitiesAreChecked() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = .nan
        XCTAssertEqual(properties.elasticity, 0.2)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemPropertyOutOfRange)
        properties.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: item)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemVelocityNotFinite)
        properties.addAngularVelocity(.nan, for: item)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemVelocityNotFinite)
        let stranger = TestItem(center: .zero)
        properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: stranger)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemNotInBehavior)
        properties.addAngularVelocity(1, for: stranger)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemNotInBehavior)
        XCTAssertEqual(properties.linearVelocity(for: item), .zero)
    }

    // MARK: Items

    /// Items without a usable size, state, group or path are left out or fall back to their bounds.
    func testUnusableItemsAreLeftOut() async {
        let scene = DynamicsTestScene()
        let empty = scene.addItem(center: CGPoint(x: 100, y: 100), size: .zero)
        let broken = TestItem(center: CGPoint(x: CGFloat.nan, y: 100))
        let group = UIDynamicItemGroup(items: [])
        let pathless = PathlessView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        scene.referenceView.addSubview(pathless)
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [empty, broken, group, pathless]))
        scene.loop.advance(frames: 10)
        XCTAssertNil(animator.body(for: empty))
        XCTAssertNil(animator.body(for: broken))
        XCTAssertNil(animator.body(for: group))
        XCTAssertNotNil(animator.body(for: pathless), "a box of its bounds")
        for code: Diagnostic.Code in [
            .itemSizeInvalid, .itemStateNotFinite, .itemGroupInvalid, .collisionBoundingPathInvalid,
        ] {
            XCTAssertTrue(codes(scene.loop).contains(code), "\(code)")
        }
    }

    /// updateItem(usingCurrentState:) with a non-finite state is ignored: the item keeps falling.
    func testUpdatingAnItemToANonFiniteStateIsIgnored() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.loop.advance(frames: 10)
        item.center = CGPoint(x: CGFloat.nan, y: 0)
        animator.updateItem(usingCurrentState: item)
        XCTAssertEqual(scene.loop.diagnostics.last?.code, .itemStateNotFinite)
        scene.loop.advance(frames: 1)
        XCTAssertTrue(item.center.x.isFinite, "the body's state is written back")
    }
}
