// UIKit's drawing helpers over the current context (UIGraphics.swift): colours set the fill and stroke,
// paths fill, stroke and clip with their own line style, images draw upright, strings draw one line with
// a font and colour from their attributes (other attributes are ignored).
import Foundation
import PassageCore

extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { GraphicsContextStack.current(for: "UIColor.setFill()")?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { GraphicsContextStack.current(for: "UIColor.setStroke()")?.setStrokeColor(cgColor) }
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        guard let context = GraphicsContextStack.current(for: "UIColor.set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}

/// Fills `rect` in the current context with its fill colour (UIKit's `UIRectFill`).
public func UIRectFill(_ rect: CGRect) {
    GraphicsContextStack.current(for: "UIRectFill(_:)")?.fill(rect)
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill colour, under `usesEvenOddFillRule`.
    public func fill() {
        guard let context = GraphicsContextStack.current(for: "UIBezierPath.fill()") else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path at `alpha` (the blend mode is accepted; Passage draws source-over).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current(for: "UIBezierPath.fill(with:alpha:)") else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line style.
    public func stroke() {
        guard let context = GraphicsContextStack.current(for: "UIBezierPath.stroke()") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior.
    public func addClip() {
        guard let context = GraphicsContextStack.current(for: "UIBezierPath.addClip()") else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// How drawing combines with what is there (Core Graphics' `CGBlendMode`); Passage draws `.normal` only.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
        exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
        destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension UIImage {
    /// An image of a recorded drawing of `drawing.size` points at `scale` pixels per point.
    convenience init(drawing: DisplayList, scale: CGFloat) {
        self.init(drawing: drawing, scale: scale, rasterizer: GraphicsContextStack.drawingRasterizer)
    }

    /// An image of a recorded drawing whose pixels `rasterizer` computes (transparent without one).
    convenience init(drawing: DisplayList, scale: CGFloat, rasterizer: (@MainActor (CGImage) -> [UInt8])?) {
        let image = CGImage(drawing: drawing, scale: scale, rasterizer: rasterizer)
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Draws the image upright, scaled to fill `rect`, in the current context.
    public func draw(in rect: CGRect) {
        guard let context = GraphicsContextStack.current(for: "UIImage.draw(in:)"), let image = cgImage else { return }
        context.recordUprightImage(image, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

extension NSAttributedString.Key {
    /// The font of text (a `UIFont`). Default: the system font at 12 points.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of text (a `UIColor`). Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
    /// Draws the string on one line with its top-left corner at `point`, in the attributes' `.font` and
    /// `.foregroundColor` (defaults: the 12-point system font, black), in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let context = GraphicsContextStack.current(for: "String.draw(at:withAttributes:)") else { return }
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color = (attrs?[.foregroundColor] as? UIColor)?.cgColor.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        context.recordText(self, at: point, fontName: font.fontName, pointSize: font.pointSize, color: color)
    }

    /// Draws the string in `rect`'s top-left corner (one line; Passage does not wrap drawn strings).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(at: rect.origin, withAttributes: attrs)
    }
}

extension NSString {
    /// Draws the string on one line at `point` (see `String.draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }
}
