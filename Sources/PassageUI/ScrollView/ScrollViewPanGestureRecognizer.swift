// The scroll view's own pan (UIKit keeps a private subclass too). Beyond a plain pan it
//   - tells the scroll view when the first finger comes down and the last one lifts (`isTracking`, and a finger
//     catching moving content);
//   - begins only for movement the scroll view can follow: along an axis it scrolls (the dominant axis of the
//     movement when it scrolls only one), so a vertical scroll view inside a horizontal one leaves horizontal
//     drags to the outer one;
//   - waits for screen-edge pans to fail (the navigation controller's interactive pop among them): a drag that
//     starts at the left edge of a pushed controller and moves inward pops, any other drag scrolls.
import Foundation

/// The pan gesture recognizer a `UIScrollView` owns.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = trackedTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        if first { scrollView?.fingerCameDown() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }) { scrollView?.fingersLifted() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }) { scrollView?.fingersLifted() }
    }

    /// A recognizer that failed or was beaten while fingers were down hears no more touches: the fingers no
    /// longer count as tracking once it resets.
    override func reset() {
        super.reset()
        if scrollView?.isTracking == true { scrollView?.fingersLifted() }
    }

    override func mayBegin(movedBy translation: CGPoint) -> Bool? {
        guard let scrollView else { return false }
        let horizontal = scrollView.scrollsHorizontally
        let vertical = scrollView.scrollsVertically
        if horizontal && vertical { return true }
        if !horizontal && !vertical { return false }
        return abs(translation.x) > abs(translation.y) ? horizontal : vertical
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
    }
}
