// Keyframe blocks: changes made inside addKeyframe blocks are recorded per layer and property, then
// become one CAKeyframeAnimation each when the outer block ends. A property holds its previous value
// until its keyframe's relative start time and reaches the keyframe's value at start + duration.
// Changes made in the outer block outside any addKeyframe act as a keyframe over the whole duration.
import Foundation
import PassageCore

extension UIView {
    /// Animates the keyframes that `animations` adds with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// over `duration` seconds after `delay`. The calculation mode comes from the options (linear by default).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let (group, seal) = ViewAnimationContext.completionGroup(completion)
        let duration = sanitized(duration, "duration")
        guard duration > 0 else {
            performWithoutAnimation(animations)
            return seal()
        }
        let recorder = KeyframeRecorder()
        let context = ViewAnimationContext(
            duration: duration, delay: sanitized(delay, "delay"),
            options: options.animationOptions, pacing: .curve(CAMediaTimingFunction(name: .linear)),
            group: group, keyframes: recorder)
        context.run(animations)
        recorder.addAnimations(mode: options.calculationMode, context: context)
        seal()
    }

    /// Adds a keyframe inside `animateKeyframes`: the changes `animations` makes are reached at
    /// `frameStartTime + frameDuration`, both fractions (0…1) of the enclosing duration. Values outside
    /// 0…1 are clamped (logged). Outside `animateKeyframes` the changes are simply applied.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimationContext.current?.keyframes else {
            diagnose(
                .keyframeOutsideAnimateKeyframes, .warning,
                "UIView.addKeyframe called outside animateKeyframes; its changes are applied without animation")
            return performWithoutAnimation(animations)
        }
        let start = clampedFraction(frameStartTime, "relativeStartTime")
        let length = min(clampedFraction(frameDuration, "relativeDuration"), 1 - start)
        recorder.withWindow(start: start, duration: length, animations)
    }

    private static func clampedFraction(_ value: Double, _ name: String) -> Double {
        guard value.isFinite, (0...1).contains(value) else {
            diagnose(
                .keyframeFractionOutOfRange, .warning,
                "UIView.addKeyframe \(name) = \(value): expected a fraction in 0…1; clamped")
            return value.isFinite ? min(max(value, 0), 1) : 0
        }
        return value
    }
}

/// Collects the keyframes of one animateKeyframes block.
@MainActor
final class KeyframeRecorder {
    private struct Track {
        let layer: CALayer
        let property: AnimatableProperty
        let start: AnimationValue
        var frames: [(start: Double, end: Double, value: AnimationValue)] = []
    }

    private var tracks: [Track] = []
    private var window = (start: 0.0, duration: 1.0)

    func withWindow(start: Double, duration: Double, _ block: () -> Void) {
        let outer = window
        window = (start, duration)
        block()
        window = outer
    }

    func record(layer: CALayer, property: AnimatableProperty, old: AnimationValue, new: AnimationValue) {
        let frame = (start: window.start, end: window.start + window.duration, value: new)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property.keyPath == property.keyPath }) {
            tracks[index].frames.append(frame)
        } else {
            tracks.append(Track(layer: layer, property: property, start: old, frames: [frame]))
        }
    }

    /// One keyframe animation per recorded layer and property.
    func addAnimations(mode: CAAnimationCalculationMode, context: ViewAnimationContext) {
        for track in tracks {
            var values = [track.start]
            var times = [0.0]
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                if frame.start > times.last! {
                    values.append(values.last!)
                    times.append(frame.start)
                }
                values.append(frame.value)
                times.append(max(frame.end, times.last!))
            }
            if times.last! < 1 {
                values.append(values.last!)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.property.keyPath)
            animation.values = values.map { track.property.boxed($0) as Any }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            context.applyTiming(to: animation, on: track.layer)
            track.layer.add(animation, forKey: track.property.keyPath)
            context.noteAnimation(forKey: track.property.keyPath, on: track.layer)
        }
    }
}
