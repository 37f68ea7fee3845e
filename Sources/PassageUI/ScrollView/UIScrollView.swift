// The scroll view: a view whose bounds origin is the content offset, so moving the offset moves every subview
// the other way. The content is `contentSize` points, inset by `adjustedContentInset`; the offset is free to
// go past the edges (the rubber band), and nothing here clamps it.
//
// The scroll view owns a pan gesture recognizer (added to itself) that drags the content (+Dragging); released,
// the content coasts, springs back from past an edge or settles on a page, driven frame by frame on the frame
// loop (+Deceleration); `setContentOffset(_:animated:)` animates the same way (+ContentOffsetAnimation). The
// physics is pure math apart from this state: RubberBand, ScrollDeceleration, ScrollSpring, ScrollPaging.
import Foundation
import PassageCore

/// A view that shows a movable window onto content larger than itself (UIKit's `UIScrollView`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling; held weakly, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero {
        didSet {
            contentSizeDidChange()
            adjustedContentInsetMayHaveChanged()
        }
    }

    /// Extra space around the content, in points; the offset can reach −top/−left and past the far edges by
    /// bottom/right. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// Which edges of the safe area `adjustedContentInset` adds to `contentInset`. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// The insets the scroll view uses: `contentInset` plus the safe-area insets of the edges
    /// `contentInsetAdjustmentBehavior` selects (UIScrollView+ContentInsetAdjustment).
    open var adjustedContentInset: UIEdgeInsets { safeAreaAdjustedContentInset }

    /// Called when `adjustedContentInset` changed; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The adjusted inset last reported, to tell when it changes.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero

    /// Re-reads the adjusted content inset, which takes the safe area (UIScrollView+ContentInsetAdjustment).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// The point of the content at the view's top-left corner, in points: the bounds origin. Setting it tells
    /// the delegate `scrollViewDidScroll(_:)` when it changes.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            if isDragging || isDecelerating { updateScrollIndicators(moving: true) }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Whether a finger can scroll the content (the pan gesture recognizer is enabled). Default true.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether the content goes past its edges, rubber-banding while dragged and springing back when
    /// released. False stops the content at the edges. Default true.
    open var bounces = true

    /// Whether a vertical drag moves (and bounces) the content even when it is not taller than the view.
    /// Default false.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag moves (and bounces) the content even when it is not wider than the view.
    /// Default false.
    open var alwaysBounceHorizontal = false

    /// Whether a released drag settles on a multiple of the bounds size, the velocity choosing the next page.
    /// Default false.
    open var isPagingEnabled = false

    /// The factor the velocity of released content keeps per millisecond, in (0, 1). Default `.normal`
    /// (0.998). A rate outside (0, 1) is kept but acts as the nearest rate inside it (a NaN as `.normal`), logged.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let rate = decelerationRate.rawValue
            if !(rate > 0 && rate < 1) {
                diagnosticLoop.diagnose(
                    .decelerationRateOutOfRange, .warning,
                    "UIScrollView.decelerationRate = \(rate): expected a factor in (0, 1); coasting as \(ScrollDeceleration.effectiveRate(rate))"
                )
            }
        }
    }

    /// Whether the vertical indicator shows while the content scrolls. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content scrolls. Default true.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator stays from the edges, in points. Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges, in points. Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The indicators' style. Default `.default` (dark over light content).
    open var indicatorStyle: IndicatorStyle = .default
    /// The indicators, made on the first scroll (UIScrollView+Indicators.swift).
    var indicators: ScrollIndicators?

    /// Whether a finger is down on the scroll view (it may not have started dragging yet).
    open internal(set) var isTracking = false

    /// Whether a finger is dragging the content (from the pan's start to the finger's lift).
    open internal(set) var isDragging = false

    /// Whether the content is moving on its own after a drag (coasting, springing back or settling on a page).
    open internal(set) var isDecelerating = false

    /// The pan gesture recognizer that scrolls the content; the scroll view adds it to itself. Configure it
    /// (delegate, failure requirements) but do not change its view or target.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The scroll view's own pan recognizer (a subclass that tells the scroll view about fingers).
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The motion after a drag, in progress.
    var motion: ScrollMotion?
    /// The animation of `setContentOffset(_:animated:)`, in progress.
    var offsetAnimation: ContentOffsetAnimation?
    /// The display link that moves the content while `motion` or `offsetAnimation` runs.
    var ticker: CADisplayLink?
    /// The frame loop's busy check while the content moves on its own.
    var busyCheck: Int?
    /// The frame loop the link and the busy check were added to.
    weak var tickingLoop: FrameLoop?
    /// The offset the last frame of motion set (code that moves the content between frames stops the motion).
    var drivenOffset: CGPoint?

    /// Moves the content to `contentOffset`: at once, or animated over 0.3 s
    /// (`contentOffsetAnimationDuration`, ease-in-ease-out) with `scrollViewDidScroll(_:)` every frame and
    /// `scrollViewDidEndScrollingAnimation(_:)` on arrival. Stops any deceleration or earlier animation. A
    /// non-finite offset is ignored (logged).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, animated: animated)
    }

    /// Creates a scroll view whose frame is `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.name = "panGestureRecognizer"
        scrollPan.maximumNumberOfTouches = Int.max
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(scrollPan)
    }

    /// Creates a scroll view from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
