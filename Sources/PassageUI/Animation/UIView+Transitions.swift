// View transitions: a whole view's appearance changes with a cross-dissolve, flip or curl. The previous
// appearance is captured (CATransition) before the changes are made; the changes themselves are not
// animated one by one. Cross-dissolve and flips are exact in timing; the renderer draws flips with a
// perspective rotation and approximates curls.
import Foundation
import PassageCore

extension UIView {
    /// Transitions `view` to the state `animations` leaves it in, with the transition style in `options`
    /// (cross-dissolve, flips, curls; none shows the change at once after the duration).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let (group, seal) = ViewAnimationContext.completionGroup(completion)
        let duration = sanitized(duration, "duration")
        if duration > 0, areAnimationsEnabled, let transition = makeTransition(options) {
            transition.duration = duration
            transition.timingFunction = options.curve.timingFunction
            transition.completionGroups = [group]
            view.layer.add(transition, forKey: "transition")
            if !options.contains(.allowUserInteraction) { view.interactionBlockingAnimationKeys.insert("transition") }
        }
        if let animations {
            if options.contains(.allowAnimatedContent) {
                ViewAnimationContext(
                    duration: duration, delay: 0, options: options,
                    pacing: .curve(options.curve.timingFunction), group: group
                ).run(animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition, or hides one and shows
    /// the other with `.showHideTransitionViews`. Without a superview nothing changes and the completion
    /// reports false at the next frame (logged).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            diagnose(
                .transitionFromViewWithoutSuperview, .warning,
                "UIView.transition(from:to:…): fromView has no superview; nothing to transition")
            FrameLoop.current.enqueueCallback { completion?(false) }
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    private static func makeTransition(_ options: UIView.AnimationOptions) -> CATransition? {
        let transition = CATransition()
        switch options.transitionStyle {
        case 1: (transition.type, transition.subtype) = (.flip, .fromLeft)
        case 2: (transition.type, transition.subtype) = (.flip, .fromRight)
        case 3: (transition.type, transition.subtype) = (.curl, .fromBottom)
        case 4: (transition.type, transition.subtype) = (.curl, .fromTop)
        case 5: transition.type = .fade
        case 6: (transition.type, transition.subtype) = (.flip, .fromTop)
        case 7: (transition.type, transition.subtype) = (.flip, .fromBottom)
        default: return nil
        }
        return transition
    }
}
