// A trace played to its end never leaves a finger down: one that ends mid-drag has that finger cancelled where
// it last was, at its last event's time, with a diagnostic, so the pan it drives ends (cancelled) instead of
// holding an interaction forever. A trace that lifts its fingers ends with nothing more.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A view that records the phases of the touches it gets.
@MainActor
private final class PhaseRecordingView: UIView {
    var phases: [UITouch.Phase] = []
    var lastTime: TimeInterval = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }

    private func record(_ touches: Set<UITouch>) {
        for touch in touches {
            phases.append(touch.phase)
            lastTime = touch.timestamp
        }
    }
}

@MainActor
final class TouchTracePlayerTests: XCTestCase {
    private func scene() -> (FrameLoop, UIWindow, PhaseRecordingView) {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let view = PhaseRecordingView(frame: window.bounds)
        window.addSubview(view)
        return (loop, window, view)
    }

    func testAFingerLeftDownIsCancelledWhereItWasWhenTheTraceEnds() async {
        let (loop, window, view) = scene()
        let trace = TouchTrace(events: [
            .init(time: 0, touches: [.init(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))]),
            .init(time: 0.05, touches: [.init(finger: 1, phase: .moved, location: CGPoint(x: 80, y: 50))]),
        ])
        let start = CACurrentMediaTime()
        let player = TouchTracePlayer(trace: trace)
        for _ in 0..<10 { loop.step() }
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(view.phases, [.began, .moved, .cancelled])
        XCTAssertEqual(view.lastTime, start + 0.05, accuracy: 1e-9, "at the last event's time")
        XCTAssertEqual(loop.diagnostics.map(\.code), [.touchTraceEndedWithFingersDown])
        let tap = TouchTracePlayer(trace: .tap(at: CGPoint(x: 10, y: 10)))
        for _ in 0..<20 { loop.step() }
        XCTAssertTrue(tap.isFinished)
        XCTAssertEqual(view.phases.suffix(2), [.began, .ended], "finger 1 is free: a new touch goes through")
        XCTAssertEqual(loop.diagnostics.count, 1, "a trace that lifts its fingers ends with nothing more")
        _ = window
    }
}
