// Coverage masks of a layer's shapes as they appear on screen: flatten in layer space with the tolerance
// the layer → device map calls for, map the vertices (clipping at the viewer), rasterize.
import Foundation
import PassageCore

extension CoverageMask {
    /// The layer's rounded rectangle `rect` (background, masksToBounds clip, default shadow shape) on screen.
    /// - Parameters:
    ///   - rect: the layer's bounds, in layer points.
    ///   - radii: per-corner radii (see `CornerRadii(cornerRadius:maskedCorners:size:)`).
    ///   - transform: layer space → device pixels.
    ///   - limit: the device pixels worth computing (the pixmap, or the current clip's bounds).
    package init(
        roundedRect rect: CGRect, radii: CornerRadii = .zero, transform: LayerHomography, within limit: PixelRect,
        rows: Range<Int>? = nil
    ) {
        let tol = transform.flatteningTolerance(over: rect)
        let contours = LayerShape.roundedRect(rect, radii: radii, tolerance: tol)
        self.init(filling: transform.deviceContours(contours), rule: .nonZero, within: limit, rows: rows)
    }

    /// The layer's border ring (inside `rect`, `width` points wide, following the rounded corners) on screen.
    package init(
        borderOf rect: CGRect, radii: CornerRadii = .zero, width: Double, transform: LayerHomography,
        within limit: PixelRect
    ) {
        let tol = transform.flatteningTolerance(over: rect)
        let contours = LayerShape.border(rect, radii: radii, width: width, tolerance: tol)
        self.init(filling: transform.deviceContours(contours), rule: .nonZero, within: limit)
    }

    /// A path in layer space (shadowPath, a shape) filled under `rule`, on screen.
    package init(path: CGPath, rule: RasterFillRule = .nonZero, transform: LayerHomography, within limit: PixelRect) {
        let box = path.boundingBox
        guard !box.isNull else {
            self = .empty
            return
        }
        let tol = transform.flatteningTolerance(over: box)
        let contours = PathFlattener.contours(of: path.segments, tolerance: tol)
        self.init(filling: transform.deviceContours(contours), rule: rule, within: limit)
    }
}

extension CoverageMask {
    /// The stroke of a path in layer space (a shape layer's outline, a drawn line), on screen.
    package init(stroking path: CGPath, style: StrokeStyle, transform: LayerHomography, within limit: PixelRect) {
        let box = path.boundingBox
        guard !box.isNull else {
            self = .empty
            return
        }
        let reach = style.width / 2 * max(style.miterLimit, 1.5)
        let tol = transform.flatteningTolerance(over: box.insetBy(dx: -reach, dy: -reach))
        let lines = PathFlattener.polylines(of: path.segments, tolerance: tol)
        let contours = PathStroker.contours(of: lines, style: style, tolerance: tol)
        self.init(filling: transform.deviceContours(contours), rule: .nonZero, within: limit)
    }
}
