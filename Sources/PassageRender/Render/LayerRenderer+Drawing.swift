// Drawing one layer and its sublayers (order and rules in LayerRenderer.swift's header).
import Foundation
import PassageCore

extension LayerRenderer {
    var frameBounds: PixelRect { PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// Records `list` drawn offscreen (over the pixels inside `region`) composited at `opacity` through `clip`:
    /// tile by tile (`DrawList.composite(group:…)`), or, when it holds a backdrop blur or `boundsOffscreens` is
    /// off, through a pixmap from `offscreen(_:within:)`.
    func composite(
        _ list: DrawList, within region: PixelRect, opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        guard boundsOffscreens, !list.drawsBackdropBlur else {
            if let drawn = offscreen(list, within: region) { target.composite(drawn, opacity: opacity, clip: clip) }
            return
        }
        target.composite(
            group: list, within: region, frame: frameBounds, occluding: occludes, opacity: opacity, clip: clip)
    }

    /// `list` drawn offscreen, to be composited into the frame: a pixmap holding only the pixels inside
    /// `region` that the list can change (`DrawList.rendered(within:frame:occluding:)`), or the whole frame
    /// when `boundsOffscreens` is off. Nil when no pixel is left.
    func offscreen(_ list: DrawList, within region: PixelRect) -> Pixmap? {
        guard boundsOffscreens else {
            return list.rendered(width: pixelWidth, height: pixelHeight, occluding: occludes)
        }
        return list.rendered(within: region, frame: frameBounds, occluding: occludes)
    }

    /// Draws entry `index` of `tree`, whose plane maps to device pixels by `toDevice`.
    func draw(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList, transitionDrawn: Bool = false
    ) {
        let entry = tree.layers[index]
        let v = entry.values
        let layerOpacity = Double(v.opacity) * opacity
        guard !v.isHidden, layerOpacity > 0, toDevice.determinant.isFinite, toDevice.determinant != 0 else { return }
        if !v.isDoubleSided && toDevice.isBackFacing { return }
        if !transitionDrawn, let transition = entry.objects.transition {
            return drawTransition(
                transition, tree, children, index, toDevice: toDevice, opacity: opacity, clip: clip, into: &target)
        }
        if let maskIndex = entry.maskIndex {
            return drawMasked(
                tree, children, index, mask: maskIndex, toDevice: toDevice, opacity: layerOpacity, clip: clip,
                into: &target)
        }
        if Double(v.opacity) < 1, v.allowsGroupOpacity, !children[index].isEmpty {
            var group = DrawList()
            drawLayer(tree, children, index, toDevice: toDevice, opacity: 1, clip: clip, into: &group)
            composite(group, within: frameBounds, opacity: layerOpacity, clip: nil, into: &target)
        } else {
            drawLayer(tree, children, index, toDevice: toDevice, opacity: layerOpacity, clip: clip, into: &target)
        }
    }

    /// Shadow, background, contents, sublayers, border: one layer, with `opacity` applied to each part.
    /// `shadowDrawn`: the caller has drawn this layer's shadow (from its content's alpha).
    func drawLayer(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList, shadowDrawn: Bool = false
    ) {
        let entry = tree.layers[index]
        let v = entry.values
        let objects = entry.objects
        let radii = CornerRadii(
            cornerRadius: Double(v.cornerRadius), maskedCorners: v.maskedCorners, size: v.bounds.size)
        let hasFill =
            (v.backgroundColor?.alpha ?? 0) > 0 || objects.contents is CGImage || entry.layer is CAGradientLayer
        var shape: CoverageMask?
        func boundsShape() -> CoverageMask {
            if let shape { return shape }
            let made = shapeMasks.mask(.fill, bounds: v.bounds, radii: radii, map: toDevice, clippedTo: frameBounds)
            shape = made
            return made
        }
        // The bounds shape inside `clip`, made once for the background, contents and sublayers that share it.
        var clippedShape: CoverageMask?
        func clippedBoundsShape() -> CoverageMask {
            if let clippedShape { return clippedShape }
            let made = clipped(boundsShape(), clip)
            clippedShape = made
            return made
        }
        if !shadowDrawn, v.shadowOpacity > 0, let color = v.shadowColor, color.alpha > 0 {
            if hasFill || objects.shadowPath != nil {
                drawShadow(
                    v, objects, radii: radii, color: color, toDevice: toDevice, opacity: opacity, clip: clip,
                    into: &target)
            } else if !children[index].isEmpty || entry.layer is CATextLayer || entry.layer is CAShapeLayer
                || objects.contents is DisplayList
            {
                return drawWithContentShadow(
                    tree, children, index, color: color, toDevice: toDevice, opacity: opacity,
                    clip: clip, into: &target)
            }
        }
        if entry.layer is BackdropLayer {
            drawBackdrop(
                entry, v, toDevice: toDevice, opacity: opacity, shape: clippedBoundsShape(), into: &target)
        }
        if let color = v.backgroundColor, color.alpha > 0 {
            target.fill(clippedBoundsShape(), color: color, opacity: opacity)
        }
        if let gradient = Self.gradientDescription(entry) {
            drawGradient(
                gradient, v, toDevice: toDevice, opacity: opacity, shape: clippedBoundsShape(), into: &target)
        }
        let contentClip = v.masksToBounds && !radii.isZero ? clippedBoundsShape() : clip
        if let image = objects.contents as? CGImage {
            drawContents(
                image, v, objects, toDevice: toDevice, opacity: opacity,
                clip: v.masksToBounds ? clippedBoundsShape() : clip, into: &target)
        }
        if let drawing = objects.contents as? DisplayList {
            drawRecordedContents(
                drawing, bounds: v.bounds, toDevice: toDevice, opacity: opacity,
                clip: v.masksToBounds ? clippedBoundsShape() : clip, into: &target)
        }
        if entry.layer is CAShapeLayer {
            drawShape(
                objects.shape, toDevice: toDevice, opacity: opacity,
                clip: v.masksToBounds ? clippedBoundsShape() : clip, into: &target)
        }
        if let textLayer = entry.layer as? CATextLayer {
            drawText(textLayer, v, toDevice: toDevice, opacity: opacity, clip: contentClip, into: &target)
        }
        if !children[index].isEmpty {
            let childClip = v.masksToBounds ? clippedBoundsShape() : clip
            let sublayerTransform = CALayer.sublayerTransformAboutAnchor(v)
            if entry.layer is CAReplicatorLayer {
                drawInstances(
                    tree, children, index, toDevice: toDevice, opacity: opacity, clip: childClip, into: &target)
            } else {
                for child in children[index] {
                    drawSublayer(
                        tree, children, child, sublayerTransform: sublayerTransform, toDevice: toDevice,
                        opacity: opacity, clip: childClip, into: &target)
                }
            }
        }
        if v.borderWidth > 0, let color = v.borderColor, color.alpha > 0 {
            let ring = shapeMasks.mask(
                .border(width: Double(v.borderWidth)), bounds: v.bounds, radii: radii, map: toDevice,
                clippedTo: frameBounds)
            target.fill(clipped(ring, clip), color: color, opacity: opacity)
        }
    }

    /// A layer with no fill of its own casts the shadow of what it draws (its sublayers, its text), as Core
    /// Animation does: the layer is drawn offscreen, its alpha blurred, offset (to the nearest device pixel)
    /// and tinted below, then the drawing composited on top.
    private func drawWithContentShadow(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, color: RGBA,
        toDevice: LayerHomography, opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let v = tree.layers[index].values
        var drawing = DrawList()
        drawLayer(tree, children, index, toDevice: toDevice, opacity: 1, clip: nil, into: &drawing, shadowDrawn: true)
        guard let content = offscreen(drawing, within: frameBounds) else {
            return
        }
        let alpha = content.alphaMask()
        let covered = alpha.coveredBounds
        if !covered.isEmpty {
            let center = CGPoint(x: v.bounds.midX, y: v.bounds.midY)
            let moved = CGPoint(x: center.x + v.shadowOffset.width, y: center.y + v.shadowOffset.height)
            let from = toDevice.apply(center).point
            let to = toDevice.apply(moved).point
            let sigma = ShadowGeometry.deviceSigma(
                shadowRadius: Double(v.shadowRadius), transform: toDevice, center: center)
            let shadow = alpha.cropped(to: covered).blurred(sigma: sigma)
                .offsetBy(dx: Int((to.x - from.x).rounded()), dy: Int((to.y - from.y).rounded()))
            target.fill(clipped(shadow, clip), color: color, opacity: Double(v.shadowOpacity) * opacity)
        }
        target.composite(content, opacity: opacity, clip: clip)
    }

    private func drawShadow(
        _ v: LayerProperties, _ objects: LayerObjects, radii: CornerRadii, color: RGBA, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let center = CGPoint(x: v.bounds.midX, y: v.bounds.midY)
        let sigma = ShadowGeometry.deviceSigma(
            shadowRadius: Double(v.shadowRadius), transform: toDevice, center: center)
        let shadowOpacity = Double(v.shadowOpacity) * opacity
        let placed = toDevice.translatedInLayer(dx: Double(v.shadowOffset.width), dy: Double(v.shadowOffset.height))
        if objects.shadowPath == nil,
            let cached = shapeMasks.mask(bounds: v.bounds, radii: radii, sigma: sigma, map: placed)
        {
            return target.fill(clipped(cached, clip), color: color, opacity: shadowOpacity)
        }
        let limit = frameBounds.outset(
            dx: ShadowGeometry.blurReach(sigma: sigma), dy: ShadowGeometry.blurReach(sigma: sigma))
        let shape =
            if let path = objects.shadowPath {
                ShadowGeometry.pathShape(path, offset: v.shadowOffset, transform: toDevice, within: limit)
            } else {
                ShadowGeometry.roundedRectShape(
                    bounds: v.bounds, radii: radii, offset: v.shadowOffset, transform: toDevice, within: limit)
            }
        target.drawShadow(of: shape, blurSigma: sigma, color: color, opacity: shadowOpacity, clip: clip)
    }

    private func drawText(
        _ layer: CATextLayer, _ v: LayerProperties, toDevice: LayerHomography, opacity: Double,
        clip: CoverageMask?, into target: inout DrawList
    ) {
        guard let string = layer.text, let color = layer.foregroundColor, v.bounds.width > 0, v.bounds.height > 0 else {
            return
        }
        let alignment: TextAlignment =
            switch layer.alignmentMode {
            case .center: .center
            case .right: .right
            default: .left
            }
        // Drawn at the device scale the layer is shown at (its largest stretch at the centre), so glyphs
        // stay crisp under scaling, and an unscaled title is copied pixel for pixel.
        let drawScale = max(1, toDevice.largestScale(at: CGPoint(x: v.bounds.midX, y: v.bounds.midY)))
        let key = TextImageKey(
            string: string, fontName: layer.fontName, pointSize: layer.fontSize, color: color.rgba,
            size: v.bounds.size, scale: drawScale, lines: layer.isWrapped ? layer.maximumNumberOfLines : 1,
            wraps: layer.isWrapped || layer.truncationMode != .none,
            centersVertically: layer.centersVertically, alignment: alignment)
        guard let image = textImages[key] ?? renderText(key, color: color) else { return }
        if textImages.count >= 256 { textImages.removeAll() }
        textImages[key] = image
        let destination = image.placement.offsetBy(dx: v.bounds.minX, dy: v.bounds.minY)
        target.draw(
            image.pixmap, from: CGRect(x: 0, y: 0, width: image.pixmap.width, height: image.pixmap.height),
            to: destination, transform: toDevice, opacity: opacity, clip: clip)
    }

    /// The text `key` describes, laid out in its bounds and rendered at its scale; nil when nothing shows.
    private func renderText(_ key: TextImageKey, color: CGColor) -> TextImage? {
        guard let text else { return nil }
        let wrapWidth: CGFloat? = key.wraps ? key.size.width : nil
        let measured = text.size(
            of: key.string, fontName: key.fontName, pointSize: key.pointSize, maxWidth: wrapWidth,
            numberOfLines: key.lines)
        let top = key.centersVertically ? max(0, (key.size.height - measured.height) / 2) : 0
        let height = min(measured.height, key.size.height - top)
        guard height > 0,
            let pixmap = text.render(
                key.string, fontName: key.fontName, pointSize: key.pointSize, color: color,
                width: key.size.width, height: height, scale: CGFloat(key.scale),
                numberOfLines: key.lines, alignment: key.alignment)
        else { return nil }
        return TextImage(pixmap: pixmap, placement: CGRect(x: 0, y: top, width: key.size.width, height: height))
    }

    func clipped(_ mask: CoverageMask, _ clip: CoverageMask?) -> CoverageMask {
        clip.map { mask.intersecting($0) } ?? mask
    }
}

/// Everything that shapes a CATextLayer's rendered text and where it sits.
struct TextImageKey: Hashable {
    let string: String
    let fontName: String
    let pointSize: CGFloat
    let color: RGBA
    /// The layer's bounds size.
    let size: CGSize
    let scale: Double
    let lines: Int
    /// Whether lines wrap or truncate at the bounds' width.
    let wraps: Bool
    let centersVertically: Bool
    let alignment: TextAlignment
}

/// A text layer's rendered text and the rect it fills, relative to the bounds' origin, in points.
struct TextImage {
    let pixmap: Pixmap
    let placement: CGRect
}
