// Scroll indicators as iOS draws them: a rounded bar 3 pt thick (2.5 pt on iOS 13+ rounded to Passage's 3),
// 3 pt from the trailing or bottom edge inside the indicator insets, its length the visible fraction of the
// content (at least 36 pt, shortened when the content is pulled past an edge), dark at 35 % over light content
// (`.white`: light). They show while the content moves and fade out over 0.25 s once it rests. The bars are
// sublayers of the scroll view's layer placed in its bounds, so they stay put while the content scrolls.
import Foundation
import PassageCore

extension UIScrollView {
    /// The indicators' look (UIKit's `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// The vertical indicator's inset from the edges (UIKit's pre-iOS 13 name for both insets).
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators briefly, as when the content moves.
    public func flashScrollIndicators() {
        updateScrollIndicators(moving: true)
        updateScrollIndicators(moving: false)
    }

    /// Places the indicators for the current offset; `moving` false fades them out.
    func updateScrollIndicators(moving: Bool) {
        let bars = indicators ?? ScrollIndicators(in: layer)
        indicators = bars
        let color: CGColor =
            indicatorStyle == .white ? CGColor(gray: 1, alpha: 0.5) : CGColor(gray: 0, alpha: 0.35)
        let inset = adjustedContentInset
        let visible = bounds
        func length(
            _ shown: CGFloat, content: CGFloat, track: CGFloat, offset: CGFloat, minimum: CGFloat, maximum: CGFloat
        )
            -> (length: CGFloat, start: CGFloat)
        {
            let total = max(content, shown)
            var length = max(ScrollIndicators.minimumLength, track * shown / max(total, 1))
            let overscroll = offset < minimum ? minimum - offset : (offset > maximum ? offset - maximum : 0)
            length = max(ScrollIndicators.thickness, min(length, track) - overscroll)
            let range = max(maximum - minimum, 0)
            let fraction = range > 0 ? min(max((offset - minimum) / range, 0), 1) : 0
            return (length, fraction * (track - length))
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let vertical = verticalScrollIndicatorInsets
        let verticalTrack = visible.height - vertical.top - vertical.bottom - 2 * ScrollIndicators.edgeMargin
        let showsVertical =
            showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > visible.height
        if showsVertical {
            let bar = length(
                visible.height - inset.top - inset.bottom, content: contentSize.height, track: verticalTrack,
                offset: contentOffset.y, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y)
            bars.vertical.frame = CGRect(
                x: visible.maxX - vertical.right - ScrollIndicators.edgeMargin - ScrollIndicators.thickness,
                y: visible.minY + vertical.top + ScrollIndicators.edgeMargin + bar.start,
                width: ScrollIndicators.thickness, height: bar.length)
        }
        let horizontal = horizontalScrollIndicatorInsets
        let horizontalTrack = visible.width - horizontal.left - horizontal.right - 2 * ScrollIndicators.edgeMargin
        let showsHorizontal =
            showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > visible.width
        if showsHorizontal {
            let bar = length(
                visible.width - inset.left - inset.right, content: contentSize.width, track: horizontalTrack,
                offset: contentOffset.x, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x)
            bars.horizontal.frame = CGRect(
                x: visible.minX + horizontal.left + ScrollIndicators.edgeMargin + bar.start,
                y: visible.maxY - horizontal.bottom - ScrollIndicators.edgeMargin - ScrollIndicators.thickness,
                width: bar.length, height: ScrollIndicators.thickness)
        }
        for (bar, shows) in [(bars.vertical, showsVertical), (bars.horizontal, showsHorizontal)] {
            bar.backgroundColor = color
            bar.cornerRadius = ScrollIndicators.thickness / 2
            if moving { bar.opacity = shows ? 1 : 0 }
        }
        CATransaction.commit()
        if !moving {
            CATransaction.begin()
            CATransaction.setAnimationDuration(ScrollIndicators.fadeDuration)
            bars.vertical.opacity = 0
            bars.horizontal.opacity = 0
            CATransaction.commit()
        }
    }
}

/// The two indicator bars of a scroll view.
@MainActor
final class ScrollIndicators {
    /// The bars' thickness, in points.
    static let thickness: CGFloat = 3
    /// The gap between a bar and the scroll view's edge, in points.
    static let edgeMargin: CGFloat = 3
    /// The shortest bar, in points.
    static let minimumLength: CGFloat = 36
    /// How long the bars take to fade out once the content rests, in seconds.
    static let fadeDuration: CFTimeInterval = 0.25

    let vertical = CALayer()
    let horizontal = CALayer()

    init(in layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for bar in [vertical, horizontal] {
            bar.opacity = 0
            bar.zPosition = 1000
            layer.addSublayer(bar)
        }
        CATransaction.commit()
    }
}
