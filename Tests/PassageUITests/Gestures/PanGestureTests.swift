// UIPanGestureRecognizer: the movement threshold, translation and setTranslation, velocity from touch input,
// the number of fingers, and fingers joining without a jump.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class PanGestureTests: XCTestCase {
    /// The pan stays possible until the finger has moved 10 points, then begins with a translation of the
    /// whole movement (UIKit counts from touch-down), changes on every move and ends when the finger lifts.
    func testPanBeginsAtTheMovementThreshold() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        let states = StateLog()
        states.watch(pan)
        var translationAtBegan: CGPoint?
        pan.addHandler { recognizer in
            if recognizer.state == .began {
                translationAtBegan = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
            }
        }
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .moved, 106, 107)], at: 0.016)
        XCTAssertEqual(pan.state, .possible, "9.2 points: below the threshold")
        bench.send([(0, .moved, 106, 108.1)], at: 0.032)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(translationAtBegan?.x ?? 0, 6, accuracy: 1e-9)
        XCTAssertEqual(translationAtBegan?.y ?? 0, 8.1, accuracy: 1e-9)
        bench.send([(0, .moved, 120, 110)], at: 0.048)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 20, y: 10))
        bench.send([(0, .ended, 120, 110)], at: 0.048)
        XCTAssertEqual(states.states, ["began", "changed", "ended"])
        XCTAssertEqual(pan.state, .possible, "reset after the event that ended it")
    }

    /// Lifting before the threshold fails the pan: no action runs.
    func testLiftingBeforeTheThresholdFails() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        let states = StateLog()
        states.watch(pan)
        bench.drag(from: CGPoint(x: 50, y: 50), step: CGVector(dx: 1, dy: 0), count: 5)
        XCTAssertEqual(states.states, [])
        XCTAssertEqual(pan.state, .possible)
    }

    /// A constant 1000 pt/s drag gives velocity(in:) = 1000 pt/s within 2% when it ends; in a view scaled by 2
    /// the velocity is halved (it is a vector in the view's coordinates).
    func testVelocityOfAConstantDrag() async {
        let bench = TouchBench()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        bench.window.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        var velocity = CGPoint.zero
        var scaledVelocity = CGPoint.zero
        pan.addHandler { recognizer in
            guard recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else { return }
            velocity = pan.velocity(in: nil)
            scaledVelocity = pan.velocity(in: scaled)
        }
        bench.drag(from: CGPoint(x: 20, y: 300), step: CGVector(dx: 1000.0 / 60, dy: 0), count: 15)
        XCTAssertEqual(velocity.x, 1000, accuracy: 20)
        XCTAssertEqual(velocity.y, 0, accuracy: 1e-9)
        XCTAssertEqual(scaledVelocity.x, 500, accuracy: 10)
    }

    /// setTranslation(.zero) makes the next translation an increment (seed 004's "move view as pan changes").
    func testSetTranslationMeasuresIncrements() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        var increments: [CGPoint] = []
        pan.addHandler { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed || pan.state == .began else {
                return
            }
            increments.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        bench.drag(from: CGPoint(x: 100, y: 100), step: CGVector(dx: 0, dy: 12), count: 3)
        XCTAssertEqual(increments, [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 12)])
    }

    /// With minimumNumberOfTouches 2 one finger never begins the pan; a second finger joining the first
    /// moves the centroid without a translation jump.
    func testMinimumTouchesAndFingersJoiningWithoutAJump() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        bench.window.addGestureRecognizer(pan)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .moved, 100, 140)], at: 0.02)
        XCTAssertEqual(pan.state, .possible, "one finger is not enough")
        bench.send([(1, .began, 200, 140)], at: 0.04)
        XCTAssertEqual(pan.numberOfTouches, 2)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 150, y: 140))
        bench.send([(0, .moved, 100, 160), (1, .moved, 200, 160)], at: 0.06)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil).y, 60, accuracy: 1e-9, "40 before the second finger, 20 with both")
        XCTAssertEqual(
            pan.translation(in: nil).x, 0, accuracy: 1e-9, "the centroid's jump to x = 150 is not a translation")
    }

    /// maximumNumberOfTouches 1: a second finger is ignored (not tracked, no centroid change).
    func testMaximumTouchesIgnoresExtraFingers() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        bench.window.addGestureRecognizer(pan)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(1, .began, 300, 300)], at: 0.01)
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 100, y: 100))
        bench.send([(1, .moved, 300, 400)], at: 0.02)
        XCTAssertEqual(pan.state, .possible, "the ignored finger's movement does not count")
    }
}
