// Frame, bounds and hit testing. A view's geometry lives in its layer: `center` is `layer.position`,
// `bounds` is `layer.bounds`, the transforms are `layer.transform`. The frame is derived, never stored.
//
// Setting `frame` under a non-identity transform is undefined in UIKit's documentation. Passage's rule: the
// anchor point goes to the same unit position in the frame as in the bounds; under an affine transform
// (`CATransform3DIsAffine`) the bounds get the size of the frame mapped back through the inverse of the 2×2
// linear part (bounding box), which matches UIKit for scales and quarter turns; under a transform that is
// not affine (a rotation about x or y, perspective), or an affine one that cannot be inverted
// (`CGAffineTransformInvert` returns such a transform unchanged) or only nearly so, the bounds take the frame's
// size. So a flip transition that sets the frame of a view turned 90° about y in perspective gets a view of
// the frame's size, never a non-finite or absurd one.
import Foundation

extension UIView {
    /// A 2×2 linear part whose determinant is within this fraction of its largest entry squared is treated as
    /// singular by the frame setter (a quarter turn computed in floating point leaves about 1e-16).
    static let singularDeterminantRatio: CGFloat = 1e-9

    /// The frame from the layer: exact arithmetic for an identity transform, the layer's bounding box otherwise.
    var frameFromLayer: CGRect {
        guard layer.transform == CATransform3DIdentity else { return layer.frame }
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        return CGRect(
            x: layer.position.x - anchor.x * size.width, y: layer.position.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }

    func setFrameThroughLayer(_ frame: CGRect) {
        let frame = frame.standardized
        var size = frame.size
        let t = layer.transform
        if t != CATransform3DIdentity, CATransform3DIsAffine(t) {
            let det = t.m11 * t.m22 - t.m12 * t.m21
            let largest = max(abs(t.m11), abs(t.m12), abs(t.m21), abs(t.m22))
            if det.isFinite, abs(det) > Self.singularDeterminantRatio * largest * largest {
                // Row-vector convention: the inverse of [[m11, m12], [m21, m22]].
                let (ia, ib, ic, id) = (t.m22 / det, -t.m12 / det, -t.m21 / det, t.m11 / det)
                let mapped = CGSize(
                    width: abs(ia) * frame.width + abs(ic) * frame.height,
                    height: abs(ib) * frame.width + abs(id) * frame.height)
                if mapped.width.isFinite, mapped.height.isFinite { size = mapped }
            }
        }
        let anchor = layer.anchorPoint
        layer.coalescingObservations {
            bounds = CGRect(origin: bounds.origin, size: size)
            center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
    }

    func setBoundsThroughLayer(_ newBounds: CGRect) {
        let oldSize = layer.bounds.size
        layer.bounds = newBounds
        let newSize = layer.bounds.size
        redrawIfContentModeAsks(oldSize: oldSize)
        if newSize != oldSize, autoresizesSubviews {
            for subview in subviews {
                subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
            }
        }
    }

    /// The layer that `nil` means in `convert`: the window's (the root layer's when there is no window).
    func coordinateLayer(of view: UIView?) -> CALayer? {
        view?.layer ?? window?.layer
    }

    func hitTestViewTree(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !isAnimatingWithoutInteraction,
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
                return hit
            }
        }
        return self
    }
}
