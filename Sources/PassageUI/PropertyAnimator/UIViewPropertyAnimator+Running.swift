// Starting, pausing, scrubbing, reversing and retiming an animator, and noticing when it reaches its target.
import Foundation
import PassageCore

extension UIViewPropertyAnimator {
    /// Starts (or resumes) the animations now.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds. From a paused state the values continue
    /// from where they stand to the end (or the start when reversed) over the remaining time.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return diagnose(
                .propertyAnimatorStartWhenStopped, .warning,
                "UIViewPropertyAnimator.startAnimation on a stopped animator ignored; call finishAnimation(at:)")
        }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        self.delay = UIView.sanitized(delay, "startAnimation delay")
        let start = now + self.delay
        let fraction = timeline.fraction(at: now)
        let value = timeline.value(at: now)
        let target = reversed ? 0.0 : 1.0
        if abs(value - timeline.curve.progress(fraction)) < 1e-12 {
            timeline.motion = .running(fraction: fraction, since: start, direction: reversed ? -1 : 1)
        } else {
            timeline.motion = .segment(
                from: fraction, fromValue: value, to: target, since: start,
                length: abs(target - fraction) * duration, curve: timeline.curve)
        }
        beginTicking()
        for observer in Stage.current.animatorStartObservers.handlers { observer(self) }
    }

    /// Pauses the animations where they are; an inactive animator becomes active, paused at the start.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            diagnose(
                .propertyAnimatorPauseWhenStopped, .warning,
                "UIViewPropertyAnimator.pauseAnimation on a stopped animator ignored")
        case .inactive:
            activate()
        case .active:
            guard isRunning else { return }
            guard isInterruptible else {
                return diagnose(
                    .propertyAnimatorPauseNotInterruptible, .warning,
                    "UIViewPropertyAnimator.pauseAnimation on a non-interruptible animator ignored")
            }
            freeze()
        }
    }

    /// Continues a paused animator toward its end (its start when reversed) with new timing: the values
    /// move from where they stand over `durationFactor` × `duration` seconds (0 keeps the remaining time,
    /// (1 − fractionComplete) × duration). Nil parameters keep the animator's curve.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return diagnose(
                .propertyAnimatorContinueWhenNotPaused, .warning,
                "UIViewPropertyAnimator.continueAnimation needs a paused, active animator; ignored")
        }
        let t = now
        let fraction = timeline.fraction(at: t)
        let value = timeline.value(at: t)
        let target = reversed ? 0.0 : 1.0
        let factor = Double(durationFactor)
        let length = factor.isFinite && factor > 0 ? factor * duration : abs(target - fraction) * duration
        let curve = AnimatorCurve(parameters ?? timingParameters, duration: length)
        timeline.motion = .segment(
            from: fraction, fromValue: value, to: target, since: t, length: curve.duration, curve: curve)
        beginTicking()
    }

    func scrub(to requested: Double) {
        guard requested.isFinite else {
            return diagnose(
                .propertyAnimatorFractionOutOfRange, .warning,
                "UIViewPropertyAnimator.fractionComplete = \(requested) ignored: expected a number in 0…1")
        }
        guard !isRunning else {
            return diagnose(
                .propertyAnimatorFractionWhileRunning, .warning,
                "UIViewPropertyAnimator.fractionComplete can be set only while paused; ignored while running")
        }
        guard state != .stopped else {
            return diagnose(
                .propertyAnimatorFractionWhenStopped, .warning,
                "UIViewPropertyAnimator.fractionComplete cannot be set on a stopped animator; ignored")
        }
        if state == .inactive { activate() }
        let fraction = min(max(requested, 0), 1)
        timeline.motion = .still(
            fraction: fraction, value: scrubsLinearly ? fraction : timeline.curve.progress(fraction))
    }

    func setReversed(_ flag: Bool) {
        guard flag != reversed else { return }
        if isRunning {
            guard isInterruptible else {
                return diagnose(
                    .propertyAnimatorReverseNotInterruptible, .warning,
                    "UIViewPropertyAnimator.isReversed cannot change while a non-interruptible animator runs; ignored")
            }
            let t = now
            let fraction = timeline.fraction(at: t)
            let value = timeline.value(at: t)
            if case .running = timeline.motion {
                timeline.motion = .running(fraction: fraction, since: t, direction: flag ? -1 : 1)
            } else {
                let target = flag ? 0.0 : 1.0
                timeline.motion = .segment(
                    from: fraction, fromValue: value, to: target, since: t,
                    length: abs(target - fraction) * duration, curve: timeline.curve)
            }
        }
        reversed = flag
    }

    /// Becomes active: the pending animation blocks run now, setting their model values. An inactive
    /// animator always starts from the beginning, also when it is reused after finishing or stopping.
    func activate() {
        state = .active
        timeline.motion = .still(fraction: 0, value: 0)
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (block, delayFactor) in blocks { run(block, delayFactor: delayFactor) }
    }

    /// Runs an animation block whose property changes this animator drives.
    func run(_ block: () -> Void, delayFactor: Double) {
        ViewAnimationContext(
            duration: duration, delay: 0, options: [], pacing: .driven(self, delayFactor: delayFactor),
            group: nil
        ).run(block)
    }

    /// Records an animation a block created (called by the view action that made it).
    func track(layer: CALayer, key: String, property: AnimatableProperty, start: AnimationValue, end: AnimationValue) {
        driven.append(DrivenAnimation(layer: layer, key: key, property: property, startValue: start, endValue: end))
    }

    /// Stops the motion where it is now.
    func freeze() {
        let t = now
        timeline.motion = .still(fraction: timeline.fraction(at: t), value: timeline.value(at: t))
        stopTicking()
    }

    func beginTicking() {
        if ticker == nil {
            let link = CADisplayLink(target: self, action: UIViewPropertyAnimator.tick)
            link.add(to: .main, forMode: .common)
            ticker = link
        }
        if busyCheck == nil {
            busyCheck = FrameLoop.current.addBusyCheck { [weak self] in self?.isRunning ?? false }
        }
    }

    func stopTicking() {
        ticker?.invalidate()
        ticker = nil
        if let busyCheck { FrameLoop.current.removeBusyCheck(busyCheck) }
        busyCheck = nil
    }

    private func tick(_ link: CADisplayLink) {
        guard let end = timeline.endTime, let target = timeline.target, now >= end - mediaTimeTolerance else { return }
        stopTicking()
        if pausesOnCompletion {
            timeline.motion = .still(fraction: target, value: target)
        } else {
            complete(at: target >= 1 ? .end : .start)
        }
    }
}
