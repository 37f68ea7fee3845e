// Installing a layout without animation: the old layout lets go of the collection view, the new one is
// invalidated and the next layout pass places every element with it.
import Foundation
import PassageCore

extension UICollectionView {
    /// Makes `layout` the installed layout at once and schedules a layout pass.
    func installLayout(_ layout: UICollectionViewLayout) {
        guard layout !== installedLayout else { return }
        if let other = layout.installedCollectionView, other !== self {
            diagnosticLoop.diagnose(
                .layoutMovedBetweenCollectionViews, .warning,
                "a layout can serve one collection view; \(type(of: layout)) moves from another collection view to this one"
            )
            other.installedLayout.installedCollectionView = nil
        }
        installedLayout.installedCollectionView = nil
        installedLayout = layout
        layout.installedCollectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }
}
