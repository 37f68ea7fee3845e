// Where misuse of a dynamic animator is reported: the frame loop of its reference view's window.
import PassageCore
import PassageUI

extension UIDynamicAnimator {
    /// The frame loop a diagnostic about this animator is raised on: that of its reference view (or its
    /// layout's collection view), else the current one.
    var diagnosticLoop: FrameLoop {
        (referenceView ?? collectionViewLayout?.collectionView)?.diagnosticLoop ?? FrameLoop.current
    }
}
