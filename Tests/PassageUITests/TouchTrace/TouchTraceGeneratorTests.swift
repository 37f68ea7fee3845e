// The generated gestures' numbers: where fingers go, when events happen, and the release velocity a velocity
// estimator sees from the last two moves (UIKit's pan gesture reports the finger's velocity at release).
import Foundation
import PassageUI
import XCTest

final class TouchTraceGeneratorTests: XCTestCase {
    /// The moves of finger `finger`, in order.
    private func moves(_ trace: TouchTrace, finger: Int = 0) -> [(time: TimeInterval, location: CGPoint)] {
        trace.events.flatMap { event in
            event.touches.filter { $0.finger == finger && $0.phase == .moved }.map { (event.time, $0.location) }
        }
    }

    /// The velocity between the last two moves, in points per second.
    private func releaseVelocity(_ trace: TouchTrace, finger: Int = 0) -> CGVector {
        let samples = moves(trace, finger: finger).suffix(2)
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let elapsed = last.time - first.time
        return CGVector(
            dx: (last.location.x - first.location.x) / elapsed, dy: (last.location.y - first.location.y) / elapsed)
    }

    /// A tap is a began and an ended at the same point, `holdDuration` apart.
    func testTapIsBeganAndEndedAtTheSamePoint() {
        let point = CGPoint(x: 40, y: 60)
        let trace = TouchTrace.tap(at: point, time: 1, holdDuration: 0.1, finger: 3)
        XCTAssertEqual(
            trace.events,
            [
                TouchTrace.Event(time: 1, touches: [TouchTrace.Touch(finger: 3, phase: .began, location: point)]),
                TouchTrace.Event(time: 1.1, touches: [TouchTrace.Touch(finger: 3, phase: .ended, location: point)]),
            ])
    }

    /// A drag with a release velocity of 1000 pt/s moves exactly that fast between its last two moves.
    func testDragReleaseVelocityIsExactBetweenTheLastTwoMoves() {
        let parameters: [(duration: TimeInterval, interval: TimeInterval)] = [
            (0.3, 1.0 / 60), (0.02, 1.0 / 60), (0.5, 0.1), (1, 1.0 / 120),
        ]
        for (duration, interval) in parameters {
            let trace = TouchTrace.drag(
                from: CGPoint(x: 10, y: 300), to: CGPoint(x: 200, y: 280), duration: duration,
                releaseVelocity: CGVector(dx: 1000, dy: -250), sampleInterval: interval)
            let velocity = releaseVelocity(trace)
            XCTAssertEqual(velocity.dx, 1000, accuracy: 1e-9, "duration \(duration), interval \(interval)")
            XCTAssertEqual(velocity.dy, -250, accuracy: 1e-9, "duration \(duration), interval \(interval)")
        }
    }

