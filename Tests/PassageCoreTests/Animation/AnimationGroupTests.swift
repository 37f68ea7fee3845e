// CAAnimationGroup: children run on the group's local time and are clipped to the group's active time.
import XCTest

@testable import PassageCore

@MainActor
final class AnimationGroupTests: XCTestCase {
    /// Steps to `frame` and returns the presented position.
    private func position(_ layer: CALayer, atFrame frame: Int, _ loop: FrameLoop) -> CGPoint {
        loop.advance(frames: frame - loop.frameCount)
        return layer.presentation()!.position
    }

    /// A child's beginTime is relative to the group: a child beginning at 0.5 in a group added at 1 s
    /// (group beginTime = media time 1) starts at media time 1.5. A child of duration 0 takes the group's.
    func testChildTimesAreRelativeToTheGroup() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: -7, y: -9))
        loop.advance(frames: 60)
        let late = basic("position.x", from: 0, to: 100, duration: 1)
        late.beginTime = 0.5
        let whole = basic("position.y", from: 0, to: 200, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [late, whole]
        group.duration = 2
        layer.add(group, forKey: "group")
        let samples: [(frame: Int, point: CGPoint)] = [
            (75, CGPoint(x: -7, y: 25)),  // group time 0.25: x not begun, y at 1/8 of its 2 s
            (90, CGPoint(x: 0, y: 50)),  // 0.5: x begins
            (120, CGPoint(x: 50, y: 100)),  // 1.0
            (149, CGPoint(x: CGFloat(100.0 * 59 / 60), y: CGFloat(200.0 * 89 / 120))),
            (150, CGPoint(x: -7, y: 150)),  // 1.5: x ended (fill removed), y at 3/4
            (180, CGPoint(x: -7, y: -9)),  // 2.0: group ended and removed
        ]
        for (frame, expected) in samples {
            assertEqual(position(layer, atFrame: frame, loop), expected, accuracy: 1e-9)
        }
        XCTAssertNil(layer.animationKeys())
    }

    /// The group clips its children: a 3 s child in a 1 s group stops with the group (at a third of its way).
    func testTheGroupClipsItsChildren() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("group", loop: loop)
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 300, duration: 3)]
        group.duration = 1
        group.delegate = log
        layer.add(group, forKey: "group")
        XCTAssertEqual(position(layer, atFrame: 30, loop).x, 50, accuracy: 1e-9)
        XCTAssertEqual(position(layer, atFrame: 59, loop).x, 100 * 59 / 60, accuracy: 1e-9)
        XCTAssertEqual(position(layer, atFrame: 60, loop).x, 0)
        XCTAssertEqual(log.entries, ["start group@1", "stop group true@60"])
    }

    /// A group filled forwards holds its children at the group's end time (child value at group time 1 s).
    func testGroupFillForwardsHoldsChildrenAtTheGroupsEnd() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let group = CAAnimationGroup()
        let child = basic("position.x", from: 0, to: 300, duration: 3)
        let short = basic("position.y", from: 0, to: 10, duration: 0.5)
        short.fillMode = .forwards
        group.animations = [child, short]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")
        assertEqual(position(layer, atFrame: 45, loop), CGPoint(x: 75, y: 10), accuracy: 1e-9)
        assertEqual(position(layer, atFrame: 120, loop), CGPoint(x: 100, y: 10), accuracy: 1e-9)
    }

    /// The group's own timing maps onto its children: speed 2 plays a 1 s child in 0.5 s; a timing function on
    /// the group paces the children's time.
    func testGroupSpeedAndTimingFunctionApplyToChildren() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 100)]
        group.duration = 1
        group.speed = 2
        layer.add(group, forKey: "fast")
        XCTAssertEqual(position(layer, atFrame: 15, loop).x, 50, accuracy: 1e-9)

        let loop2 = makeLoop()
        let layer2 = makeLayer()
        let paced = CAAnimationGroup()
        paced.animations = [basic("position.x", from: 0, to: 100)]
        paced.duration = 1
        paced.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer2.add(paced, forKey: "paced")
        let y = oracleBezierY(x: 0.5, x1: Double(Float(0.42)), y1: 0, x2: 1, y2: 1)
        XCTAssertEqual(Double(position(layer2, atFrame: 30, loop2).x), 100 * y, accuracy: 1e-6)
    }

    /// Children that cannot run (unknown key path) are dropped; the rest of the group runs.
    func testInvalidChildrenAreDropped() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let group = CAAnimationGroup()
        group.animations = [basic("nonsense", from: 0, to: 1), basic("position.x", from: 0, to: 100)]
        group.duration = 1
        layer.add(group, forKey: "group")
        XCTAssertEqual(position(layer, atFrame: 30, loop).x, 50, accuracy: 1e-9)
    }

    /// A group filled forwards holds children that ran until its end, even without a fill of their own (a
    /// child of duration 0 takes the group's duration, so it ends exactly with the group); a child that
    /// ended earlier without a fill stays removed.
    func testGroupFillForwardsHoldsChildrenEndingWithIt() async {
        let loop = makeLoop()
        let layer = makeLayer(position: CGPoint(x: -1, y: -1))
        let group = CAAnimationGroup()
        group.animations = [
            basic("position.x", from: 0, to: 100, duration: 0), basic("position.y", from: 0, to: 10, duration: 0.5),
        ]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")
        assertEqual(position(layer, atFrame: 45, loop), CGPoint(x: 75, y: -1), accuracy: 1e-9)
        XCTAssertEqual(position(layer, atFrame: 60, loop), CGPoint(x: 100, y: -1))
        XCTAssertEqual(position(layer, atFrame: 120, loop), CGPoint(x: 100, y: -1))
    }
}
