// Shared helpers for the rasterizer tests: device rects, polygons and layer transforms built the way
// Core Animation composes them.
import Foundation
import PassageCore

@testable import PassageRender

enum RasterTestSupport {
    /// A device pixel rect from the origin.
    static func canvas(_ w: Int, _ h: Int) -> PixelRect { PixelRect(x: 0, y: 0, width: w, height: h) }

    /// The polygon of an axis-aligned rect.
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> DevicePolygon {
        DevicePolygon(rect: CGRect(x: x, y: y, width: w, height: h))
    }

    /// The map Core Animation gives a layer of `size` with `transform`, anchor in the middle, its
    /// position at `position` in a flat parent: T(−anchor) · transform · T(position).
    static func layerMap(size: CGSize, transform: CATransform3D, position: CGPoint) -> LayerHomography {
        let toAnchor = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, 0)
        return LayerHomography(CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition))
    }

    /// rotateX(angle) with perspective m34 = −1/eye, applied rotation first (the usual CA idiom).
    static func perspectiveRotation(angle: CGFloat, x: CGFloat, y: CGFloat, eye: CGFloat = 500) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1 / eye
        return CATransform3DRotate(p, angle, x, y, 0)
    }

    /// Sum of a mask's coverage in pixel units (255 = one pixel).
    static func area(_ mask: CoverageMask) -> Double { Double(mask.totalCoverage) / 255 }
}
