#if os(iOS)
import UIKit
import QuartzCore

/// Plays a percent-driven transition on a display link, `(timestamp − start) / duration`, and pulses a ring
/// layer while it runs.
final class DisplayLinkProgressDriver: NSObject {
    let transition: UIPercentDrivenInteractiveTransition
    let duration: CFTimeInterval
    let ring = CALayer()
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private var timeoutTimer: Timer?
    private(set) var progress: CGFloat = 0
    private(set) var timedOut = false

    init(transition: UIPercentDrivenInteractiveTransition, duration: CFTimeInterval) {
        self.transition = transition
        self.duration = duration
        super.init()
    }

    func start() {
        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 0.4
        pulse.toValue = 1
        pulse.duration = duration
        ring.add(pulse, forKey: "pulse")
        timeoutTimer = Timer.scheduledTimer(timeInterval: duration * 4, target: self, selector: #selector(timeout),
                                            userInfo: nil, repeats: false)
    }

    @objc private func tick(_ link: CADisplayLink) {
        progress = CGFloat(min((link.timestamp - startTime) / duration, 1))
        transition.update(progress)
        if progress >= 1 {
            stop()
            transition.finish()
        }
    }

    @objc dynamic private func timeout() {
        timedOut = true
        stop()
        transition.cancel()
    }

    private func stop() {
        displayLink?.invalidate()
        displayLink = nil
        timeoutTimer?.invalidate()
    }
}
#endif
