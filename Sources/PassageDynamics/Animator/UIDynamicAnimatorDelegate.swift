// Told when an animator starts stepping again and when every body has come to rest.
import Foundation

/// Receives an animator's pause and resume (UIKit's `UIDynamicAnimatorDelegate`). Both methods are optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// Called just before a paused (or new) animator starts stepping: a behaviour, item or parameter changed.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called after the step in which the last body fell asleep, or no behaviour was left.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
