// What a zoomed controller keeps between its zooms: the running flight (handed from a caught zoom in to the zoom
// out that follows), the source provider and options read when each zoom starts, the interactive-dismissal
// gestures installed while it is zoomed in and at rest, and the grab that catches a running zoom.
//
// The dismissal gestures carry UIKit's names, so app code that finds them by name keeps working:
//   com.apple.UIKit.ZoomInteractiveDismissSwipeDown     a pan, down within 30° of vertical, from anywhere;
//   com.apple.UIKit.ZoomInteractiveDismissPinch         a pinch;
//   com.apple.UIKit.ZoomInteractiveDismissLeadingEdgePan the leading-edge swipe (pushes only).
// Each begins when UIKit's rule says it would (`willBegin`) and the app's `interactiveDismissShouldBegin` agrees.
import Foundation
import PassageCore

/// The zoom state of one zoomed controller.
@MainActor
final class ZoomSession: UIGestureRecognizerDelegate {
    /// How the zoomed controller was shown, so how the zoom back out is asked for.
    enum Route {
        case presentation
        case navigation
    }

    static let swipeDownName = "com.apple.UIKit.ZoomInteractiveDismissSwipeDown"
    static let pinchName = "com.apple.UIKit.ZoomInteractiveDismissPinch"
    static let leadingEdgePanName = "com.apple.UIKit.ZoomInteractiveDismissLeadingEdgePan"

    private(set) weak var zoomed: UIViewController?
    private(set) var route = Route.navigation
    private(set) var options = UIViewController.Transition.ZoomOptions()
    private var source: UIViewController.Transition.ZoomSource?
    /// The views and springs of the zoom that runs (or was just handed on).
    var flight: ZoomFlight?
    /// The zoom transition that runs.
    weak var animator: ZoomTransitionAnimator?
    /// True while a gesture asks for the zoom out: the transition that starts then is interactive from the start.
    private(set) var startsInteractive = false

    let swipeDown = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let leadingEdgePan = UIScreenEdgePanGestureRecognizer()
    /// Catches a running zoom: down at once, no movement needed.
    let grab = UILongPressGestureRecognizer()

    /// The gesture that holds the zoom, where it took hold (container points), and the offset its translation
    /// had then.
    private var holder: UIGestureRecognizer?
    private var grabOrigin = CGPoint.zero
    private var panOffset = CGPoint.zero
    private var grabVelocity = VelocityEstimator()

    init(zoomed: UIViewController) {
        self.zoomed = zoomed
        swipeDown.name = Self.swipeDownName
        swipeDown.maximumNumberOfTouches = 1
        pinch.name = Self.pinchName
        leadingEdgePan.name = Self.leadingEdgePanName
        leadingEdgePan.edges = .left
        grab.minimumPressDuration = 0
        grab.allowableMovement = .greatestFiniteMagnitude
        for recognizer in [swipeDown, pinch, leadingEdgePan, grab] as [UIGestureRecognizer] {
            recognizer.delegate = self
            recognizer.addTarget(self, action: ZoomSession.handle)
        }
    }

    /// Reads the zoom's options and source provider as a zoom starts.
    func update(
        options: UIViewController.Transition.ZoomOptions, source: UIViewController.Transition.ZoomSource, route: Route
    ) {
        self.options = options
        self.source = source
        self.route = route
    }

    // MARK: Source

    /// Asks the provider for the source view and captures its frame, radius and alignment rectangle; nil (with
    /// the `zoom-source-view-unavailable` diagnostic) when there is none to zoom from.
    func resolveSource(sourceController: UIViewController, in container: UIView, zoomedFrame: CGRect)
        -> ZoomFlight.Source?
    {
        guard let zoomed, let source else { return nil }
        let context = UIViewController.Transition.ZoomSourceViewProviderContext(
            sourceViewController: sourceController, zoomedViewController: zoomed)
        let view: UIView?
        let asked: String
        var problem: String?
        switch source {
        case .view(let provider):
            view = provider(context)
            asked = "the source view provider returned"
        case .barButtonItem(let provider):
            // The item grows out of the view its bar draws it with (its custom view, or the bar's button).
            let item = provider(context)
            view = item?.viewShowingItem
            asked = "the bar button item provider returned"
            if item != nil, view == nil { problem = "an item that no bar on screen shows" }
        }
        var frame = CGRect.zero
        if let view {
            frame = container.convert(view.bounds, from: view)
            if view.window == nil || view.window !== container.window {
                problem = "a view that is not in the transition's window"
            } else if view.bounds.width <= 0 || view.bounds.height <= 0 || !frame.width.isFinite {
                problem = "a view with empty bounds"
            } else if !frame.intersects(container.bounds) {
                problem = "a view that is off screen (at \(frame))"
            }
        } else if problem == nil {
            problem = "nil"
        }
        if let problem {
            diagnose(
                .zoomSourceViewUnavailable, .warning,
                "zooming \(type(of: zoomed)): \(asked) \(problem); the zoom cross-fades instead")
            return nil
        }
        guard let view else { return nil }
        let bounds = CGRect(origin: .zero, size: zoomedFrame.size)
        var alignment = bounds
        if let provider = options.alignmentRectProvider,
            let rect = provider(.init(sourceView: view, zoomedViewController: zoomed)),
            rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite,
            rect.minY.isFinite
        {
            alignment = rect
        }
        let radius = min(view.layer.cornerRadius, min(frame.width, frame.height) / 2)
        return ZoomFlight.Source(view: view, frame: frame, cornerRadius: max(radius, 0), alignmentRect: alignment)
    }

