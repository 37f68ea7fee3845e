// A finger dragging the content. When the pan begins, its translation at that moment is the drag's reference
// (so the content does not jump by the pan's 10-point threshold); after that, each move shifts the content by
// the finger's movement since the previous move, on each axis that scrolls, from wherever the content is now:
// an offset the delegate set in `scrollViewDidScroll(_:)` stays (the pull-to-dismiss pattern keeps the scroll
// view at its top while the sheet follows the finger), as in UIKit. Past an edge the content follows RubberBand
// (the movement applies to the unbanded offset the band position stands for, so nothing jumps, and content
// caught during a spring-back continues from where it is) or, when `bounces` is false, stays at the edge and
// leaves it as soon as the finger turns back. On the lift the drag hands over to +Deceleration.
import Foundation

/// The reference of a drag in progress.
struct ScrollDrag: Sendable, Equatable {
    /// The pan's translation at the previous move (at the start, when it began), in the scroll view's
    /// coordinates.
    var lastTranslation: CGPoint
}

extension UIScrollView {
    /// The pan's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            drag = ScrollDrag(lastTranslation: pan.translation(in: self))
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard var drag else { return }
            let travel = pan.translation(in: self)
            let base = unbandedOffset(for: contentOffset)
            let free = CGPoint(
                x: base.x - (travel.x - drag.lastTranslation.x), y: base.y - (travel.y - drag.lastTranslation.y))
            drag.lastTranslation = travel
            self.drag = drag
            var offset = contentOffset
            if scrollsHorizontally {
                offset.x = bandedOffset(
                    free.x, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x, dimension: bounds.width)
            }
            if scrollsVertically {
                offset.y = bandedOffset(
                    free.y, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y, dimension: bounds.height)
            }
            contentOffset = offset
        case .ended, .cancelled:
            guard drag != nil else { return }
            drag = nil
            isDragging = false
            let fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            endDragging(
                velocity: CGPoint(
                    x: scrollsHorizontally ? -fingerVelocity.x : 0,
                    y: scrollsVertically ? -fingerVelocity.y : 0))
        default:
            break
        }
    }

    /// The offset shown for an unbanded offset `free` on one axis.
    private func bandedOffset(_ free: CGFloat, minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces else { return min(max(free, minimum), maximum) }
        let band = RubberBand(dimension: dimension)
        if free < minimum { return minimum + band.offset(forOverscroll: free - minimum) }
        if free > maximum { return maximum + band.offset(forOverscroll: free - maximum) }
        return free
    }

    /// The unbanded offset that shows `offset` (the inverse of the rubber band past an edge).
    private func unbandedOffset(for offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        func axis(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
            let band = RubberBand(dimension: dimension)
            if value < minimum { return minimum + band.overscroll(forOffset: value - minimum) }
            if value > maximum { return maximum + band.overscroll(forOffset: value - maximum) }
            return value
        }
        return CGPoint(x: axis(offset.x, low.x, high.x, bounds.width), y: axis(offset.y, low.y, high.y, bounds.height))
    }

    /// The first finger came down: moving content stops where it is (a finger catches it).
    func fingerCameDown() {
        isTracking = true
        if motion != nil { stopMotion() }
    }

    /// The last finger lifted (or the pan gave up): content left past an edge without a drag springs back.
    func fingersLifted() {
        isTracking = false
        guard !isDragging, motion == nil, offsetAnimation == nil, contentOffset != clampedContentOffset(contentOffset)
        else { return }
        startMotion(velocity: .zero, target: clampedContentOffset(contentOffset), targetChosen: false)
        if motion != nil {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
    }
}
