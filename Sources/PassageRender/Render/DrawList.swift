// A pixmap's drawing, recorded as stages in painter's order and then drawn in that order, each stage
// leaving out the pixels that an opaque fill recorded after it replaces (`Occlusion`): a page under cards,
// a card's background, title and border under the next card cost nothing there. The renderer draws every
// pixmap this way (the frame, offscreen groups, a layer drawn for its content's shadow), so an occluder
// counts only within its own pixmap, after every clip and opacity it was drawn with. The pixmap is the one
// drawing every stage in full gives, bit for bit.
import Foundation
import PassageCore

/// Drawing calls recorded for one pixmap.
struct DrawList {
    /// One recorded call: the `Pixmap` method of the same name, with the same parameters.
    private enum Stage {
        case fill(CoverageMask, color: RGBA, opacity: Double)
        case draw(Pixmap, from: CGRect, to: CGRect, transform: LayerHomography, opacity: Double, clip: CoverageMask?)
        case composite(Pixmap, opacity: Double, clip: CoverageMask?)
        case blurBackdrop(CoverageMask, sigma: Double)
    }

    private var stages: [Stage] = []

    /// Records `Pixmap.fill(_:color:opacity:)`.
    mutating func fill(_ mask: CoverageMask, color: RGBA, opacity: Double = 1) {
        stages.append(.fill(mask, color: color, opacity: opacity))
    }

    /// Records `Pixmap.drawShadow(of:blurSigma:color:opacity:clip:)`.
    mutating func drawShadow(
        of shape: CoverageMask, blurSigma: Double, color: RGBA, opacity: Double, clip: CoverageMask?
    ) {
        guard opacity > 0, color.alpha > 0, !shape.bounds.isEmpty else { return }
        fill(ShadowGeometry.coverage(of: shape, blurSigma: blurSigma, clip: clip), color: color, opacity: opacity)
    }

    /// Records `Pixmap.draw(_:from:to:transform:opacity:clip:)` (bilinear).
    mutating func draw(
        _ source: Pixmap, from sourceRect: CGRect, to destination: CGRect, transform: LayerHomography,
        opacity: Double, clip: CoverageMask?
    ) {
        stages.append(
            .draw(source, from: sourceRect, to: destination, transform: transform, opacity: opacity, clip: clip))
    }

    /// Records `Pixmap.composite(_:atX:y:opacity:clip:)` at (0, 0).
    mutating func composite(_ source: Pixmap, opacity: Double, clip: CoverageMask? = nil) {
        stages.append(.composite(source, opacity: opacity, clip: clip))
    }

    /// Records `Pixmap.blurBackdrop(under:sigma:)`: it reads what the stages before it drew, so no stage
    /// before it is occluded by one after it.
    mutating func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        stages.append(.blurBackdrop(mask, sigma: sigma))
    }

    /// Draws the stages onto `target` in order; when `occluding`, each leaves out the pixels that opaque
    /// fills after it replace (false: every stage in full, the reference).
    func draw(onto target: inout Pixmap, occluding: Bool) {
        var occlusion = Occlusion()
        if occluding {
            for (index, stage) in stages.enumerated() {
                if case .blurBackdrop = stage { break }
                guard case .fill(let mask, let color, let opacity) = stage,
                    PixelMath.premultipliedPixel(color, opacity: opacity) >> 24 == 255
                else { continue }
                occlusion.add(mask, stage: index)
            }
        }
        for (index, stage) in stages.enumerated() {
            occlusion.stage = index
            let hidden: Occlusion? = if let last = occlusion.covers.last, last.stage > index { occlusion } else { nil }
            switch stage {
            case .fill(let mask, let color, let opacity):
                target.fill(mask, color: color, opacity: opacity, hiddenBy: hidden)
            case .draw(let source, let sourceRect, let destination, let transform, let opacity, let clip):
                target.draw(
                    source, from: sourceRect, to: destination, transform: transform, opacity: opacity, clip: clip,
                    hiddenBy: hidden)
            case .composite(let source, let opacity, let clip):
                target.composite(source, atX: 0, y: 0, opacity: opacity, clip: clip, hiddenBy: hidden)
            case .blurBackdrop(let mask, let sigma):
                target.blurBackdrop(under: mask, sigma: sigma)
            }
        }
    }

    /// The stages drawn onto a transparent `width` × `height` pixmap (see `draw(onto:occluding:)`).
    func rendered(width: Int, height: Int, occluding: Bool) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        draw(onto: &pixmap, occluding: occluding)
        return pixmap
    }
}
