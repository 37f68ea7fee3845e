// A demo's timeline: actions at fixed media times after the demo started, and ramps that report their
// progress every frame (how the controller demos drive interactive transitions without touches). A display
// link on the current frame loop runs it; the script keeps itself alive until its last entry ran, then
// releases everything its closures hold.
import Passage

/// Actions and per-frame ramps on the frame loop's clock, relative to when the script was made.
@MainActor
final class DemoScript {
    private struct Step {
        let time: TimeInterval
        let action: () -> Void
    }

    private struct Ramp {
        let start: TimeInterval
        let end: TimeInterval
        let update: (CGFloat) -> Void
    }

    /// How far past its time an entry may be called early, in seconds: absorbs rounding on the frame grid.
    private static let slack: TimeInterval = 1e-6

    private let origin: CFTimeInterval
    private var steps: [Step] = []
    private var ramps: [Ramp] = []
    private var link: CADisplayLink?

    /// A script whose times count from now.
    init() {
        origin = CACurrentMediaTime()
    }

    /// Runs `action` on the first frame at or after `time` seconds.
    func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
        steps.append(Step(time: time, action: action))
        steps.sort { $0.time < $1.time }
        start()
    }

    /// Calls `update` on every frame after `start` up to and including the first frame at or after `end`, with
    /// the fraction of the interval that has passed (0 exclusive … 1). On a frame where a ramp ends and a step
    /// is due, the ramp's update comes first.
    func ramp(from start: TimeInterval, to end: TimeInterval, _ update: @escaping (CGFloat) -> Void) {
        ramps.append(Ramp(start: start, end: max(end, start), update: update))
        self.start()
    }

    private func start() {
        guard link == nil else { return }
        let link = CADisplayLink { [self] _ in tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func tick() {
        let now = CACurrentMediaTime() - origin
        ramps.removeAll { ramp in
            guard now > ramp.start + Self.slack else { return false }
            let length = ramp.end - ramp.start
            let fraction = length > 0 ? min((now - ramp.start) / length, 1) : 1
            let done = now >= ramp.end - Self.slack
            ramp.update(done ? 1 : CGFloat(fraction))
            return done
        }
        while let step = steps.first, now >= step.time - Self.slack {
            steps.removeFirst()
            step.action()
        }
        if steps.isEmpty, ramps.isEmpty {
            link?.invalidate()
            link = nil
        }
    }
}