    /// The release velocity holds over the last 0.05 s; before that the finger moves at one constant speed.
    func testDragMovesAtConstantSpeedBeforeItsReleaseTail() {
        let trace = TouchTrace.drag(
            from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 0), duration: 0.5,
            releaseVelocity: CGVector(dx: 100, dy: 0))
        let samples = [(time: 0.0, location: CGPoint.zero)] + moves(trace)
        let tailEntry = 300 - 100 * 0.05
        for (previous, next) in zip(samples, samples.dropFirst()) {
            let speed = (next.location.x - previous.location.x) / (next.time - previous.time)
            let expected = next.time > 0.45 + 1e-9 ? 100 : tailEntry / 0.45
            XCTAssertEqual(speed, expected, accuracy: 1e-6, "at \(next.time)")
        }
    }

    /// Began at the start time and place; evenly spaced moves no more than the sample interval apart, the last at
    /// the end time and place; ended at that same time and place. Without a release velocity the speed is constant.
    func testDragEventLayout() {
        let start = CGPoint(x: 5, y: 5)
        let end = CGPoint(x: 105, y: 55)
        let trace = TouchTrace.drag(from: start, to: end, startTime: 2, duration: 0.4, releaseVelocity: nil, finger: 1)
        XCTAssertEqual(trace.events.first?.touches, [TouchTrace.Touch(finger: 1, phase: .began, location: start)])
        XCTAssertEqual(trace.events.first?.time, 2)
        XCTAssertEqual(
            trace.events.last,
            TouchTrace.Event(time: 2.4, touches: [TouchTrace.Touch(finger: 1, phase: .ended, location: end)]))
        let samples = moves(trace, finger: 1)
        XCTAssertEqual(samples.count, 24, "0.4 s at 60 Hz")
        XCTAssertEqual(samples.last?.time, 2.4)
        XCTAssertEqual(samples.last?.location, end)
        XCTAssertEqual(releaseVelocity(trace, finger: 1).dx, 250, accuracy: 1e-9)
        XCTAssertEqual(releaseVelocity(trace, finger: 1).dy, 125, accuracy: 1e-9)
        for (previous, next) in zip(samples, samples.dropFirst()) {
            XCTAssertEqual(next.time - previous.time, 0.4 / 24, accuracy: 1e-12)
        }
    }

    /// An edge swipe starts 2 points inside its edge and ends at the fraction of the screen, measured from that edge.
    func testEdgeSwipeStartsInsideTheEdgeAndEndsAtTheFraction() {
        let screen = CGSize(width: 375, height: 812)
        let expected: [(TouchTrace.Edge, CGPoint, CGPoint, CGVector)] = [
            (.left, CGPoint(x: 2, y: 400), CGPoint(x: 112.5, y: 400), CGVector(dx: 800, dy: 0)),
            (.right, CGPoint(x: 373, y: 400), CGPoint(x: 262.5, y: 400), CGVector(dx: -800, dy: 0)),
            (.top, CGPoint(x: 400, y: 2), CGPoint(x: 400, y: 243.6), CGVector(dx: 0, dy: 800)),
            (.bottom, CGPoint(x: 400, y: 810), CGPoint(x: 400, y: 568.4), CGVector(dx: 0, dy: -800)),
        ]
        for (edge, start, end, velocity) in expected {
            let trace = TouchTrace.edgeSwipe(edge: edge, in: screen, at: 400, toFraction: 0.3, releaseVelocity: 800)
            XCTAssertEqual(trace.events.first?.touches.first?.location, start, "\(edge)")
            let last = trace.events.last?.touches.first?.location ?? .zero
            XCTAssertEqual(last.x, end.x, accuracy: 1e-9, "\(edge)")
            XCTAssertEqual(last.y, end.y, accuracy: 1e-9, "\(edge)")
            XCTAssertEqual(releaseVelocity(trace).dx, velocity.dx, accuracy: 1e-9, "\(edge)")
            XCTAssertEqual(releaseVelocity(trace).dy, velocity.dy, accuracy: 1e-9, "\(edge)")
            XCTAssertEqual(trace.duration, 0.4, "\(edge)")
        }
    }

    /// A negative release velocity moves back toward the edge as the finger lifts (a cancelled interactive pop).
    func testEdgeSwipeWithNegativeVelocityMovesBackTowardTheEdge() {
        let trace = TouchTrace.edgeSwipe(
            edge: .left, in: CGSize(width: 375, height: 812), at: 300, toFraction: 0.3, releaseVelocity: -500)
        XCTAssertEqual(releaseVelocity(trace).dx, -500, accuracy: 1e-9)
        XCTAssertEqual(trace.events.last?.touches.first?.location.x ?? 0, 112.5, accuracy: 1e-9)
    }

    /// A pinch's fingers are baseSpan × scale apart, symmetric about the center, and begin and end together.
    func testPinchSpanFollowsTheScale() {
        let center = CGPoint(x: 180, y: 400)
        let trace = TouchTrace.pinch(
            center: center, fromScale: 0.5, toScale: 2, baseSpan: 150, angle: .pi / 6, duration: 0.3, fingers: (4, 7))
        func span(_ event: TouchTrace.Event) -> CGFloat {
            let a = event.touches[0].location
            let b = event.touches[1].location
            XCTAssertEqual((a.x + b.x) / 2, center.x, accuracy: 1e-9)
            XCTAssertEqual((a.y + b.y) / 2, center.y, accuracy: 1e-9)
            return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        guard let first = trace.events.first, let last = trace.events.last else { return XCTFail("no events") }
        XCTAssertEqual(first.touches.map(\.phase), [.began, .began])
        XCTAssertEqual(first.touches.map(\.finger), [4, 7])
        XCTAssertEqual(last.touches.map(\.phase), [.ended, .ended])
        XCTAssertEqual(span(first), 75, accuracy: 1e-9)
        XCTAssertEqual(span(last), 300, accuracy: 1e-9)
        XCTAssertEqual(span(trace.events[trace.events.count - 2]), 300, accuracy: 1e-9, "the last move")
        XCTAssertEqual(trace.duration, 0.3)
    }

    /// A rotation keeps its span and turns the line between the fingers from fromAngle to toAngle.
    func testRotationTurnsFromAngleToAngle() {
        let trace = TouchTrace.rotation(
            center: CGPoint(x: 100, y: 100), fromAngle: 0, toAngle: .pi / 2, span: 100, duration: 0.25)
        guard let first = trace.events.first, let last = trace.events.last else { return XCTFail("no events") }
        XCTAssertEqual(first.touches.map(\.location), [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100)])
        XCTAssertEqual(last.touches[0].location.x, 100, accuracy: 1e-9)
        XCTAssertEqual(last.touches[0].location.y, 50, accuracy: 1e-9)
        XCTAssertEqual(last.touches[1].location.y, 150, accuracy: 1e-9)
    }
}