    // MARK: Rest

    /// A zoom ended with the zoomed controller on screen (`onScreen`: the dismissal gestures go on its view) or
    /// gone (they come off).
    func zoomDidEnd(onScreen: Bool) {
        holder = nil
        grab.view?.removeGestureRecognizer(grab)
        let gestures: [UIGestureRecognizer] = [swipeDown, pinch, leadingEdgePan]
        for recognizer in gestures { recognizer.view?.removeGestureRecognizer(recognizer) }
        guard onScreen, let view = zoomed?.viewIfLoaded else { return }
        view.addGestureRecognizer(swipeDown)
        view.addGestureRecognizer(pinch)
        if route == .navigation { view.addGestureRecognizer(leadingEdgePan) }
    }

    /// Puts the grab on the flight's page, so a finger can catch the zoom.
    func attachGrab(to flight: ZoomFlight) {
        if grab.view !== flight.pageView { flight.pageView.addGestureRecognizer(grab) }
    }

    /// Whether the zoomed controller is what its container shows now (the top of its stack, or presented with
    /// nothing over it).
    private var zoomedIsShowing: Bool {
        guard let zoomed else { return false }
        switch route {
        case .navigation: return zoomed.navigationController?.topViewController === zoomed
        case .presentation: return zoomed.presentingViewController != nil && zoomed.presentedViewController == nil
        }
    }

    /// Asks the container for the zoom back out: a pop, or a dismissal.
    private func requestZoomOut(interactive: Bool) {
        guard let zoomed else { return }
        startsInteractive = interactive
        defer { startsInteractive = false }
        switch route {
        case .navigation:
            guard let navigation = zoomed.navigationController, navigation.topViewController === zoomed else { return }
            navigation.popViewController(animated: true)
        case .presentation:
            zoomed.presentingViewController?.dismiss(animated: true)
        }
    }

