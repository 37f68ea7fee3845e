// A swipe as Jelly's interactive presentations add one: recognized once the finger has gone 50 pt in a permitted
// direction within half a second, mostly straight; too slow, the wrong way or too crooked, it fails.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class SwipeGestureRecognizerTests: XCTestCase {
    private func bench(direction: UISwipeGestureRecognizer.Direction) -> (TouchBench, UISwipeGestureRecognizer) {
        let bench = TouchBench()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        bench.window.addGestureRecognizer(swipe)
        return (bench, swipe)
    }

    /// 60 pt to the right in 0.1 s: recognized (discrete), on the move that passes 50 pt.
    func testAFastStraightSwipeIsRecognized() async {
        let (bench, swipe) = bench(direction: [.right, .up])
        var recognized = 0
        swipe.addHandler { _ in recognized += 1 }
        bench.drag(from: CGPoint(x: 100, y: 400), step: CGVector(dx: 10, dy: 1), count: 6, interval: 1.0 / 60)
        XCTAssertEqual(recognized, 1)
        XCTAssertEqual(swipe.state, .possible, "reset after the touch sequence")
    }

    /// The wrong direction, too slow, or too crooked: it fails.
    func testWrongSlowOrCrookedSwipesFail() async {
        for (direction, step, interval) in [
            (UISwipeGestureRecognizer.Direction.left, CGVector(dx: 10, dy: 0), 1.0 / 60),
            (.right, CGVector(dx: 10, dy: 0), 0.2),
            (.right, CGVector(dx: 10, dy: 8), 1.0 / 60),
        ] {
            let (bench, swipe) = bench(direction: direction)
            var recognized = 0
            swipe.addHandler { _ in recognized += 1 }
            bench.drag(from: CGPoint(x: 200, y: 400), step: step, count: 8, interval: interval)
            XCTAssertEqual(recognized, 0, "\(direction) \(step) \(interval)")
        }
    }

    /// `UISwipeGestureRecognizer()` with a nil target works, and UIKit's raw values hold.
    func testDirectionsHaveUIKitsRawValues() async {
        XCTAssertEqual(
            [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue), [1, 2, 4, 8])
        XCTAssertEqual(UISwipeGestureRecognizer().direction, .right)
    }
}
