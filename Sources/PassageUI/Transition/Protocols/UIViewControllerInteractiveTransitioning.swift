// The interaction controller protocol: the object that drives a transition's progress (a gesture, a timer).
import Foundation
import PassageCore

/// An object that drives a transition interactively (UIKit's `UIViewControllerInteractiveTransitioning`).
///
/// Optional members have defaults: `completionSpeed` 1, `completionCurve` `.easeInOut`, `wantsInteractiveStart` true.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition; the context is the one animation controllers receive.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs after the interaction ends, relative to its duration (1: as is).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or animating until paused (false).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
