// Snapshots: a view that shows another view as it looks now and never changes afterwards. Until the
// render server turns snapshots into bitmaps, a snapshot holds a frozen copy of the view's presentation
// tree (every layer with its presented values, no animations), which the renderer draws like any layer.
// `afterScreenUpdates` makes no difference here: Passage's presentation is always up to date.
import Foundation
import PassageCore

/// The view a snapshot returns: shows a frozen copy of another view's layers.
@MainActor
final class SnapshotView: UIView {
    /// The stretchable area's insets for a resizable snapshot, honoured by the renderer when resized.
    private(set) var capInsets = UIEdgeInsets.zero

    /// A snapshot of `source`'s `rect` (in its bounds coordinates) with `capInsets`.
    init(of source: UIView, rect: CGRect, capInsets: UIEdgeInsets) {
        super.init(frame: CGRect(origin: .zero, size: rect.size))
        self.capInsets = capInsets
        let frozen = source.layer.frozenCopy(at: CACurrentMediaTime())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frozen.transform = CATransform3DIdentity
        frozen.anchorPoint = CGPoint(x: 0, y: 0)
        frozen.position = CGPoint(x: source.layer.bounds.minX - rect.minX, y: source.layer.bounds.minY - rect.minY)
        layer.masksToBounds = rect != source.bounds
        layer.addSublayer(frozen)
        CATransaction.commit()
    }
}

extension UIView {
    /// A view showing this view as it looks now, the size of its bounds. Later changes to this view do not
    /// reach the snapshot; a snapshot can itself be snapshotted.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        SnapshotView(of: self, rect: bounds, capInsets: .zero)
    }

    /// A snapshot of the part `rect` of this view (in its bounds coordinates) whose `capInsets` stay
    /// unstretched when the snapshot is resized. Nil (logged) when `rect` is empty or not finite.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            passageLog.warning("resizableSnapshotView(from: \(rect)): expected a non-empty, finite rectangle")
            return nil
        }
        return SnapshotView(of: self, rect: rect, capInsets: capInsets)
    }
}
