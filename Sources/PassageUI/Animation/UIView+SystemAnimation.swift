// UIView's system-provided animation: `.delete` fades and shrinks views away and takes them out of the hierarchy.
// UIKit documents what it does, not its timing; Passage runs it as the critically damped 0.5 s spring that
// public write-ups compare it to, and the shrink is Passage's choice (both named below, marked as inferred).
import Foundation
import PassageCore

extension UIView {
    /// The animations UIKit performs for you on a set of views.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades and shrinks the views, then removes them from their superviews.
        case delete = 0
    }

    /// Length of a system animation (inferred: UIKit does not document it; write-ups match it to a 0.5 s spring
    /// with damping 1).
    static let systemAnimationDuration: TimeInterval = 0.5
    /// The scale a view deleted by `.delete` shrinks to (inferred).
    static let systemDeleteScale: CGFloat = 0.5

    /// Performs `animation` on `views`, with `parallelAnimations` run in the same animation. For `.delete` each
    /// view fades out and shrinks about its centre, then leaves its superview with its alpha and transform
    /// restored; `completion(finished)` runs after that.
    public class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let restored = views.map { (view: $0, alpha: $0.alpha, transform: $0.transform) }
        animate(
            withDuration: systemAnimationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: options,
            animations: {
                for view in views {
                    view.alpha = 0
                    view.transform = view.transform.scaledBy(x: systemDeleteScale, y: systemDeleteScale)
                }
                parallelAnimations?()
            },
            completion: { finished in
                for entry in restored {
                    entry.view.removeFromSuperview()
                    entry.view.alpha = entry.alpha
                    entry.view.transform = entry.transform
                }
                completion?(finished)
            })
    }
}
