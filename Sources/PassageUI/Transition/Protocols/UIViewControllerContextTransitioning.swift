// What an animation controller is handed: the container, the participants, their frames, and the calls
// that drive and end the transition. UIKit's system supplies the context; so does Passage's
// (`TransitionContext`), for presentations, navigation and tab switches alike.
import Foundation
import PassageCore

/// Names the view controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller whose view is on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller whose view is on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving; nil when it stays where it is (the presenter of a custom presentation).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving; nil when it stays where it is (the presenter being returned to by a custom dismissal).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The context of one view-controller transition (UIKit's `UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view that holds the views taking part while the transition runs.
    var containerView: UIView { get }
    /// Whether the transition animates (false: it happens at once, and the animator is not asked).
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (set by `cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` for navigation and tab transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition; always identity in Passage (no device rotation).
    var targetTransform: CGAffineTransform { get }
    /// Records the progress of an interactive transition, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Declares that the interaction finished and the transition will complete.
    func finishInteractiveTransition()
    /// Declares that the interaction was cancelled and the transition will return to its start.
    func cancelInteractiveTransition()
    /// Declares that an animating transition became interactive (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` false returns to the start state. Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view the animator should animate; nil when that view stays untouched.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start, in the container's coordinates; `.zero` when unknown or not yet shown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be at the end, in the container's coordinates; `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}
