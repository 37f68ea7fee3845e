// The scroll view's delegate. Its methods are optional in UIKit (an Objective-C protocol); here each has a
// default implementation that does nothing, so a delegate implements only what it needs.
//
// Order for a drag released with a flick: scrollViewWillBeginDragging, scrollViewDidScroll (per move),
// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), scrollViewDidEndDragging(_:willDecelerate:
// true), scrollViewWillBeginDecelerating, scrollViewDidScroll (per frame), scrollViewDidEndDecelerating. A
// release with no velocity inside the content ends with scrollViewDidEndDragging(_:willDecelerate: false).
import Foundation
import PassageCore

/// What a scroll view tells the object that follows its scrolling (UIKit's `UIScrollViewDelegate`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a finger, a deceleration, an animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger began dragging the content (the pan gesture began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is the content offset's velocity in points per millisecond (zero on an
    /// axis that does not scroll); `targetContentOffset` points at where the content will rest, and the
    /// delegate may write another offset there: the content then comes to rest exactly at it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving (coasting, springing back or
    /// settling on a page).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving on its own.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The adjusted content inset changed (the safe area, the content inset or the adjustment behavior did).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: does nothing (the content rests where the scroll view proposed).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Default: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
