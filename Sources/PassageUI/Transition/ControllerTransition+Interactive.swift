// Interaction: the context's update/finish/cancel/pause calls, and the machinery percent-driven interaction
// uses. Scrubbing holds the container's layer time (and that of every layer outside it that gained an
// animation) with a LayerTimeScrubber; finishing or cancelling runs the held time out to the end or back to
// the start at completionSpeed on the completion curve, then gives the layers their time back. Cancelled
// animations are ended at the start, so their completions (which call completeTransition) run at once with
// every view back where it started on screen. Interruptible animators are driven through their own
// fractionComplete and continueAnimation instead.
import Foundation
import PassageCore

extension ControllerTransition {
    /// The run-out of an interactive transition after the interaction ends.
    struct RunOut {
        let fromElapsed: CFTimeInterval
        let toElapsed: CFTimeInterval
        let start: CFTimeInterval
        let curve: AnimatorCurve
        /// Whether the run-out returns to the start (a cancel).
        let returning: Bool
    }

    // MARK: UIViewControllerContextTransitioning: interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .running else { return }
        percent = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard phase == .running, !isInteractive else { return }
        isInteractive = true
        deadline = nil
        for handler in interactionChangeHandlers { handler(self) }
    }

    private func endInteraction(cancelled: Bool) {
        guard phase == .running else {
            return diagnose(
                .interactionEndedWhenNotRunning, .warning,
                "\(cancelled ? "cancel" : "finish")InteractiveTransition() on a transition that is not running; ignored"
            )
        }
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        frameLoop?.stage.publish(.interactionEnded(cancelled: cancelled, percent: percent))
        let remaining = cancelled ? Double(percent) * animationDuration : Double(1 - percent) * animationDuration
        deadline = CACurrentMediaTime() + remaining / Double(max(completionVelocity, 0.01)) + Self.completionTimeout
        for handler in interactionChangeHandlers { handler(self) }
        let ends = interactionEndHandlers
        interactionEndHandlers.removeAll()
        for handler in ends { handler(self) }
    }

    // MARK: Percent-driven interaction

    /// Starts a percent-driven interaction at `percent`: interactive (time held) or, without an interactive
    /// start, animating until `pauseForInteraction()`.
    func startPercentDriven(interactive: Bool, at percent: CGFloat) {
        guard phase == .running, let animator else { return }
        self.percent = percent
        guard interactive else {
            runAnimator()
            return
        }
        if let interruptible = animator.offeredInterruptibleAnimator(using: self) {
            propertyAnimator = interruptible
            runAlongsideAnimations()
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percent
            return
        }
        let scrubber = LayerTimeScrubber(elapsed: 0)
        scrubber.hold(containerView.layer)
        for layer in recordedLayers { scrubber.hold(layer) }
        self.scrubber = scrubber
        runAnimator()
        scrubber.setElapsed(Double(percent) * animationDuration)
    }

    /// Moves a held transition to `percent` (0…1) of its duration.
    func scrub(to percent: CGFloat) {
        guard phase == .running, isInteractive else { return }
        updateInteractiveTransition(percent)
        if let scrubber {
            scrubber.setElapsed(Double(self.percent) * animationDuration)
        } else if let propertyAnimator, propertyAnimator.state == .active, !propertyAnimator.isRunning {
            propertyAnimator.fractionComplete = self.percent
        }
    }

    /// Holds a transition that started animating: it becomes interactive where it stands.
    func pauseForInteraction() {
        guard phase == .running, !isInteractive || runOut != nil else { return }
        if let propertyAnimator {
            propertyAnimator.pauseAnimation()
            percent = propertyAnimator.fractionComplete
        } else {
            let elapsed: CFTimeInterval
            if let scrubber {
                elapsed = scrubber.elapsed
            } else {
                elapsed = min(max(CACurrentMediaTime() - animationStart, 0), animationDuration)
                let scrubber = LayerTimeScrubber(elapsed: elapsed)
                scrubber.hold(containerView.layer)
                for layer in recordedLayers { scrubber.hold(layer) }
                self.scrubber = scrubber
            }
            percent = animationDuration > 0 ? CGFloat(elapsed / animationDuration) : 0
        }
        runOut = nil
        transitionWasCancelled = false
        pauseInteractiveTransition()
    }

    /// Ends a percent-driven interaction: the rest runs to the end (or back to the start when cancelling) at
    /// `speed` times the normal pace on `curve`.
    func runOutInteraction(finishing: Bool, speed: CGFloat, curve: UITimingCurveProvider) {
        guard phase == .running, isInteractive else {
            return diagnose(
                .interactionEndedWhenNotInteractive, .warning,
                "UIPercentDrivenInteractiveTransition.\(finishing ? "finish" : "cancel")() on a transition that is not interactive; ignored"
            )
        }
        if finishing { finishInteractiveTransition() } else { cancelInteractiveTransition() }
        let speed = Double(speed.isFinite && speed > 0 ? speed : 1)
        if let propertyAnimator {
            propertyAnimator.isReversed = !finishing
            let remaining = finishing ? 1 - Double(percent) : Double(percent)
            propertyAnimator.continueAnimation(withTimingParameters: curve, durationFactor: CGFloat(remaining / speed))
            return
        }
        guard let scrubber else { return }
        let target = finishing ? animationDuration : 0
        let length = abs(target - scrubber.elapsed) / speed
        runOut = RunOut(
            fromElapsed: scrubber.elapsed, toElapsed: target, start: CACurrentMediaTime(),
            curve: AnimatorCurve(curve, duration: length), returning: !finishing)
    }

    /// One frame of the run-out (from the transition's display link).
    func advanceRunOut() {
        guard let runOut, let scrubber else { return }
        let length = runOut.curve.duration
        let unit = length > 0 ? min(max((CACurrentMediaTime() - runOut.start) / length, 0), 1) : 1
        let progress = runOut.curve.progress(unit)
        let elapsed = min(
            max(runOut.fromElapsed + (runOut.toElapsed - runOut.fromElapsed) * progress, 0), animationDuration)
        scrubber.setElapsed(elapsed)
        percent = animationDuration > 0 ? CGFloat(elapsed / animationDuration) : 0
        guard unit >= 1 else { return }
        scrubber.setElapsed(runOut.toElapsed)
        self.runOut = nil
        let held = scrubber.layers
        scrubber.resume()
        self.scrubber = nil
        if runOut.returning {
            // Back at the start: end the animations there, so their completions run now, before this frame draws.
            CALayer.endAnimationsNow(inSubtreesOf: held, finished: true)
        }
    }

    /// Releases held time without running anything out (the transition completed while held).
    func releaseHeldTime() {
        runOut = nil
        scrubber?.resume()
        scrubber = nil
    }
}
