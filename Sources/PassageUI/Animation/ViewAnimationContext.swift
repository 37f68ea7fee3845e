// The open UIView animation blocks of a stage. While a block runs, its context is on top of the stage's stack
// and every view property change asks it (through UIView's layer-delegate action) how to animate. Nested blocks
// inherit the enclosing duration, curve and repeat options unless they override them (UIKit's rule).
import Foundation
import PassageCore

/// How the animations a block creates are paced.
@MainActor
enum ViewAnimationPacing {
    case curve(CAMediaTimingFunction)
    /// A spring; `initialVelocity` is in whole distances per second, toward the target.
    case spring(DampedHarmonicSpring, initialVelocity: Double)
    /// Progress from a UIViewPropertyAnimator; `delayFactor` is where in its progress these animations start.
    case driven(UIViewPropertyAnimator, delayFactor: Double)
}

/// One open animation block.
@MainActor
final class ViewAnimationContext {
    /// The innermost open block of the current frame loop's stage, or nil outside any block.
    static var current: ViewAnimationContext? { Stage.current.animationBlocks.last }

    let duration: CFTimeInterval
    let delay: CFTimeInterval
    let options: UIView.AnimationOptions
    let pacing: ViewAnimationPacing
    /// The completion this block's animations count toward; nil for animators that track their own.
    let group: AnimationCompletionGroup?
    /// Set inside animateKeyframes: changes are recorded as keyframes instead of animated one by one.
    let keyframes: KeyframeRecorder?
    /// Views whose layers the block changed, for `.layoutSubviews`.
    private(set) var changedViews: [UIView] = []

    init(
        duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions, pacing: ViewAnimationPacing,
        group: AnimationCompletionGroup?, keyframes: KeyframeRecorder? = nil
    ) {
        let outer = ViewAnimationContext.current
        self.duration = outer.flatMap { options.contains(.overrideInheritedDuration) ? nil : $0.duration } ?? duration
        self.pacing = outer.flatMap { options.contains(.overrideInheritedCurve) ? nil : $0.pacing } ?? pacing
        var options = options
        if let outer, !options.contains(.overrideInheritedOptions) {
            options.remove([.repeat, .autoreverse])
            options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
        }
        self.options = options
        self.delay = delay
        self.group = group
        self.keyframes = keyframes
    }

    /// Runs `block` with this context open; lays out the changed views inside it for `.layoutSubviews`.
    func run(_ block: () -> Void) {
        let stage = Stage.current
        stage.animationBlocks.append(self)
        block()
        if options.contains(.layoutSubviews) {
            for view in changedViews { view.layoutIfNeeded() }
        }
        stage.animationBlocks.removeLast()
    }

    /// Gives `animation` this block's duration, delay (held with a backwards fill), repeat options and
    /// completion group.
    func applyTiming(to animation: CAAnimation, on layer: CALayer) {
        if let group { animation.completionGroups = [group] }
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
    }

    /// Records that the animation at `key` on `layer` keeps its view from taking touches while attached,
    /// unless this block allows user interaction (a property animator: its `isUserInteractionEnabled`).
    func noteAnimation(forKey key: String, on layer: CALayer) {
        let allowsInteraction: Bool
        if case .driven(let animator, _) = pacing {
            allowsInteraction = animator.isUserInteractionEnabled
        } else {
            allowsInteraction = options.contains(.allowUserInteraction)
        }
        if !allowsInteraction, let view = layer.delegate as? UIView {
            view.interactionBlockingAnimationKeys.insert(key)
        }
    }

    func noteChange(of view: UIView) {
        if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
    }

    /// A completion group that calls `completion` once, never synchronously from inside the call that
    /// seals it: when nothing was animated, the completion runs at the next frame, as UIKit calls it on
    /// the next turn of the run loop.
    static func completionGroup(_ completion: ((Bool) -> Void)?) -> (group: AnimationCompletionGroup, seal: () -> Void)
    {
        var sealing = false
        let group = AnimationCompletionGroup { finished in
            guard let completion else { return }
            if sealing {
                FrameLoop.current.enqueueCallback { completion(finished) }
            } else {
                completion(finished)
            }
        }
        return (
            group,
            {
                sealing = true
                group.seal()
                sealing = false
            }
        )
    }
}
