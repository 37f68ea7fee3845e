// The scroll view: a view whose bounds origin is the content offset, so moving the offset moves every subview
// the other way. The content is `contentSize` points, inset by `adjustedContentInset`; the offset is free to
// go past the edges (the rubber band), and nothing here clamps it.
import Foundation
import PassageCore

/// A view that shows a movable window onto content larger than itself (UIKit's `UIScrollView`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling; held weakly, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero {
        didSet { contentSizeDidChange() }
    }

    /// Extra space around the content, in points; the offset can reach −top/−left and past the far edges by
    /// bottom/right. Default zero.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the scroll view uses: `contentInset` (plus the safe area where a later release adds it).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The point of the content at the view's top-left corner, in points: the bounds origin. Setting it tells
    /// the delegate `scrollViewDidScroll(_:)` when it changes.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Creates a scroll view whose frame is `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
