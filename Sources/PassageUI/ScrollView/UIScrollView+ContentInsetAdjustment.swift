// The adjusted content inset (iOS 11 and later): the scroll view adds to `contentInset` the part of its safe area
// its `contentInsetAdjustmentBehavior` selects, so content starts below a navigation bar or the status bar and
// ends above a tab bar or the home indicator, and the range the offset may take grows with it. When the adjusted
// inset changes while the content rests at its top (or left), the offset moves with it, so a collection view in
// a navigation controller opens at −(bar's bottom), as on iOS.
//
// UIKit documents `.automatic` as adjusting the vertical insets always "when the scroll view is the content
// view of a view controller that is currently displayed by a navigation or tab bar controller" and otherwise
// as `.scrollableAxes`. Passage reads "content view" as the controller's root view or its first subview (the
// collection view of a UICollectionViewController), and an axis as scrollable when the content with its
// insets is larger than the bounds or the axis always bounces: both inferred.
import Foundation

extension UIScrollView {
    /// How the safe area adds to the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Vertically always for the content view of a controller in a navigation or tab bar controller,
        /// otherwise as `.scrollableAxes`.
        case automatic
        /// The edges of the axes the content scrolls along.
        case scrollableAxes
        /// No edge: `adjustedContentInset` is `contentInset`.
        case never
        /// Every edge.
        case always
    }

    /// `contentInset` plus the safe-area insets of the edges `contentInsetAdjustmentBehavior` selects.
    var safeAreaAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Which axes take the safe area under the current behavior.
    private var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (contentExceedsHeight, contentExceedsWidth)
        case .automatic: return (isContentViewOfBarController || contentExceedsHeight, contentExceedsWidth)
        }
    }

    /// Whether the content with its own insets (not the safe area, which depends on this) scrolls vertically.
    private var contentExceedsHeight: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether the content with its own insets scrolls horizontally.
    private var contentExceedsWidth: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the scroll view is the root view of a controller (or that root view's first subview) shown by a
    /// navigation or tab bar controller.
    private var isContentViewOfBarController: Bool {
        let controller =
            owningViewController
            ?? (superview?.subviews.first === self ? superview?.owningViewController : nil)
        guard let controller else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// Re-reads the adjusted inset; when it changed, moves an offset resting at the top or left edge with it and
    /// tells `adjustedContentInsetDidChange()` and the delegate.
    func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        let old = reportedAdjustedContentInset
        guard adjusted != old else { return }
        reportedAdjustedContentInset = adjusted
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
