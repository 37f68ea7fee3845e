// Drawing a layer's bitmap contents: placed by contentsRect, contentsGravity and contentsScale
// (ContentsPlacement), and with `.resize` gravity cut in nine by contentsCenter (NineSlice), each piece
// drawn through the layer's map to the device. Pieces meet on shared edges; where such an edge falls inside
// a device pixel, the two anti-aliased edges leave that pixel slightly translucent (whole-pixel edges, as
// snapshots at their own scale have, are exact).
import Foundation
import PassageCore

extension LayerRenderer {
    /// Draws `image` as the contents of a layer with values `v`.
    func drawContents(
        _ image: CGImage, _ v: LayerProperties, gravity: CALayerContentsGravity, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let placement = ContentsPlacement.place(
            imageWidth: image.width, imageHeight: image.height, contentsRect: v.contentsRect,
            contentsScale: Double(v.contentsScale), gravity: gravity,
            bounds: v.bounds, contentsAreFlipped: true)
        let (pixels, opaque) = opaquePixmap(for: image)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard gravity == .resize, !v.contentsCenter.standardized.contains(unit) else {
            return target.draw(
                pixels, from: placement.source, to: placement.destination, transform: toDevice,
                opacity: opacity, clip: clip, opaque: opaque)
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
                pixels, from: piece.source, to: piece.destination, transform: toDevice, opacity: opacity, clip: clip)
        }
    }
}
