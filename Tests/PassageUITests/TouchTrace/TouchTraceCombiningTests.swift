// Combining traces: shifting one in time, and merging two gestures into one multi-finger trace that is still
// valid (finger ids renumbered apart, same-time events combined pairwise).
import Foundation
import PassageUI
import XCTest

final class TouchTraceCombiningTests: XCTestCase {
    /// Shifting adds the offset to every event's time and changes nothing else; duration follows the last event.
    func testShiftedMovesEveryEvent() {
        let tap = TouchTrace.tap(at: CGPoint(x: 1, y: 1), time: 0.5, holdDuration: 0.25)
        let shifted = tap.shifted(by: 2)
        XCTAssertEqual(shifted.events.map(\.time), [2.5, 2.75])
        XCTAssertEqual(shifted.events.map(\.touches), tap.events.map(\.touches))
        XCTAssertEqual(shifted.duration, 2.75)
        XCTAssertEqual(TouchTrace().duration, 0)
    }

    /// Two drags on finger 0 merge into a valid two-finger trace: the second drag becomes finger 1, and events at
    /// the same time (here all of them) are combined pairwise, so the trace keeps the drags' event count.
    func testMergingTwoGesturesOnTheSameFinger() throws {
        let first = TouchTrace.drag(
            from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2, releaseVelocity: nil)
        let second = TouchTrace.drag(
            from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2, releaseVelocity: nil)
        let merged = first.merged(with: second)
        XCTAssertEqual(merged.events.count, first.events.count)
        for (index, event) in merged.events.enumerated() {
            XCTAssertEqual(event.touches.map(\.finger), [0, 1], "event \(index)")
            XCTAssertEqual(event.touches[1].location, second.events[index].touches[0].location)
        }
        XCTAssertEqual(merged.events.last?.touches.map(\.phase), [.ended, .ended])
        XCTAssertEqual(try TouchTrace(json: merged.jsonData()), merged, "the merged trace is valid")
    }

    /// Interleaved times stay in order, and only a run of equal times is combined.
    func testMergingInterleavesByTime() throws {
        let tap = TouchTrace.tap(at: CGPoint(x: 5, y: 5), time: 0.25, holdDuration: 0.5, finger: 3)
        let drag = TouchTrace.drag(
            from: .zero, to: CGPoint(x: 90, y: 0), duration: 0.75, releaseVelocity: nil, sampleInterval: 0.25)
        let merged = drag.merged(with: tap)
        XCTAssertEqual(merged.events.map(\.time), [0, 0.25, 0.5, 0.75, 0.75])
        XCTAssertEqual(merged.events[1].touches.map(\.finger), [0, 3], "the tap begins with the drag's first move")
        XCTAssertEqual(merged.events[3].touches.map(\.finger), [0, 3], "the tap ends with the drag's last move")
        XCTAssertEqual(merged.events[4].touches.map(\.finger), [0], "the drag lifts in its own event")
        XCTAssertEqual(try TouchTrace(json: merged.jsonData()), merged)
    }

    /// Clashing ids take the smallest ids neither trace uses, in increasing order; ids that do not clash are kept.
    func testClashingFingersAreRenumberedToTheSmallestUnusedIDs() {
        let first = TouchTrace.tap(at: .zero, finger: 0).merged(with: .tap(at: .zero, time: 1, finger: 2))
        let second = TouchTrace.pinch(center: .zero, fromScale: 1, toScale: 2, duration: 0.1, fingers: (2, 0))
            .merged(with: .tap(at: .zero, time: 5, finger: 4))
        let merged = first.merged(with: second)
        let fingers = Set(merged.events.flatMap { $0.touches.map(\.finger) })
        XCTAssertEqual(fingers, [0, 1, 2, 3, 4], "0 → 1 and 2 → 3; 4 is kept")
        XCTAssertEqual(merged.events.first?.touches.map(\.finger), [0, 3, 1], "the pinch's (2, 0) became (3, 1)")
        XCTAssertEqual(first.merged(with: TouchTrace()), first)
        XCTAssertEqual(TouchTrace().merged(with: first), first)
    }
}
