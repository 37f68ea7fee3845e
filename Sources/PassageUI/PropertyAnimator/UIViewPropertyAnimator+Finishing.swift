// Stopping and finishing: the driven animations come off their layers and the model values are set to the
// end, the start or what is on screen, without animation; then the completions run with the position.
import Foundation
import PassageCore

extension UIViewPropertyAnimator {
    /// Stops the animations where they are: the model values take the values on screen and the animations
    /// are removed. With `withoutFinishing` true the animator becomes inactive and no completion runs;
    /// otherwise it is stopped and waits for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            return diagnose(
                .propertyAnimatorStopWhenInactive, .warning,
                "UIViewPropertyAnimator.stopAnimation on an animator that is not active ignored")
        }
        guard isInterruptible || !isRunning else {
            return diagnose(
                .propertyAnimatorStopNotInterruptible, .warning,
                "UIViewPropertyAnimator.stopAnimation on a running non-interruptible animator ignored")
        }
        freeze()
        let current = driven.map { $0.property.read($0.layer.presentedValues()) }
        detachAnimations()
        for (animation, value) in zip(driven, current) { setModel(value, of: animation) }
        if withoutFinishing {
            driven.removeAll()
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the model values move to `finalPosition` (end values, start values,
    /// or where they stand) and the completions run. Ignored (logged) unless the animator is stopped.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return diagnose(
                .propertyAnimatorFinishWhenNotStopped, .warning,
                "UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator (call stopAnimation(false) first); ignored"
            )
        }
        complete(at: finalPosition)
    }

    /// Ends the animation at `position` and runs the completions.
    func complete(at position: UIViewAnimatingPosition) {
        stopTicking()
        let current = driven.map { $0.property.read($0.layer.presentedValues()) }
        detachAnimations()
        for (animation, value) in zip(driven, current) {
            switch position {
            case .end: setModel(animation.endValue, of: animation)
            case .start: setModel(animation.startValue, of: animation)
            case .current: setModel(value, of: animation)
            }
        }
        driven.removeAll()
        let fraction: Double =
            switch position {
            case .end: 1
            case .start: 0
            case .current: timeline.fraction(at: now)
            }
        timeline.motion = .still(fraction: fraction, value: fraction)
        state = .inactive
        for completion in completions { completion(position) }
    }

    private func detachAnimations() {
        for animation in driven { animation.layer.removeAnimation(forKey: animation.key) }
    }

    /// Sets a model value with no animation.
    private func setModel(_ value: AnimationValue, of animation: DrivenAnimation) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        animation.layer.setValue(value.anyValue, forKeyPath: animation.property.keyPath)
        CATransaction.commit()
    }
}
