// Drawing a layer's bitmap contents: placed by contentsRect, contentsGravity and contentsScale
// (ContentsPlacement), and with `.resize` gravity cut in nine by contentsCenter (NineSlice), each piece
// drawn through the layer's map to the device. Pieces meet on shared edges; where such an edge falls inside
// a device pixel, the two anti-aliased edges leave that pixel slightly translucent (whole-pixel edges, as
// snapshots at their own scale have, are exact). Each draw is sampled with the layer's magnificationFilter where a
// contents pixel covers more than one device pixel and its minificationFilter elsewhere: `.nearest` takes the
// texel under each pixel centre, `.linear` and `.trilinear` (no mipmaps here) mix the four around it.
import Foundation
import PassageCore

extension LayerRenderer {
    /// Draws `image` as the contents of a layer with values `v` and `objects` (gravity, filters).
    func drawContents(
        _ image: CGImage, _ v: LayerProperties, _ objects: LayerObjects, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let gravity = objects.contentsGravity
        func filter(from source: CGRect, to destination: CGRect) -> SamplingFilter {
            Self.samplingFilter(
                from: source, to: destination, transform: toDevice, minification: objects.minificationFilter,
                magnification: objects.magnificationFilter)
        }
        let placement = ContentsPlacement.place(
            imageWidth: image.width, imageHeight: image.height, contentsRect: v.contentsRect,
            contentsScale: Double(v.contentsScale), gravity: gravity,
            bounds: v.bounds, contentsAreFlipped: true)
        let (pixels, opaque) = opaquePixmap(for: image)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard gravity == .resize, !v.contentsCenter.standardized.contains(unit) else {
            return target.draw(
                pixels, from: placement.source, to: placement.destination, transform: toDevice,
                opacity: opacity, clip: clip, opaque: opaque,
                filter: filter(from: placement.source, to: placement.destination))
        }
        // In image pixels; edges within a millionth of a pixel of a whole one (4/9 × 9) land on it exactly.
        let cc = v.contentsCenter.standardized
        func pixel(_ unit: CGFloat, _ size: Int) -> CGFloat {
            let x = unit * CGFloat(size)
            return abs(x - x.rounded()) < 1e-6 ? x.rounded() : x
        }
        let minX = pixel(cc.minX, image.width)
        let maxX = pixel(cc.maxX, image.width)
        let minY = pixel(cc.minY, image.height)
        let maxY = pixel(cc.maxY, image.height)
        let center = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        for piece in NineSlice.pieces(
            source: placement.source, center: center, destination: placement.destination,
            contentsScale: Double(v.contentsScale))
        {
            target.draw(
                pixels, from: piece.source, to: piece.destination, transform: toDevice, opacity: opacity, clip: clip,
                filter: filter(from: piece.source, to: piece.destination))
        }
    }

    /// How contents pixels `source` drawn onto the layer-space rect `destination` under `transform` are sampled:
    /// with `magnification` when one source pixel covers more than one device pixel at the rect's centre (the
    /// square root of the area ratio above 1), with `minification` otherwise; `.nearest` is nearest-texel, every
    /// other filter bilinear.
    static func samplingFilter(
        from source: CGRect, to destination: CGRect, transform: LayerHomography,
        minification: CALayerContentsFilter, magnification: CALayerContentsFilter
    ) -> SamplingFilter {
        guard minification == .nearest || magnification == .nearest else { return .bilinear }
        let s = source.standardized
        let d = destination.standardized
        guard s.width > 0, s.height > 0 else { return .bilinear }
        let centre = CGPoint(x: d.midX, y: d.midY)
        let scale =
            transform.areaScale(at: centre) * (Double(d.width * d.height) / Double(s.width * s.height)).squareRoot()
        let chosen = scale > 1 ? magnification : minification
        return chosen == .nearest ? .nearest : .bilinear
    }
}
