// Shared pieces of the touch and gesture tests: a window on a fresh frame loop, touch input by hand, and
// logs of recognizer states and view touches.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A 400 × 800 visible window on a fresh frame loop, with touch input sent straight to the application.
@MainActor
final class TouchBench {
    let loop = FrameLoop()
    let window: UIWindow
    private var time: TimeInterval = 0

    init() {
        loop.makeCurrent()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
    }

    /// Sends one input of `touches` (finger, phase, x, y) at `time` seconds (absolute media time).
    func send(_ touches: [(Int, UITouch.Phase, CGFloat, CGFloat)], at time: TimeInterval) {
        self.time = time
        UIApplication.shared.sendTouchInput(
            touches.map { TouchTrace.Touch(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3)) },
            timestamp: time)
    }

    /// A one-finger drag from `start` by `step` per sample, `count` moves `interval` apart, then lifts (unless
    /// `lift` is false). Starts at `time`; returns the time of the last input.
    @discardableResult
    func drag(
        from start: CGPoint, step: CGVector, count: Int, interval: TimeInterval = 1.0 / 60, at time: TimeInterval = 0,
        finger: Int = 0, lift: Bool = true
    ) -> TimeInterval {
        send([(finger, .began, start.x, start.y)], at: time)
        var t = time
        for i in 1...max(1, count) {
            t = time + Double(i) * interval
            send([(finger, .moved, start.x + step.dx * CGFloat(i), start.y + step.dy * CGFloat(i))], at: t)
        }
        if lift {
            let end = CGPoint(x: start.x + step.dx * CGFloat(count), y: start.y + step.dy * CGFloat(count))
            send([(finger, .ended, end.x, end.y)], at: t)
        }
        return t
    }

    /// Plays `trace` from now and steps frames until it is done.
    func play(_ trace: TouchTrace) {
        let player = TouchTracePlayer(trace: trace)
        while !player.isFinished { loop.step() }
    }
}

/// Records a recognizer's states as its actions see them, e.g. ["began", "changed", "ended"].
@MainActor
final class StateLog {
    var states: [String] = []
    var log: [String] = []

    /// Attaches to `recognizer`, naming entries in the shared `log` "name.state".
    func watch(_ recognizer: UIGestureRecognizer, as name: String = "") {
        recognizer.addHandler { [weak self] recognizer in
            self?.states.append(recognizer.state.description)
            self?.log.append(name.isEmpty ? recognizer.state.description : "\(name).\(recognizer.state)")
        }
    }
}

/// A view that logs the touch methods it receives as "name.began(n)" and so on.
@MainActor
final class TouchLoggingView: UIView {
    var name = "view"
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).began(\(touches.count))")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).moved(\(touches.count))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).ended(\(touches.count))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).cancelled(\(touches.count))")
    }
}
