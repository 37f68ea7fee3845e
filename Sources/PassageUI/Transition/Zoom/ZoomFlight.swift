// The zoom's visuals in the transition's container, from the first frame of a zoom to its last, across an
// interruption (a zoom in caught by a finger becomes the zoom back out with the same views and springs):
//
//   container ── the content behind (the source side)
//             ── blur (dimmingVisualEffect, optional) and dimming view, faded by the dimming progress
//             ── page: the shadow, with the clip inside it: a rounded rectangle on four springs (centre x, centre
//                y, width, height) holding the zoomed view (its layout size kept, scaled uniformly to the clip's
//                width, top-anchored; the alignment rectangle lines up with the source at the zoomed-out end) and
//                a snapshot of the source stretched over the clip, fading out as the content fades in.
//
// The source view itself is hidden while the flight lasts; its `isHidden` is put back exactly when the flight
// ends or the source changes (a reversal asks the provider again). Nothing here reads the clock: `step(_:)` is
// handed the frame's time.
import Foundation
import PassageCore

/// The views and springs of one zoom.
@MainActor
final class ZoomFlight {
    /// The source the zoom starts from or returns to, captured when it was asked for.
    struct Source {
        let view: UIView
        /// Its frame in the container, captured once (a source that scrolls away is not followed).
        let frame: CGRect
        let cornerRadius: CGFloat
        /// The part of the zoomed view that lines up with it, in the zoomed view's coordinates.
        let alignmentRect: CGRect
    }

    let container: UIView
    let zoomedView: UIView
    /// Where the zoomed view rests, in the container.
    let zoomedFrame: CGRect
    let dimmingView = UIView()
    let blurView: UIVisualEffectView?
    /// Carries the shadow; the clip inside it rounds and clips the content.
    let pageView = UIView()
    let clipView = UIView()
    private(set) var source: Source?
    private var snapshot: UIView?
    /// The source view's `isHidden` before the flight hid it.
    private var sourceWasHidden = false
    private let zoomedAlpha: CGFloat

    var centerX: ZoomSpring
    var centerY: ZoomSpring
    var width: ZoomSpring
    var height: ZoomSpring
    /// 0: the content behind undimmed; 1: fully dimmed.
    var dimming: ZoomSpring
    /// 0: the source's look; 1: the zoomed content.
    var fade: ZoomSpring

    /// A flight in `container` showing `zoomedView` (resting at `zoomedFrame`) at `frame`, dimmed by `dimming`
    /// and faded by `fade`, with the app's dimming options.
    init(
        container: UIView, zoomedView: UIView, zoomedFrame: CGRect, at frame: CGRect, dimming: CGFloat, fade: CGFloat,
        options: UIViewController.Transition.ZoomOptions
    ) {
        self.container = container
        self.zoomedView = zoomedView
        self.zoomedFrame = zoomedFrame
        zoomedAlpha = zoomedView.alpha
        let rest = ZoomMetrics.openPositionSpring
        centerX = ZoomSpring(at: frame.midX, spring: rest)
        centerY = ZoomSpring(at: frame.midY, spring: rest)
        width = ZoomSpring(at: frame.width, spring: rest)
        height = ZoomSpring(at: frame.height, spring: rest)
        self.dimming = ZoomSpring(at: dimming, spring: ZoomMetrics.inSpring)
        self.fade = ZoomSpring(at: fade, spring: ZoomMetrics.openFadeSpring)
        blurView = options.dimmingVisualEffect.map { UIVisualEffectView(effect: $0) }
        dimmingView.backgroundColor = options.dimmingColor ?? ZoomMetrics.dimmingColor
        dimmingView.isUserInteractionEnabled = false
        clipView.clipsToBounds = true
        pageView.layer.shadowColor = UIColor.black.cgColor
        pageView.layer.shadowRadius = ZoomMetrics.shadowRadius
        pageView.layer.shadowOffset = ZoomMetrics.shadowOffset
        pageView.addSubview(clipView)
        for view in [blurView, dimmingView].compactMap({ $0 }) {
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
        }
        container.addSubview(pageView)
        adoptZoomedView()
    }

    /// Puts the zoomed view into the clip (again, after an interruption handed the flight on).
    func adoptZoomedView() {
        zoomedView.transform = .identity
        zoomedView.frame = CGRect(origin: .zero, size: zoomedFrame.size)
        clipView.addSubview(zoomedView)
        zoomedView.layoutIfNeeded()
        apply()
    }

    /// Gives the zoomed view back to the container at its resting frame, as it was before the flight.
    func releaseZoomedView() {
        zoomedView.transform = .identity
        zoomedView.alpha = zoomedAlpha
        zoomedView.frame = zoomedFrame
        container.addSubview(zoomedView)
    }

    /// Zooms from or to `source` from now on (nil: a cross-fade in place); the previous source shows again.
    func setSource(_ source: Source?) {
        restoreSource()
        snapshot?.removeFromSuperview()
        snapshot = nil
        self.source = source
        guard let source else { return apply() }
        // Drawn before it is hidden: the snapshot keeps its look.
        if let picture = source.view.snapshotView(afterScreenUpdates: false) {
            picture.isUserInteractionEnabled = false
            clipView.addSubview(picture)
            snapshot = picture
        }
        sourceWasHidden = source.view.isHidden
        source.view.isHidden = true
        apply()
    }

