// A finger dragging the content. When the pan begins, the content's offset and the pan's translation at that
// moment are the drag's reference (so the content does not jump by the pan's 10-point threshold); after that,
// on each axis that scrolls, the offset is the reference minus the finger's travel. Past an edge the content
// follows RubberBand (or, when `bounces` is false, stays at the edge and leaves it as soon as the finger turns
// back). Content caught past an edge (a finger
// landing during a spring-back) continues from the finger travel that band position stands for, so nothing
// jumps. On the lift the drag hands over to +Deceleration.
import Foundation

/// The reference of a drag in progress.
struct ScrollDrag: Sendable, Equatable {
    /// The unbanded offset when the pan began: where the content would be with no rubber band.
    var startOffset: CGPoint
    /// The pan's translation when it began, in the scroll view's coordinates.
    var startTranslation: CGPoint
}

extension UIScrollView {
    /// The pan's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            drag = ScrollDrag(
                startOffset: unbandedOffset(for: contentOffset), startTranslation: pan.translation(in: self))
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard var drag else { return }
            let travel = pan.translation(in: self)
            let free = CGPoint(
                x: drag.startOffset.x - (travel.x - drag.startTranslation.x),
                y: drag.startOffset.y - (travel.y - drag.startTranslation.y))
            var offset = contentOffset
            if scrollsHorizontally {
                offset.x = bandedOffset(
                    free.x, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x, dimension: bounds.width)
            }
            if scrollsVertically {
                offset.y = bandedOffset(
                    free.y, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y, dimension: bounds.height)
            }
            if !bounces {
                // Held at an edge, the content leaves it as soon as the finger turns back.
                drag.startOffset.x += scrollsHorizontally ? offset.x - free.x : 0
                drag.startOffset.y += scrollsVertically ? offset.y - free.y : 0
                self.drag = drag
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
