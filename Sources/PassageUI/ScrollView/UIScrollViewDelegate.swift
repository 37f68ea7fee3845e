// The scroll view's delegate. Its methods are optional in UIKit (an Objective-C protocol); here each has a
// default implementation that does nothing, so a delegate implements only what it needs.
import Foundation
import PassageCore

/// What a scroll view tells the object that follows its scrolling (UIKit's `UIScrollViewDelegate`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a finger, a deceleration, an animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
