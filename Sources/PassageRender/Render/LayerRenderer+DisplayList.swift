// Replaying recorded drawing (`DisplayList`: what `UIView.draw(_:)` and `UIGraphicsImageRenderer` drew) with
// the same rasterizer as layers: paths filled and stroked as coverage masks (PathStroker for strokes) in
// user space mapped to the device, images sampled through the same bilinear path as contents, text set by
// the text renderer at the device scale. Each command is limited to its clips (each a coverage mask,
// intersected) and drawn with its alpha times the layer's opacity.
//
// A view's drawing is its layer's contents: drawn in the layer's bounds coordinates (the canvas the view
// recorded over), stretched to the bounds when they changed size since (contents gravity `.resize`;
// `contentMode = .redraw` redraws instead). An image's drawing is rasterized once, at the image's scale, when
// its pixels are first needed (`pixmap(for:)`, or `CGImage.pixels` through the installed rasterizer).
import Foundation
import PassageCore

extension LayerRenderer {
    /// Draws a view's recorded drawing as the contents of a layer with bounds `bounds`.
    func drawRecordedContents(
        _ list: DisplayList, bounds: CGRect, toDevice: LayerHomography, opacity: Double,
        clip: CoverageMask?, into target: inout DrawList
    ) {
        var map = toDevice
        if list.size != bounds.size, list.size.width > 0, list.size.height > 0 {
            let sx = bounds.width / list.size.width
            let sy = bounds.height / list.size.height
            let stretch = CGAffineTransform(translationX: -list.origin.x, y: -list.origin.y)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: bounds.minX, y: bounds.minY))
            map = Self.homography(stretch).concatenating(toDevice)
        }
        replay(list, toDevice: map, opacity: opacity, clip: clip, within: frameBounds, into: &target)
    }

    /// Draws every command of `list` (base coordinates mapped by `toDevice`), limited to `limit` device pixels.
    func replay(
        _ list: DisplayList, toDevice: LayerHomography, opacity: Double, clip: CoverageMask?, within limit: PixelRect,
        into target: inout DrawList
    ) {
        for command in list.commands {
            switch command {
            case .fill(let path, let rule, let color, let state):
                guard let area = area(of: state, toDevice: toDevice, clip: clip, within: limit) else { continue }
                let mask = CoverageMask(
                    path: path, rule: rule == .evenOdd ? .evenOdd : .nonZero,
                    transform: Self.homography(state.transform).concatenating(toDevice), within: area.limit)
                target.fill(clipped(mask, area.clip), color: color, opacity: opacity * Double(state.alpha))
            case .stroke(let path, let stroke, let color, let state):
                guard stroke.width > 0, let area = area(of: state, toDevice: toDevice, clip: clip, within: limit) else {
                    continue
                }
                let mask = CoverageMask(
                    stroking: path, style: Self.strokeStyle(stroke),
                    transform: Self.homography(state.transform).concatenating(toDevice), within: area.limit)
                target.fill(clipped(mask, area.clip), color: color, opacity: opacity * Double(state.alpha))
            case .image(let image, let rect, let flipped, let state):
                guard let area = area(of: state, toDevice: toDevice, clip: clip, within: limit) else { continue }
                var placement = state.transform
                if flipped {
                    placement = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
                        .concatenating(placement)
                }
                let source = pixmap(for: image)
                target.draw(
                    source, from: CGRect(x: 0, y: 0, width: source.width, height: source.height), to: rect,
                    transform: Self.homography(placement).concatenating(toDevice),
                    opacity: opacity * Double(state.alpha),
                    clip: area.clip ?? CoverageMask(bounds: area.limit))
            case .text(let string, let origin, let fontName, let pointSize, let color, let state):
                guard let area = area(of: state, toDevice: toDevice, clip: clip, within: limit) else { continue }
                let map = Self.homography(state.transform).concatenating(toDevice)
                drawRecordedText(
                    string, origin: origin, fontName: fontName ?? "", pointSize: pointSize, color: color, map: map,
                    opacity: opacity * Double(state.alpha), clip: area.clip ?? CoverageMask(bounds: area.limit),
                    into: &target)
            }
        }
    }

    /// The clip of a command (its clip paths intersected with `clip`) and the device pixels worth drawing; nil
    /// when nothing can show.
    private func area(
        of state: DrawingState, toDevice: LayerHomography, clip: CoverageMask?,
        within limit: PixelRect
    ) -> (clip: CoverageMask?, limit: PixelRect)? {
        guard state.alpha > 0 else { return nil }
        var combined = clip
        var bounds = limit.intersection(clip?.bounds ?? limit)
        for recorded in state.clips {
            let mask = CoverageMask(
                path: recorded.path, rule: recorded.rule == .evenOdd ? .evenOdd : .nonZero, transform: toDevice,
                within: bounds)
            combined = combined.map { $0.intersecting(mask) } ?? mask
            bounds = bounds.intersection(mask.bounds)
        }
        guard !bounds.isEmpty else { return nil }
        return (combined, bounds)
    }

    private func drawRecordedText(
        _ string: String, origin: CGPoint, fontName: String, pointSize: CGFloat, color: RGBA,
        map: LayerHomography, opacity: Double, clip: CoverageMask, into target: inout DrawList
    ) {
        guard let text, !string.isEmpty else { return }
        let measured = text.size(of: string, fontName: fontName, pointSize: pointSize)
        guard measured.width > 0, measured.height > 0 else { return }
        let drawScale = max(1, map.largestScale(at: origin))
        let key = TextImageKey(
            string: string, fontName: fontName, pointSize: pointSize, color: color, size: measured,
            scale: drawScale, lines: 1, wraps: false, centersVertically: false, alignment: .left)
        let image: TextImage
        if let cached = textImages[key] {
            image = cached
        } else {
            guard
                let pixmap = text.render(
                    string, fontName: fontName, pointSize: pointSize, color: CGColor(rgba: color),
                    width: measured.width, height: measured.height, scale: CGFloat(drawScale))
            else { return }
            image = TextImage(pixmap: pixmap, placement: CGRect(origin: .zero, size: measured))
            if textImages.count >= 256 { textImages.removeAll() }
            textImages[key] = image
        }
        target.draw(
            image.pixmap, from: CGRect(x: 0, y: 0, width: image.pixmap.width, height: image.pixmap.height),
            to: image.placement.offsetBy(dx: origin.x, dy: origin.y), transform: map, opacity: opacity, clip: clip)
    }

    /// The recorded drawing of an image rasterized at its pixel size, premultiplied.
    func rasterize(_ list: DisplayList, width: Int, height: Int, scale: CGFloat) -> Pixmap {
        var drawing = DrawList()
        let device = LayerHomography(m: (Double(scale), 0, 0, 0, Double(scale), 0, 0, 0, 1))
        replay(
            list, toDevice: device, opacity: 1, clip: nil, within: PixelRect(x: 0, y: 0, width: width, height: height),
            into: &drawing)
        return drawing.rendered(width: width, height: height, occluding: occludes)
    }

    static func homography(_ t: CGAffineTransform) -> LayerHomography {
        LayerHomography(m: (Double(t.a), Double(t.b), 0, Double(t.c), Double(t.d), 0, Double(t.tx), Double(t.ty), 1))
    }

    static func strokeStyle(_ stroke: DrawingStroke) -> StrokeStyle {
        var style = StrokeStyle(width: Double(stroke.width))
        style.cap =
            switch stroke.cap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        style.join =
            switch stroke.join {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        style.miterLimit = Double(stroke.miterLimit)
        style.dashes = stroke.dashes.map(Double.init)
        style.dashPhase = Double(stroke.dashPhase)
        return style
    }
}

extension LayerRenderer {
    /// The straight-alpha pixels of a drawn image (UIGraphicsImageRenderer's): a renderer of the image's size
    /// draws its list and the premultiplied result is converted to straight alpha.
    static func rasterizedPixels(of image: CGImage) -> [UInt8] {
        guard let drawing = image.drawing else { return [UInt8](repeating: 0, count: image.width * image.height * 4) }
        let renderer = LayerRenderer(size: CGSize(width: image.width, height: image.height), scale: 1, background: nil)
        return renderer.rasterize(drawing, width: image.width, height: image.height, scale: image.drawingScale)
            .makeImage().pixels
    }
}
