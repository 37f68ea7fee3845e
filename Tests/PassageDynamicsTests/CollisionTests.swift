import PassageCore
import PassageUI
// Collision behaviours: boundaries, modes, and the delegate's began/ended calls for items and boundaries.
import XCTest

@testable import PassageDynamics

@MainActor
final class CollisionTests: XCTestCase {
    final class ContactLog: UICollisionBehaviorDelegate {
        var events: [String] = []
        var points: [CGPoint] = []
        let names: [ObjectIdentifier: String]

        init(names: [ObjectIdentifier: String]) {
            self.names = names
        }

        private func name(_ item: any UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
        private func name(_ identifier: (any NSCopying)?) -> String {
            (identifier as? NSString).map { String($0) } ?? "nil"
        }

        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
            with item2: any UIDynamicItem, at p: CGPoint
        ) {
            events.append("began \(name(item1))-\(name(item2))")
            points.append(p)
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
            with item2: any UIDynamicItem
        ) {
            events.append("ended \(name(item1))-\(name(item2))")
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) {
            events.append("began \(name(item))|\(name(identifier))")
            points.append(p)
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?
        ) {
            events.append("ended \(name(item))|\(name(identifier))")
        }
    }

    func testBoundaryContactsBeginAtTheBoundaryAndEndWhenTheItemBouncesOff() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(
            withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 400, y: 600))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertNotNil(collision.boundary(withIdentifier: "floor" as NSCopying))
        let log = ContactLog(names: [ObjectIdentifier(item): "box"])
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        let bouncy = UIDynamicItemBehavior(items: [item])
        bouncy.elasticity = 0.8
        animator.addBehavior(bouncy)
        scene.loop.advance(frames: 120)
        XCTAssertEqual(Array(log.events.prefix(2)), ["began box|floor", "ended box|floor"])
        XCTAssertEqual(log.points.first?.y ?? 0, 600, accuracy: 2)
        XCTAssertEqual(log.points.first?.x ?? 0, 200, accuracy: 51)
        XCTAssertLessThan(item.center.y, 551, "the item rests on the floor, not through it")
    }

    func testReferenceBoundsReportANilIdentifierAndInsetsMoveThem() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0))
        let log = ContactLog(names: [ObjectIdentifier(item): "box"])
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertEqual(log.events.first, "began box|nil")
        XCTAssertEqual(item.center.y + 50, 601, accuracy: 2, "bottom inset 200: the floor is at 600 + 1")
    }

    func testItemsCollideWithEachOtherAndTheDelegateHearsIt() async {
        let scene = DynamicsTestScene()
        let falling = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
        let resting = TestItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [falling]))
        let anchored = UIDynamicItemBehavior(items: [resting])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        let collision = UICollisionBehavior(items: [falling, resting])
        let log = ContactLog(names: [ObjectIdentifier(falling): "falling", ObjectIdentifier(resting): "resting"])
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertTrue(
            log.events.first == "began falling-resting" || log.events.first == "began resting-falling", "\(log.events)")
        XCTAssertEqual(log.points.first?.y ?? 0, 375, accuracy: 2)
        XCTAssertEqual(falling.center.y, 350, accuracy: 2.5, "resting on top, Box2D's skin apart")
        XCTAssertEqual(resting.center, CGPoint(x: 200, y: 400), "anchored items do not move")
    }

    func testBoundariesModeLetsItemsPassThroughEachOther() async {
        let scene = DynamicsTestScene()
        let falling = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
        let resting = TestItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [falling]))
        let anchored = UIDynamicItemBehavior(items: [resting])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        let collision = UICollisionBehavior(items: [falling, resting])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertEqual(falling.center.y, 776, accuracy: 2, "passed the other item, stopped by the bounds")
    }

    func testItemsInSeparateCollisionBehaviorsDoNotCollide() async {
        let scene = DynamicsTestScene()
        let falling = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
        let resting = TestItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [falling]))
        let anchored = UIDynamicItemBehavior(items: [resting])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(UICollisionBehavior(items: [falling]))
        animator.addBehavior(UICollisionBehavior(items: [resting]))
        scene.loop.advance(frames: 60)
        XCTAssertGreaterThan(falling.center.y, 500)
    }

    func testPathBoundaryIsAClosedLoopAndRemovingItFreesTheItem() async {
        let scene = DynamicsTestScene()
        let item = TestItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(
            withIdentifier: "cup" as NSCopying,
            for: UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 200, height: 200)))
        animator.addBehavior(collision)
        XCTAssertTrue(scene.loop.runUntilIdle(timeout: 10))
        XCTAssertGreaterThan(item.center.y, 250)
        XCTAssertLessThan(item.center.y, 300, "held inside the circle")
        collision.removeBoundary(withIdentifier: "cup" as NSCopying)
        XCTAssertNil(collision.boundaryIdentifiers)
        scene.loop.advance(frames: 60)
        XCTAssertGreaterThan(item.center.y, 400)
    }

    func testEllipseItemsAreCirclesAndItemsInRectFindsThem() async {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        let scene = DynamicsTestScene()
        let ball = Ball(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        scene.referenceView.addSubview(ball)
        let box = scene.addItem(center: CGPoint(x: 200, y: 600))
        let animator = UIDynamicAnimator(referenceView: scene.referenceView)
        animator.addBehavior(UIGravityBehavior(items: [ball, box]))
        animator.reconcileIfNeeded()
        XCTAssertEqual(Double(animator.body(for: ball)!.mass), Double.pi / 4, accuracy: 1e-4)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 300)).count, 1)
        XCTAssertTrue(animator.items(in: CGRect(x: 0, y: 500, width: 400, height: 300)).first === box)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 800)).count, 2)
    }
}
