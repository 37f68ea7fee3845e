// Interactive transitions, the way UIKit drives them: the animations the animation controller made are
// scrubbed by holding the container's layer time (and that of every layer outside it that gained an
// animation) with a LayerTimeScrubber at duration × percentComplete; finishing or cancelling runs the held time
// out to the end or back to the start at completionSpeed on the completion curve, then gives the layers their
// time back. Cancelled animations are ended at the start, so their completions (which call
// completeTransition) run at once with every view back where it started on screen. Interruptible animators are
// driven through their own fractionComplete and continueAnimation instead, and so are the property animators
// the animation controller starts itself (they run on their own clock, not on layer time): they are held,
// scrubbed and run out with the transition, as UIKit's are, whose animations live on the held layers.
import Foundation
import PassageCore

/// The interaction machinery of one transition: progress, scrubbing, run-outs and the interruptible animator.
@MainActor
final class InteractionDriver {
    /// The run-out of an interactive transition after the interaction ends.
    struct RunOut {
        let fromElapsed: CFTimeInterval
        let toElapsed: CFTimeInterval
        let start: CFTimeInterval
        let curve: AnimatorCurve
        /// Whether the run-out returns to the start (a cancel).
        let returning: Bool
    }

    /// The transition driven; it owns this driver.
    private unowned let transition: ControllerTransition
    /// The progress last reported through `updateInteractiveTransition(_:)` (or reached by a run-out), 0…1.
    private(set) var percent: CGFloat = 0
    /// Holds the animations' time while the transition is scrubbed or runs out.
    private(set) var scrubber: LayerTimeScrubber?
    /// The interruptible animator the animation controller offered, if any.
    var propertyAnimator: UIViewImplicitlyAnimating?
    /// Layers outside the container that gained animations while the animator or alongside blocks ran.
    private var recordedLayers: [CALayer] = []
    /// Property animators the animator or alongside blocks started (other than the offered interruptible one).
    private var startedAnimators: [UIViewPropertyAnimator] = []
    private var runOut: RunOut?

    init(transition: ControllerTransition) {
        self.transition = transition
    }

    /// Whether held time is running out to the end or back to the start.
    var isRunningOut: Bool { runOut != nil }

    private var duration: TimeInterval { transition.animationDuration }

    /// Records `percentComplete` (clamped to 0…1; not a number counts as 0) while the transition runs.
    func update(_ percentComplete: CGFloat) {
        guard transition.state.isRunning else { return }
        percent = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
    }

    /// Runs `body`, noting every layer outside the container that gains an animation meanwhile and every property
    /// animator started; a scrubber that is holding time takes hold of them at once.
    func recordingLayers(_ body: () -> Void) {
        let loop = FrameLoop.current
        let container = transition.containerView.layer
        let token = loop.addAttachObserver { [weak self] layer in
            guard let self else { return }
            if let scrubber = self.scrubber { scrubber.hold(layer) }
            guard !Self.layer(layer, isInside: container), !self.recordedLayers.contains(where: { $0 === layer }) else {
                return
            }
            self.recordedLayers.append(layer)
        }
        let animatorToken = loop.stage.animatorStartObservers.add { [weak self] animator in
            self?.animatorDidStart(animator)
        }
        body()
        loop.removeAttachObserver(token)
        loop.stage.animatorStartObservers.remove(animatorToken)
    }

    private func animatorDidStart(_ animator: UIViewPropertyAnimator) {
        guard !transition.hasEnded, animator !== propertyAnimator,
            !startedAnimators.contains(where: { $0 === animator })
        else { return }
        startedAnimators.append(animator)
        if let scrubber { hold(animator, at: scrubber.elapsed) }
    }

    /// Pauses `animator` at the point `elapsed` seconds into the transition's animations stands for in it.
    private func hold(_ animator: UIViewPropertyAnimator, at elapsed: CFTimeInterval) {
        guard animator.state == .active, animator.isInterruptible else { return }
        if animator.isRunning { animator.pauseAnimation() }
        let length = animator.duration
        animator.fractionComplete = length > 0 ? CGFloat(min(max((elapsed - animator.delay) / length, 0), 1)) : 1
    }

    /// Lets the held animators run to the end (or back to the start) over `length` seconds on `curve`.
    private func runOutAnimators(finishing: Bool, length: TimeInterval, curve: UITimingCurveProvider) {
        for animator in startedAnimators where animator.state == .active && !animator.isRunning {
            animator.isReversed = !finishing
            let factor = animator.duration > 0 ? max(length / animator.duration, 1e-9) : 1e-9
            animator.continueAnimation(withTimingParameters: curve, durationFactor: CGFloat(factor))
        }
    }

