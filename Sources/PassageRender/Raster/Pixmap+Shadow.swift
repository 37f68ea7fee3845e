// Shadows: the shadow shape's coverage (the layer's rounded rect, its shadowPath, or its content's
// alpha), offset, blurred, tinted with shadowColor × shadowOpacity and painted before the layer itself,
// so it sits below. Core Animation's shadowRadius is taken as the Gaussian's standard deviation:
// σ = shadowRadius (points) × the device scale, the convention design tools use when they map
// shadowRadius r to a CSS blur of 2r (CSS blur b ↔ σ = b/2). The blur happens in device space with σ
// scaled by the layer → device map's area scale at the shape's centre (exact for similarity transforms,
// an approximation under strong perspective).
import Foundation
import PassageCore

extension Pixmap {
    /// Paints a shadow of `shape`: blurred by σ = `blurSigma` device pixels, filled with `color` ×
    /// `opacity`, limited to `clip` when given. `shape` must already sit where the shadow falls
    /// (offset applied, e.g. through `LayerHomography.translatedInLayer(dx:dy:)`).
    package mutating func drawShadow(
        of shape: CoverageMask, blurSigma: Double, color: RGBA, opacity: Double, clip: CoverageMask? = nil
    ) {
        guard opacity > 0, color.alpha > 0, !shape.bounds.isEmpty else { return }
        fill(ShadowGeometry.coverage(of: shape, blurSigma: blurSigma, clip: clip), color: color, opacity: opacity)
    }
}

/// The geometry of a layer's shadow on screen.
package enum ShadowGeometry {
    /// The shadow's Gaussian σ in device pixels for Core Animation's `shadowRadius` (points) on a layer
    /// drawn through `transform`, measured at `center` (layer space): σ = radius × area scale.
    package static func deviceSigma(shadowRadius: Double, transform: LayerHomography, center: CGPoint) -> Double {
        max(0, shadowRadius) * transform.areaScale(at: center)
    }

    /// How many pixels a blur of `sigma` spreads coverage on each side: grow the shape's `within` limit
    /// by this much so the blur has the shape's off-screen parts to spread in.
    package static func blurReach(sigma: Double) -> Int {
        CoverageMask.boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// The shadow's coverage: `shape` (already offset) blurred by σ = `blurSigma` device pixels, limited to
    /// `clip` when given.
    package static func coverage(of shape: CoverageMask, blurSigma: Double, clip: CoverageMask?) -> CoverageMask {
        let mask = shape.blurred(sigma: blurSigma)
        return clip.map { mask.intersecting($0) } ?? mask
    }

    /// The coverage of a layer's default shadow shape (its rounded bounds), moved by `offset` in layer space.
    package static func roundedRectShape(
        bounds: CGRect, radii: CornerRadii, offset: CGSize, transform: LayerHomography, within limit: PixelRect
    ) -> CoverageMask {
        CoverageMask(
            roundedRect: bounds, radii: radii,
            transform: transform.translatedInLayer(dx: Double(offset.width), dy: Double(offset.height)),
            within: limit)
    }

    /// The coverage of `shadowPath`, moved by `offset` in layer space.
    package static func pathShape(
        _ path: CGPath, offset: CGSize, transform: LayerHomography, within limit: PixelRect
    ) -> CoverageMask {
        CoverageMask(
            path: path, rule: .nonZero,
            transform: transform.translatedInLayer(dx: Double(offset.width), dy: Double(offset.height)),
            within: limit)
    }
}
