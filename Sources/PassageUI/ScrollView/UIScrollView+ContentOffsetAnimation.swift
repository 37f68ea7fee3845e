// `setContentOffset(_:animated:)`. Animated, the offset moves from where it is to the new offset over
// `contentOffsetAnimationDuration` on the ease-in-ease-out curve, set frame by frame (so scrollViewDidScroll
// hears every step, as on iOS, and subclasses lay out the content they uncover), and the delegate hears
// scrollViewDidEndScrollingAnimation on the frame it arrives. A drag, another setContentOffset or a change of
// the offset by code stops it where it is, without that call.
import Foundation
import PassageCore

extension UIScrollView {
    /// How long `setContentOffset(_:animated: true)` takes, in seconds (a Passage choice: UIKit's duration is
    /// undocumented; 0.3 s matches what is commonly observed).
    static let contentOffsetAnimationDuration: TimeInterval = 0.3

    private static let contentOffsetCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// What `setContentOffset(_:animated:)` does.
    func moveContentOffset(to contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            return diagnosticLoop.diagnose(
                .contentOffsetNotFinite, .warning,
                "UIScrollView.setContentOffset(\(contentOffset), animated:): the offset is not finite; ignored")
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        offsetAnimation = ContentOffsetAnimation(
            from: self.contentOffset, to: contentOffset, start: CACurrentMediaTime(),
            duration: Self.contentOffsetAnimationDuration)
        drivenOffset = self.contentOffset
        startTicking()
    }

    /// Moves the content one frame along `offsetAnimation`.
    func stepOffsetAnimation(at now: TimeInterval) {
        guard let animation = offsetAnimation else { return }
        if let drivenOffset, contentOffset != drivenOffset { return stopMotion() }
        let fraction = (now - animation.start) / animation.duration
        guard fraction < 1 - 1e-9 else {
            stopMotion()
            contentOffset = animation.to
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        let eased = CGFloat(Self.contentOffsetCurve.evaluate(max(0, fraction)))
        let offset = CGPoint(
            x: animation.from.x + (animation.to.x - animation.from.x) * eased,
            y: animation.from.y + (animation.to.y - animation.from.y) * eased)
        drivenOffset = offset
        contentOffset = offset
    }
}