    private static func layer(_ layer: CALayer, isInside ancestor: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Holds `layer`'s time with the transition's while it is scrubbed.
    func hold(_ layer: CALayer) {
        scrubber?.hold(layer)
    }

    // MARK: Percent-driven interaction

    /// Starts a percent-driven interaction at `percent`: interactive (time held) or, without an interactive
    /// start, animating until `pauseForInteraction()`.
    func startPercentDriven(interactive: Bool, at percent: CGFloat) {
        guard transition.state.isRunning, let animator = transition.animator else { return }
        self.percent = percent
        guard interactive else {
            transition.runAnimator()
            return
        }
        let context = transition.context
        if let interruptible = animator.offeredInterruptibleAnimator(using: context) {
            propertyAnimator = interruptible
            transition.alongside.start()
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percent
            return
        }
        let scrubber = holdingTime(at: 0)
        self.scrubber = scrubber
        transition.runAnimator()
        // An animator that completed inside animateTransition ended the transition (and released the held time);
        // the next transition may already have started its animators, which are not this one's to hold.
        guard self.scrubber === scrubber else { return }
        scrubber.setElapsed(Double(percent) * duration)
        for animator in startedAnimators { hold(animator, at: scrubber.elapsed) }
    }

    /// A scrubber holding the container's layers and the recorded ones at `elapsed`.
    private func holdingTime(at elapsed: CFTimeInterval) -> LayerTimeScrubber {
        let scrubber = LayerTimeScrubber(elapsed: elapsed)
        scrubber.hold(transition.containerView.layer)
        for layer in recordedLayers { scrubber.hold(layer) }
        return scrubber
    }

    /// Moves a held transition to `percent` (0…1) of its duration.
    func scrub(to percent: CGFloat) {
        guard transition.state == .interacting else { return }
        update(percent)
        if let scrubber {
            scrubber.setElapsed(Double(self.percent) * duration)
            for animator in startedAnimators { hold(animator, at: scrubber.elapsed) }
        } else if let propertyAnimator, propertyAnimator.state == .active, !propertyAnimator.isRunning {
            propertyAnimator.fractionComplete = self.percent
        }
    }

    /// Holds a transition that is animating or running out: it becomes interactive where it stands.
    func pauseForInteraction() {
        guard transition.state.isRunning, transition.state != .interacting || runOut != nil else { return }
        if let propertyAnimator {
            propertyAnimator.pauseAnimation()
            percent = propertyAnimator.fractionComplete
        } else {
            let elapsed: CFTimeInterval
            if let scrubber {
                elapsed = scrubber.elapsed
            } else {
                elapsed = min(max(CACurrentMediaTime() - transition.animationStart, 0), duration)
                scrubber = holdingTime(at: elapsed)
            }
            for animator in startedAnimators { hold(animator, at: elapsed) }
            percent = duration > 0 ? CGFloat(elapsed / duration) : 0
        }
        runOut = nil
        transition.context.pauseInteractiveTransition()
    }

    /// Ends a percent-driven interaction: the rest runs to the end (or back to the start when cancelling) at
    /// `speed` times the normal pace on `curve`.
    func runOutInteraction(finishing: Bool, speed: CGFloat, curve: UITimingCurveProvider) {
        guard transition.state == .interacting else {
            return transition.diagnose(
                .interactionEndedWhenNotInteractive, .warning,
                "UIPercentDrivenInteractiveTransition.\(finishing ? "finish" : "cancel")() on a transition that is not interactive; ignored"
            )
        }
        transition.endInteraction(cancelled: !finishing)
        let speed = Double(speed.isFinite && speed > 0 ? speed : 1)
        if let propertyAnimator {
            propertyAnimator.isReversed = !finishing
            let remaining = finishing ? 1 - Double(percent) : Double(percent)
            propertyAnimator.continueAnimation(withTimingParameters: curve, durationFactor: CGFloat(remaining / speed))
            return
        }
        guard let scrubber else { return }
        let target = finishing ? duration : 0
        let length = abs(target - scrubber.elapsed) / speed
        runOutAnimators(finishing: finishing, length: length, curve: curve)
        runOut = RunOut(
            fromElapsed: scrubber.elapsed, toElapsed: target, start: CACurrentMediaTime(),
            curve: AnimatorCurve(curve, duration: length), returning: !finishing)
    }

    /// One frame of the run-out (from the watchdog's display link).
    func advanceRunOut() {
        guard let runOut, let scrubber else { return }
        let length = runOut.curve.duration
        let unit = length > 0 ? min(max((CACurrentMediaTime() - runOut.start) / length, 0), 1) : 1
        let progress = runOut.curve.progress(unit)
        let elapsed = min(max(runOut.fromElapsed + (runOut.toElapsed - runOut.fromElapsed) * progress, 0), duration)
        scrubber.setElapsed(elapsed)
        percent = duration > 0 ? CGFloat(elapsed / duration) : 0
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

    /// Lets go of the animator and the recorded layers once the transition has ended.
    func transitionDidEnd() {
        propertyAnimator = nil
        recordedLayers.removeAll()
        startedAnimators.removeAll()
    }
}
