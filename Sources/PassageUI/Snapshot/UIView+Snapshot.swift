// Snapshots: a view that shows another view as it looks now and never changes afterwards.
//
// With a snapshot renderer installed on the current frame loop (`FrameLoop.snapshotRenderer`; PassageRender's
// `LayerRenderer.installSnapshotRendering(in:scale:)`), a snapshot is a picture: its layer's contents is a
// bitmap of the view's presentation at the current media time, at the renderer's scale, transparent where
// the view draws nothing; a resizable snapshot's cap insets become its layer's `contentsCenter`, so resizing
// it stretches only the middle. Without one (PassageCore and PassageUI do not draw), a snapshot holds a
// frozen copy of the view's presentation tree (every layer with its presented values, no animations), which
// a renderer draws like any layer; cap insets are then not honoured when it is resized.
// `afterScreenUpdates` makes no difference: Passage's presentation is always up to date.
import Foundation
import PassageCore

/// The view a snapshot returns: shows a bitmap of another view, or a frozen copy of its layers.
@MainActor
final class SnapshotView: UIView {
    /// The stretchable area's insets for a resizable snapshot, in points of the snapshot.
    private(set) var capInsets = UIEdgeInsets.zero

    /// Snapshot views are made only by `snapshotView(afterScreenUpdates:)`; never from an archive.
    required init?(coder: NSCoder) { nil }

    /// A snapshot of `source`'s `rect` (in its bounds coordinates) with `capInsets`.
    init(of source: UIView, rect: CGRect, capInsets: UIEdgeInsets) {
        super.init(frame: CGRect(origin: .zero, size: rect.size))
        self.capInsets = capInsets
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let renderer = FrameLoop.current.snapshotRenderer, let image = renderer.render(source.layer, rect) {
            layer.contents = image
            layer.contentsScale = renderer.scale
            layer.contentsCenter = Self.contentsCenter(capInsets: capInsets, size: rect.size)
        } else {
            FrameLoop.current.diagnoseOnce(
                .snapshotWithoutRenderer, .info,
                "snapshots on this frame loop hold a frozen copy of the view's layers, not pixels: no render server "
                    + "is installed (LayerRenderer.installSnapshotRendering(in:scale:) in PassageRender, as "
                    + "PassageTesting's TransitionHarness and a scene's recording do)")
            let frozen = source.layer.frozenCopy(at: CACurrentMediaTime())
            frozen.transform = CATransform3DIdentity
            frozen.anchorPoint = CGPoint(x: 0, y: 0)
            frozen.position = CGPoint(x: source.layer.bounds.minX - rect.minX, y: source.layer.bounds.minY - rect.minY)
            layer.masksToBounds = rect != source.bounds
            layer.addSublayer(frozen)
        }
        CATransaction.commit()
    }

    /// The unit rectangle of an image of `size` points left inside `capInsets` (negative or non-finite
    /// insets count as 0); the whole image when the insets are zero, an empty centre line when they meet.
    static func contentsCenter(capInsets: UIEdgeInsets, size: CGSize) -> CGRect {
        func inset(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        guard size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(inset(capInsets.left), size.width)
        let top = min(inset(capInsets.top), size.height)
        let right = min(inset(capInsets.right), size.width - left)
        let bottom = min(inset(capInsets.bottom), size.height - top)
        return CGRect(
            x: left / size.width, y: top / size.height,
            width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }
}

extension UIView {
    /// A view showing this view as it looks now, the size of its bounds. Later changes to this view do not
    /// reach the snapshot; a snapshot can itself be snapshotted. With a snapshot renderer installed on the
    /// current frame loop its layer's contents is a bitmap of this view at the renderer's scale; otherwise it
    /// holds a frozen copy of this view's layer tree (see `FrameLoop.snapshotRenderer`).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        SnapshotView(of: self, rect: bounds, capInsets: .zero)
    }

    /// A snapshot of the part `rect` of this view (in its bounds coordinates) whose `capInsets` (in points)
    /// stay unstretched when the snapshot is resized: with a snapshot renderer installed, the bitmap's
    /// `contentsCenter` is the part inside the insets. Nil (logged) when `rect` is empty or not finite.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            diagnosticLoop.diagnose(
                .snapshotRectInvalid, .warning,
                "resizableSnapshotView(from: \(rect)): expected a non-empty, finite rectangle")
            return nil
        }
        return SnapshotView(of: self, rect: rect, capInsets: capInsets)
    }
}
