// A one-shot timer on the frame loop for recognizers that decide with time (a long press's minimum duration,
// the gap a multi-tap allows between taps): it fires once, on the first frame at or after its media time.
// `action` should capture its recognizer weakly.
import Foundation
import PassageCore

@MainActor
final class GestureTimer {
    private var link: CADisplayLink?

    /// Calls `action` on the first frame at or after media time `time`.
    init(firingAt time: CFTimeInterval, _ action: @escaping () -> Void) {
        let link = CADisplayLink { link in
            guard link.timestamp >= time - 1e-9 else { return }
            link.invalidate()
            action()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops the timer without firing it.
    func invalidate() {
        link?.invalidate()
        link = nil
    }
}
