// The screen-edge pan, pinch, rotation, long press and multi-finger locations, from generated traces.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TwoFingerAndEdgeGestureTests: XCTestCase {
    /// A left-edge pan begins only for a finger that comes down within 20 points of the left edge and moves
    /// inward more than sideways; from the middle, or moving along the edge, it fails.
    func testScreenEdgePanStartsOnlyAtItsEdge() async {
        for (start, step, expected) in [
            (CGPoint(x: 5, y: 300), CGVector(dx: 8, dy: 1), ["began", "changed", "ended"]),
            (CGPoint(x: 60, y: 300), CGVector(dx: 8, dy: 1), []),
            (CGPoint(x: 5, y: 300), CGVector(dx: 1, dy: 8), []),
            (CGPoint(x: 395, y: 300), CGVector(dx: -8, dy: 0), []),
        ] {
            let bench = TouchBench()
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            bench.window.addGestureRecognizer(edge)
            let log = StateLog()
            log.watch(edge)
            bench.drag(from: start, step: step, count: 3)
            XCTAssertEqual(log.states, expected, "start \(start), step \(step)")
        }
    }

    /// A pinch from scale 1 to 0.4 over 0.5 s: scale follows the span (0.4 at the end), velocity is the scale's
    /// rate, about −1.2 per second, and the pinch ends when the fingers lift.
    func testPinchScaleAndVelocity() async {
        let bench = TouchBench()
        let pinch = UIPinchGestureRecognizer()
        bench.window.addGestureRecognizer(pinch)
        let log = StateLog()
        log.watch(pinch)
        var lastScale: CGFloat = 0
        var lastVelocity: CGFloat = 0
        pinch.addHandler { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer, pinch.state == .changed else { return }
            lastScale = pinch.scale
            lastVelocity = pinch.velocity
        }
        bench.play(.pinch(center: CGPoint(x: 200, y: 400), fromScale: 1, toScale: 0.4, baseSpan: 200, duration: 0.5))
        XCTAssertEqual(log.states.first, "began")
        XCTAssertEqual(log.states.last, "ended")
        XCTAssertEqual(lastScale, 0.4, accuracy: 1e-9)
        XCTAssertEqual(lastVelocity, -1.2, accuracy: 0.024)
    }

    /// Two fingers turning a quarter turn clockwise give rotation π/2 and begin after 0.07 rad.
    func testRotationFollowsTheTurn() async {
        let bench = TouchBench()
        let rotation = UIRotationGestureRecognizer()
        bench.window.addGestureRecognizer(rotation)
        var angles: [CGFloat] = []
        rotation.addHandler { recognizer in
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            if rotation.state == .began || rotation.state == .changed { angles.append(rotation.rotation) }
        }
        bench.play(.rotation(center: CGPoint(x: 200, y: 400), fromAngle: 0, toAngle: .pi / 2, span: 200, duration: 0.5))
        XCTAssertGreaterThanOrEqual(angles.first ?? 0, UIRotationGestureRecognizer.angleThreshold)
        XCTAssertEqual(angles.last ?? 0, .pi / 2, accuracy: 1e-9)
    }

    /// A finger held still for 0.5 s begins a long press on the first frame after; lifting earlier fails it.
    func testLongPressBeginsAfterItsDuration() async {
        for hold in [0.7, 0.3] {
            let bench = TouchBench()
            let press = UILongPressGestureRecognizer()
            bench.window.addGestureRecognizer(press)
            let log = StateLog()
            log.watch(press)
            var beganAt: CFTimeInterval?
            press.addHandler { if $0.state == .began { beganAt = CACurrentMediaTime() } }
            bench.play(.tap(at: CGPoint(x: 100, y: 100), holdDuration: hold))
            bench.loop.advance(seconds: 0.5)
            if hold > 0.5 {
                XCTAssertEqual(log.states, ["began", "ended"])
                XCTAssertEqual(beganAt ?? 0, 0.5, accuracy: 1.0 / 60 + 1e-9, "the first frame at or after 0.5 s")
            } else {
                XCTAssertEqual(log.states, [])
            }
        }
    }

    /// Two fingers: location(in:) is their centroid, location(ofTouch:in:) each finger in the order they came
    /// down, numberOfTouches 2; an index out of range gives the centroid (UIKit raises).
    func testLocationsOfSeveralTouches() async {
        let bench = TouchBench()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        bench.window.addSubview(view)
        let recognizer = UIGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        bench.send([(0, .began, 120, 150), (1, .began, 220, 250)], at: 0)
        XCTAssertEqual(recognizer.numberOfTouches, 2)
        XCTAssertEqual(recognizer.location(in: nil), CGPoint(x: 170, y: 200))
        XCTAssertEqual(recognizer.location(in: view), CGPoint(x: 70, y: 100))
        XCTAssertEqual(recognizer.location(ofTouch: 1, in: view), CGPoint(x: 120, y: 150))
        XCTAssertEqual(recognizer.location(ofTouch: 5, in: nil), CGPoint(x: 170, y: 200))
        XCTAssertTrue(recognizer.view === view)
    }
}