    // MARK: Gestures

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === grab { return animator?.canBeGrabbed == true }
        guard let zoomed, let view = zoomed.viewIfLoaded, animator == nil, flight == nil,
            zoomed.transitionCoordinator == nil, zoomedIsShowing
        else { return false }
        let location = recognizer.location(in: view)
        var velocity = CGVector.zero
        var willBegin = true
        if recognizer === swipeDown || recognizer === leadingEdgePan, let pan = recognizer as? UIPanGestureRecognizer {
            let speed = pan.velocity(in: view)
            velocity = CGVector(dx: speed.x, dy: speed.y)
            if recognizer === swipeDown {
                let moved = pan.translation(in: view)
                willBegin =
                    moved.y > 0 && atan2(abs(moved.x), moved.y) <= ZoomMetrics.dragAngleTolerance
                    && !Self.scrolledAwayFromTop(view.hitTest(location, with: nil), within: view)
            }
        }
        if recognizer === pinch {
            // Only closing fingers dismiss; spreading them is left to the content (a zoomable scroll view, say).
            willBegin = pinch.scale < 1
        }
        guard let rule = options.interactiveDismissShouldBegin else { return willBegin }
        return rule(.init(location: location, velocity: velocity, willBegin: willBegin))
    }

    /// The zoomed view's scroll views wait for the dismissal gestures to fail (a swipe that is not downward, or a
    /// scroll view not at its top, fails them at once), so a swipe down dismisses rather than scrolls.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer !== grab, let zoomedView = zoomed?.viewIfLoaded,
            let scrollView = otherGestureRecognizer.view as? UIScrollView
        else { return false }
        return scrollView.isDescendant(of: zoomedView)
    }

    /// Whether a vertical scroll view between `hit` and `root` is scrolled down from its top.
    private static func scrolledAwayFromTop(_ hit: UIView?, within root: UIView) -> Bool {
        var current = hit
        while let view = current, view !== root.superview {
            if let scroll = view as? UIScrollView, scroll.contentSize.height > scroll.bounds.height,
                scroll.contentOffset.y > -scroll.adjustedContentInset.top + ZoomMetrics.scrollTopTolerance
            {
                return true
            }
            current = view.superview
        }
        return false
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: begin(recognizer)
        case .changed: move(recognizer)
        case .ended: release(recognizer, cancelled: false)
        case .cancelled, .failed: release(recognizer, cancelled: true)
        default: break
        }
    }

    private func begin(_ recognizer: UIGestureRecognizer) {
        guard holder == nil else { return }
        if recognizer === grab {
            guard let running = animator, running.canBeGrabbed, let flight else { return }
            grabOrigin = grab.location(in: flight.container)
            grabVelocity.reset(to: SIMD2(Double(grabOrigin.x), Double(grabOrigin.y)), at: CACurrentMediaTime())
            if running.zoomingIn {
                running.interruptZoomIn()
                requestZoomOut(interactive: true)
                guard animator != nil else {
                    // The zoom out could not start: nothing runs the flight any more.
                    self.flight?.tearDown()
                    self.flight = nil
                    return
                }
            } else {
                running.beginInteraction()
            }
        } else {
            requestZoomOut(interactive: true)
            guard let animator else { return }
            animator.beginInteraction()
            if let pan = recognizer as? UIPanGestureRecognizer { panOffset = pan.translation(in: nil) }
            grabOrigin = recognizer.location(in: animator.flight?.container)
        }
        holder = recognizer
    }

    private func move(_ recognizer: UIGestureRecognizer) {
        guard holder === recognizer, let animator, let flight else { return }
        if recognizer === grab {
            let location = grab.location(in: flight.container)
            grabVelocity.add(SIMD2(Double(location.x), Double(location.y)), at: CACurrentMediaTime())
            animator.drag(by: CGPoint(x: location.x - grabOrigin.x, y: location.y - grabOrigin.y))
        } else if let pan = recognizer as? UIPanGestureRecognizer {
            let moved = pan.translation(in: nil)
            animator.drag(by: CGPoint(x: moved.x - panOffset.x, y: moved.y - panOffset.y))
        } else if recognizer === pinch {
            let centroid = pinch.location(in: flight.container)
            animator.pinch(
                scale: pinch.scale, offset: CGPoint(x: centroid.x - grabOrigin.x, y: centroid.y - grabOrigin.y))
        }
    }

    private func release(_ recognizer: UIGestureRecognizer, cancelled: Bool) {
        guard holder === recognizer else { return }
        holder = nil
        guard let animator else { return }
        if recognizer === pinch {
            let dismiss =
                !cancelled
                && (pinch.scale < ZoomMetrics.pinchDismissScale || pinch.velocity < ZoomMetrics.pinchDismissVelocity)
            return animator.endInteraction(dismiss: dismiss, velocity: .zero)
        }
        let moved: CGPoint
        let velocity: CGPoint
        if recognizer === grab {
            let location = grab.location(in: animator.flight?.container)
            moved = CGPoint(x: location.x - grabOrigin.x, y: location.y - grabOrigin.y)
            let estimate = grabVelocity.velocity(at: CACurrentMediaTime())
            velocity = CGPoint(x: estimate.x, y: estimate.y)
        } else {
            let pan = recognizer as? UIPanGestureRecognizer
            let translation = pan?.translation(in: nil) ?? .zero
            moved = CGPoint(x: translation.x - panOffset.x, y: translation.y - panOffset.y)
            velocity = pan?.velocity(in: nil) ?? .zero
        }
        let dismiss = !cancelled && Self.dragDismisses(moved: moved, velocity: velocity)
        let gain = Self.centerGain(for: moved)
        animator.endInteraction(dismiss: dismiss, velocity: CGPoint(x: velocity.x * gain, y: velocity.y * gain))
    }

    /// Whether a drag that moved `moved` and left at `velocity` dismisses: its travel down and toward the trailing
    /// edge passes `ZoomMetrics.dragDismissDistance`, or its speed along that travel passes
    /// `ZoomMetrics.dragDismissVelocity`.
    static func dragDismisses(moved: CGPoint, velocity: CGPoint) -> Bool {
        let along = CGPoint(x: max(moved.x, 0), y: max(moved.y, 0))
        let distance = (along.x * along.x + along.y * along.y).squareRoot()
        if distance > ZoomMetrics.dragDismissDistance { return true }
        guard distance > 0 else { return velocity.y > ZoomMetrics.dragDismissVelocity }
        let speed = (velocity.x * along.x + velocity.y * along.y) / distance
        return speed > ZoomMetrics.dragDismissVelocity
    }

    /// The share of the finger's movement the centre follows for a drag that moved `moved`.
    static func centerGain(for moved: CGPoint) -> CGFloat {
        let total = moved.x * moved.x + moved.y * moved.y
        guard total > 0 else { return ZoomMetrics.dragDownCenterGain }
        let vertical = moved.y * moved.y / total
        return vertical * ZoomMetrics.dragDownCenterGain + (1 - vertical) * ZoomMetrics.dragSidewaysCenterGain
    }
}
