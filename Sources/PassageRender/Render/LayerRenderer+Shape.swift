// A CAShapeLayer's path, drawn as its contents (over the background, under the sublayers): the fill under
// the stroke, each an anti-aliased coverage mask of the path in layer space mapped to the device, so shapes
// stay exact under any transform. Values come from the presentation tree, so animated paths, colours,
// widths and stroke ends show their presented values.
import Foundation
import PassageCore

extension LayerRenderer {
    /// Fills and strokes `shape` through `toDevice`.
    func drawShape(
        _ shape: ShapeLayerValues, toDevice: LayerHomography, opacity: Double, clip: CoverageMask?,
        into target: inout DrawList
    ) {
        guard let path = shape.path, !path.isEmpty else { return }
        let limit = clip?.bounds.intersection(frameBounds) ?? frameBounds
        if let fill = shape.fillColor, fill.alpha > 0 {
            let rule: RasterFillRule = shape.fillRule == .evenOdd ? .evenOdd : .nonZero
            let mask = CoverageMask(path: path, rule: rule, transform: toDevice, within: limit)
            if !mask.bounds.isEmpty { target.fill(clipped(mask, clip), color: fill, opacity: opacity) }
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
            let mask = CoverageMask(stroking: path, style: Self.strokeStyle(shape), transform: toDevice, within: limit)
            if !mask.bounds.isEmpty { target.fill(clipped(mask, clip), color: stroke, opacity: opacity) }
        }
    }

    /// The stroke parameters of a shape layer's values.
    static func strokeStyle(_ shape: ShapeLayerValues) -> StrokeStyle {
        var style = StrokeStyle(width: Double(shape.lineWidth))
        style.cap =
            switch shape.lineCap {
            case .round: .round
            case .square: .square
            default: .butt
            }
        style.join =
            switch shape.lineJoin {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        style.miterLimit = Double(shape.miterLimit)
        style.dashes = shape.lineDashPattern?.map(\.doubleValue) ?? []
        style.dashPhase = Double(shape.lineDashPhase)
        style.start = Double(shape.strokeStart)
        style.end = Double(shape.strokeEnd)
        return style
    }
}
