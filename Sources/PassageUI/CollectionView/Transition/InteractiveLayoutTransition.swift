// The state of one interactive layout transition: the transition layout installed in the collection view,
// the layout it goes to, the content offsets at both ends, and, once finished or cancelled, the settle:
// a damped spring per value (the progress toward 1 or 0, each animated key toward 0), each starting at the
// velocity the app was moving it, stepped on the media clock.
import Foundation
import PassageCore

@MainActor
final class InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    let startOffset: CGPoint
    let targetOffset: CGPoint
    /// Set when finish or cancel was called: whether it finishes, the springs and the display link.
    var settle: Settle?

    struct Settle {
        var finishing: Bool
        var startTime: CFTimeInterval
        var progress: SpringMotion
        var keys: [String: SpringMotion]
        var link: CADisplayLink
        var busyToken: Int
    }

    init(
        layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?,
        startOffset: CGPoint, targetOffset: CGPoint
    ) {
        self.layout = layout
        self.completion = completion
        self.startOffset = startOffset
        self.targetOffset = targetOffset
    }

    /// The content offset for the layout's current progress: the linear blend of the two ends (not clamped).
    var offset: CGPoint {
        let t = layout.transitionProgress
        return CGPoint(
            x: LayoutAttributesBlend.lerp(startOffset.x, targetOffset.x, t),
            y: LayoutAttributesBlend.lerp(startOffset.y, targetOffset.y, t))
    }
}