    private func restoreSource() {
        if let source { source.view.isHidden = sourceWasHidden }
    }

    /// Removes everything the flight added and shows the source again. The zoomed view is left where it is.
    func tearDown() {
        restoreSource()
        source = nil
        snapshot?.removeFromSuperview()
        snapshot = nil
        for view in [blurView, dimmingView, pageView].compactMap({ $0 }) { view.removeFromSuperview() }
    }

    // MARK: Geometry

    /// The clip's frame in the container now.
    var frame: CGRect {
        CGRect(
            x: centerX.value - width.value / 2, y: centerY.value - height.value / 2, width: max(width.value, 0),
            height: max(height.value, 0))
    }

    /// The zoomed-out end: the source's frame, or for a missing source a zero-size rectangle at the container's
    /// centre (used only to measure how open the flight is).
    var sourceFrame: CGRect {
        source?.frame ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    /// How far the clip is from the source end (0) to the zoomed end (1): the mean of its width's and height's
    /// progress, clamped.
    var openness: CGFloat {
        let start = sourceFrame
        func progress(_ value: CGFloat, _ from: CGFloat, _ to: CGFloat) -> CGFloat {
            abs(to - from) < 0.5 ? 1 : (value - from) / (to - from)
        }
        let mean =
            (progress(width.value, start.width, zoomedFrame.width)
                + progress(height.value, start.height, zoomedFrame.height)) / 2
        return min(max(mean, 0), 1)
    }

    /// Places every view for the springs' current values.
    func apply() {
        let frame = self.frame
        let open = openness
        pageView.frame = frame
        clipView.frame = pageView.bounds
        let radius =
            (source?.cornerRadius ?? ZoomMetrics.destinationCornerRadius) * (1 - open)
            + ZoomMetrics.destinationCornerRadius * open
        clipView.layer.cornerRadius = radius
        let dim = min(max(dimming.value, 0), 1)
        dimmingView.alpha = dim
        blurView?.alpha = dim
        pageView.layer.shadowOpacity = ZoomMetrics.shadowOpacity * Float(dim)
        pageView.layer.shadowPath = UIBezierPath(roundedRect: pageView.bounds, cornerRadius: radius).cgPath

        let bounds = CGRect(origin: .zero, size: zoomedFrame.size)
        let aligned = source.map { Self.interpolate($0.alignmentRect, bounds, open) } ?? bounds
        let scale = aligned.width > 0 ? frame.width / aligned.width : 1
        zoomedView.transform = CGAffineTransform(scaleX: scale, y: scale)
        zoomedView.center = CGPoint(x: (bounds.midX - aligned.minX) * scale, y: (bounds.midY - aligned.minY) * scale)
        let shown = min(max(fade.value, 0), 1)
        if let snapshot, let source {
            let size = source.view.bounds.size
            snapshot.bounds = CGRect(origin: .zero, size: size)
            snapshot.transform = CGAffineTransform(
                scaleX: size.width > 0 ? frame.width / size.width : 1,
                y: size.height > 0 ? frame.height / size.height : 1)
            snapshot.center = CGPoint(x: frame.width / 2, y: frame.height / 2)
            snapshot.alpha = 1 - shown
            zoomedView.alpha = zoomedAlpha
        } else {
            zoomedView.alpha = zoomedAlpha * shown
        }
    }

    private static func interpolate(_ from: CGRect, _ to: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(
            x: from.minX + (to.minX - from.minX) * t, y: from.minY + (to.minY - from.minY) * t,
            width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }

    // MARK: Motion

    /// Sends the clip toward `frame`: centre and width on `position`, height on `heightSpring`.
    func retarget(to frame: CGRect, position: ZoomMetrics.Spring, heightSpring: ZoomMetrics.Spring) {
        centerX.retarget(frame.midX, on: position)
        centerY.retarget(frame.midY, on: position)
        width.retarget(frame.width, on: position)
        height.retarget(frame.height, on: heightSpring)
    }

    /// Holds the clip at `frame` (a finger places it) with the dimming following how open it is.
    func hold(at frame: CGRect) {
        centerX.hold(at: frame.midX)
        centerY.hold(at: frame.midY)
        width.hold(at: frame.width)
        height.hold(at: frame.height)
        dimming.hold(at: openness)
    }

    /// Moves every spring on by `time` seconds and places the views.
    func step(_ time: TimeInterval) {
        for path in [\ZoomFlight.centerX, \.centerY, \.width, \.height, \.dimming, \.fade] {
            self[keyPath: path].step(time)
        }
        apply()
    }

    /// Whether every spring rests at its target.
    var isSettled: Bool {
        let positions = [centerX, centerY, width, height].allSatisfy {
            $0.isSettled(distance: ZoomMetrics.settledDistance, speed: ZoomMetrics.settledSpeed)
        }
        let fractions = [dimming, fade].allSatisfy {
            $0.isSettled(distance: ZoomMetrics.settledFraction, speed: ZoomMetrics.settledFractionSpeed)
        }
        return positions && fractions
    }

    /// Puts every spring at its target (the last frame).
    func settle() {
        for path in [\ZoomFlight.centerX, \.centerY, \.width, \.height, \.dimming, \.fade] {
            self[keyPath: path].hold(at: self[keyPath: path].target)
        }
        apply()
    }
}
