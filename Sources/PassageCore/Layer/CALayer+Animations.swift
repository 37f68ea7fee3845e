// Attaching animations to a layer and their life cycle: start, end, removal, callbacks and completions.
import Foundation

/// An animation as a layer holds it: the layer's own copy, its compiled evaluator and its life-cycle state.
@MainActor
package final class AttachedAnimation {
    /// The key it was added under; nil when added without one (then it has no key to look it up by).
    package let key: String?
    /// The layer's copy, with its begin time and duration resolved.
    package let animation: CAAnimation
    package let evaluator: AnimationEvaluator
    package var didStart = false
    package var didStop = false

    init(key: String?, animation: CAAnimation, evaluator: AnimationEvaluator) {
        self.key = key
        self.animation = animation
        self.evaluator = evaluator
    }

    /// Reports the stop to the delegate and every completion group waiting for this animation.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for group in animation.completionGroups { group.release(finished: finished) }
    }
}

extension CALayer {
    func attach(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            diagnose(
                .animationAddedToPresentationLayer, .warning, "CALayer.add(_:forKey:) on a presentation layer ignored")
            return
        }
        let loop = FrameLoop.current
        loop.transactions.ensureOpen()
        let key = anim is CATransition ? "transition" : key
        let copy = anim.copy() as! CAAnimation
        if copy.duration == 0 {
            copy.duration = loop.transactions.animationDuration
        } else if !copy.duration.isFinite || copy.duration < 0 {
            loop.diagnose(
                .animationDurationInvalid, .warning,
                "\(type(of: anim)).duration = \(copy.duration) is invalid: expected a finite duration ≥ 0; using \(loop.transactions.animationDuration) s"
            )
            copy.duration = loop.transactions.animationDuration
        }
        if copy.beginTime == 0 {
            copy.beginTime = localTime(fromMediaTime: loop.clock.currentTime)
        }
        guard let evaluator = copy.makeEvaluator(for: self, timing: copy.timingParameters(duration: copy.duration))
        else {
            return
        }
        if let key { removeAnimation(forKey: key) }
        copy.completionGroups += loop.transactions.completionGroups
        for group in copy.completionGroups { group.retain() }
        attachedAnimations.append(AttachedAnimation(key: key, animation: copy, evaluator: evaluator))
        loop.registerAnimating(self)
        for observer in loop.attachObservers.handlers { observer(self) }
        for recording in loop.addedAnimationRecordings {
            recording.added.append(AddedAnimation(layer: self, key: key, animation: copy))
        }
    }

    /// The animation added under `key`, or nil. Changing it has no effect on the running animation.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`. Its delegate hears `animationDidStop(_:finished: false)` at the next frame.
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        detach(at: index)
    }

    /// Removes every animation; each one's stop is reported (not finished) at the next frame.
    public func removeAllAnimations() {
        while !attachedAnimations.isEmpty { detach(at: 0) }
    }

    private func detach(at index: Int) {
        let attached = attachedAnimations.remove(at: index)
        guard !attached.didStop else { return }
        FrameLoop.current.enqueueCallback { attached.stop(finished: false) }
    }

    /// Ends every animation of `layers` and their sublayers at once: each is removed and its stop reported
    /// (`finished`) now, so completions run before this returns. All are collected before any stop is
    /// reported, so a completion that moves layers cannot hide animations from the sweep. Interactive
    /// transitions use it when a cancelled transition has run its animations back to their start.
    package static func endAnimationsNow(inSubtreesOf layers: [CALayer], finished: Bool) {
        var ending: [AttachedAnimation] = []
        for layer in layers { layer.collectAnimations(into: &ending) }
        for attached in ending { attached.stop(finished: finished) }
    }

    private func collectAnimations(into ending: inout [AttachedAnimation]) {
        ending += attachedAnimations.filter { !$0.didStop }
        attachedAnimations.removeAll()
        for sublayer in storedSublayers { sublayer.collectAnimations(into: &ending) }
    }

    /// Whether a not-yet-stopped animation will still end, given the current time and layer speeds.
    package func hasUnfinishedAnimations(at mediaTime: CFTimeInterval) -> Bool {
        guard !isTimeFrozen else { return false }
        return attachedAnimations.contains { !$0.didStop && $0.evaluator.timing.endTime().isFinite }
    }

    /// Phase 6 of a frame for this layer: start and stop callbacks, removal of finished animations.
    package func updateAnimationLifecycle(at mediaTime: CFTimeInterval) {
        let now = localTime(fromMediaTime: mediaTime)
        for attached in attachedAnimations {
            let timing = attached.evaluator.timing
            if !attached.didStart, now >= timing.beginTime - mediaTimeTolerance {
                attached.didStart = true
                attached.animation.delegate?.animationDidStart(attached.animation)
            }
            guard !attached.didStop, now >= timing.endTime() - mediaTimeTolerance else { continue }
            if attached.animation.isRemovedOnCompletion {
                attachedAnimations.removeAll { $0 === attached }
            }
            attached.stop(finished: true)
        }
    }
}
