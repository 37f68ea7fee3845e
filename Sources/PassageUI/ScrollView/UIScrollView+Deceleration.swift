// After the lift: the delegate hears the velocity and the proposed resting offset (the page for a paging
// scroll view, otherwise where the coast would end, kept within the edges) and may choose another; then each
// axis coasts, springs back or settles on its page (ScrollMotion), one step per frame on a display link, with
// scrollViewDidScroll each frame and scrollViewDidEndDecelerating when both axes rest. While the content moves,
// the frame loop counts as busy, so `runUntilIdle()` returns once it rests and not before.
import Foundation
import PassageCore

extension UIScrollView {
    /// The drag ended with the content offset moving at `velocity` points per second.
    func endDragging(velocity: CGPoint) {
        let offset = contentOffset
        let proposed = proposedRestingOffset(from: offset, velocity: velocity)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                targetContentOffset: pointer)
        }
        if !(target.x.isFinite && target.y.isFinite) {
            diagnosticLoop.diagnose(
                .targetContentOffsetNotFinite, .warning,
                "scrollViewWillEndDragging set targetContentOffset to \(target), which is not finite; using \(proposed)"
            )
            target = proposed
        }
        startMotion(velocity: velocity, target: target, targetChosen: target != proposed)
        let decelerate = motion != nil
        if !decelerate, indicators != nil { updateScrollIndicators(moving: false) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate, motion != nil {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
    }

    /// Where released content would rest: the chosen page, or the end of the coast kept within the edges.
    private func proposedRestingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        if isPagingEnabled {
            let horizontal = ScrollPaging(pageSize: bounds.width, minimumOffset: low.x, maximumOffset: high.x)
            let vertical = ScrollPaging(pageSize: bounds.height, minimumOffset: low.y, maximumOffset: high.y)
            return CGPoint(
                x: scrollsHorizontally ? horizontal.targetOffset(from: offset.x, velocity: velocity.x) : offset.x,
                y: scrollsVertically ? vertical.targetOffset(from: offset.y, velocity: velocity.y) : offset.y)
        }
        let rate = decelerationRate.rawValue
        return clampedContentOffset(
            CGPoint(
                x: ScrollDeceleration(start: offset.x, velocity: velocity.x, rate: rate).target,
                y: ScrollDeceleration(start: offset.y, velocity: velocity.y, rate: rate).target))
    }

    /// Starts the motion that carries the content from where it is, moving at `velocity` points per second, to
    /// rest at `target` (exactly, when `targetChosen` by the delegate or when paging; otherwise by coasting
    /// naturally and bouncing at the edges). Leaves `motion` nil when nothing needs to move: an axis with less
    /// than 0.1 pt to go is placed on its resting point at once.
    func startMotion(velocity: CGPoint, target: CGPoint, targetChosen: Bool) {
        let now = CACurrentMediaTime()
        let offset = contentOffset
        let low = minimumContentOffset
        let high = maximumContentOffset
        func axis(
            _ position: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ chosen: Bool,
            _ range: ClosedRange<CGFloat>
        ) -> AxisMotion {
            if isPagingEnabled {
                return .springing(ScrollSpring(from: position, velocity: velocity, target: target), since: now)
            }
            if chosen {
                return .coasting(
                    ScrollDeceleration(start: position, target: target, rate: decelerationRate.rawValue),
                    since: now, range: range, stopsAtEdges: false)
            }
            if !range.contains(position) {
                let edge = min(max(position, range.lowerBound), range.upperBound)
                return .springing(ScrollSpring(from: position, velocity: velocity, target: edge), since: now)
            }
            return .coasting(
                ScrollDeceleration(start: position, velocity: velocity, rate: decelerationRate.rawValue),
                since: now, range: range, stopsAtEdges: true)
        }
        let chosen = (x: targetChosen && target.x != offset.x, y: targetChosen && target.y != offset.y)
        var next = ScrollMotion()
        var resting = offset
        // Each axis's position now is where it starts; one whose motion is at rest at once (less than 0.1 pt to
        // go) takes its resting place now.
        (resting.x, next.x) = axis(offset.x, velocity.x, target.x, chosen.x, low.x...high.x).advanced(
            to: now, bounces: bounces)
        (resting.y, next.y) = axis(offset.y, velocity.y, target.y, chosen.y, low.y...high.y).advanced(
            to: now, bounces: bounces)
        stopMotion()
        contentOffset = resting
        guard !next.isFinished else { return }
        motion = next
        drivenOffset = resting
        startTicking()
    }

    /// Moves the content one frame along `motion`.
    func stepMotion(at now: TimeInterval) {
        guard var current = motion else { return }
        if let drivenOffset, contentOffset != drivenOffset {
            // Code moved the content between frames: it stays where the code put it.
            return stopMotion()
        }
        var offset = contentOffset
        if let x = current.x { (offset.x, current.x) = x.advanced(to: now, bounces: bounces) }
        if let y = current.y { (offset.y, current.y) = y.advanced(to: now, bounces: bounces) }
        motion = current
        drivenOffset = offset
        contentOffset = offset
        guard current.isFinished, motion == current else { return }
        stopMotion()
        if indicators != nil { updateScrollIndicators(moving: false) }
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Stops any motion or offset animation where the content is, without telling the delegate.
    func stopMotion() {
        motion = nil
        offsetAnimation = nil
        drivenOffset = nil
        isDecelerating = false
        stopTicking()
    }

    /// Steps the content every frame from now on, and keeps the frame loop busy while it moves. A scroll view
    /// released while its content moves takes its link and busy check with it on the next frame.
    func startTicking() {
        guard ticker == nil else { return }
        let loop = FrameLoop.current
        let token = loop.addBusyCheck { [weak self] in
            guard let self else { return false }
            return self.motion != nil || self.offsetAnimation != nil
        }
        let link = CADisplayLink { [weak self, weak loop] link in
            guard let self else {
                link.invalidate()
                loop?.removeBusyCheck(token)
                return
            }
            self.tick(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        ticker = link
        busyCheck = token
        tickingLoop = loop
    }

    /// Stops stepping.
    func stopTicking() {
        ticker?.invalidate()
        ticker = nil
        if let busyCheck { tickingLoop?.removeBusyCheck(busyCheck) }
        busyCheck = nil
        tickingLoop = nil
    }

    private func tick(at now: TimeInterval) {
        if offsetAnimation != nil { return stepOffsetAnimation(at: now) }
        if motion != nil { return stepMotion(at: now) }
        stopTicking()
    }
}
