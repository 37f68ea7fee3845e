// Core Graphics' drawing context, recording: every drawing call becomes a `DrawingCommand` with the current
// graphics state, and the render server rasterizes the list later (DisplayList.swift). The coordinates are
// UIKit's: origin at the top left, y down. As in Core Graphics, points added to the current path are mapped
// by the CTM when they are added, fills and clips use the path as built, and a stroke's pen follows the CTM
// in effect when it is stroked.
import Foundation

/// How `drawPath(using:)` paints the current path (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// A drawing destination that records what it is asked to draw (Core Graphics' `CGContext`).
public final class CGContext {
    private struct GraphicsState {
        var state = DrawingState()
        var fillColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = DrawingStroke()
    }

    private var current = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The current path, in base coordinates.
    private var path = CGMutablePath()
    private var commands: [DrawingCommand] = []
    /// The canvas, in base coordinates.
    package let canvas: CGRect

    /// A context recording over `canvas` (base coordinates: a view's bounds, or an image's rect at the origin).
    package init(canvas: CGRect) {
        self.canvas = canvas
    }

    /// What was drawn so far.
    package var displayList: DisplayList {
        DisplayList(size: canvas.size, origin: canvas.origin, commands: commands)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, colours, line style, alpha, clip).
    public func saveGState() { saved.append(current) }

    /// Restores the state last saved; without one, logs and keeps the state.
    public func restoreGState() {
        guard let state = saved.popLast() else {
            return diagnoseOnAnyThread(
                .restoreGStateWithoutSave, .warning,
                "CGContext.restoreGState() without a matching saveGState(); ignored")
        }
        current = state
    }

    /// The current transformation matrix: user space → base coordinates.
    public var ctm: CGAffineTransform { current.state.transform }

    /// Prepends `transform` to the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        current.state.transform = transform.concatenating(current.state.transform)
    }

    /// Moves the user-space origin by (tx, ty).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space by (sx, sy).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians (clockwise on screen in UIKit's y-down coordinates).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { current.fillColor = color.rgba }

    /// Sets the fill colour from components in 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        current.fillColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { current.strokeColor = color.rgba }

    /// Sets the stroke colour from components in 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        current.strokeColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Sets the line width, in user-space units. Default 1.
    public func setLineWidth(_ width: CGFloat) { current.stroke.width = width }

    /// Sets the line cap. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { current.stroke.cap = cap }

    /// Sets the line join. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { current.stroke.join = join }

    /// Sets the miter limit. Default 10.
    public func setMiterLimit(_ limit: CGFloat) { current.stroke.miterLimit = limit }

    /// Sets the dash pattern (empty: solid) and how far into it strokes start.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        current.stroke.dashPhase = phase
        current.stroke.dashes = lengths
    }

    /// Sets the alpha every later drawing is multiplied by, 0…1. Default 1.
    public func setAlpha(_ alpha: CGFloat) { current.state.alpha = min(max(alpha, 0), 1) }

    // MARK: Path construction (points mapped by the CTM as they are added)

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint { path.currentPoint.applying(current.state.transform.inverted()) }

    /// Discards the current path.
    public func beginPath() { path = CGMutablePath() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point, transform: ctm) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: ctm) }

    /// Adds a cubic Bézier to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }

    /// Adds a quadratic Bézier to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: ctm)
    }

    /// Adds a circular arc (Core Graphics' sense of `clockwise`: decreasing angle).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: ctm)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: ctm) }

    /// Adds each rect as a closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: ctm) }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: ctm) }

    /// Adds every element of `path`.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: ctm) }

    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    // MARK: Painting

    /// Fills the current path under `rule` with the fill colour, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(takePath(), rule: rule, color: current.fillColor, state: baseState))
    }

    /// Strokes the current path with the stroke colour and line style, then clears the path.
    public func strokePath() {
        let taken = takePath()
        let transform = current.state.transform
        guard abs(transform.a * transform.d - transform.b * transform.c) > 1e-12 else { return }
        record(
            .stroke(
                taken.copy(using: transform.inverted()), stroke: current.stroke, color: current.strokeColor,
                state: current.state))
    }

    /// Paints the current path as `mode` says (fill, even-odd fill, stroke, or both), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let kept = path.copy() ?? CGPath(segments: [])
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            fillPath(using: mode == .eoFillStroke ? .evenOdd : .winding)
            path.addPath(kept)
            strokePath()
        }
    }

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rect with the fill colour.
    public func fill(_ rects: [CGRect]) {
        let shape = CGMutablePath()
        for rect in rects { shape.addRect(rect, transform: ctm) }
        record(.fill(shape, rule: .winding, color: current.fillColor, state: baseState))
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        let shape = CGMutablePath()
        shape.addEllipse(in: rect, transform: ctm)
        record(.fill(shape, rule: .winding, color: current.fillColor, state: baseState))
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        record(
            .stroke(
                CGPath(rect: rect, transform: nil), stroke: current.stroke, color: current.strokeColor,
                state: current.state))
    }

    /// Strokes the outline of `rect` with line width `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var stroke = current.stroke
        stroke.width = width
        record(
            .stroke(
                CGPath(rect: rect, transform: nil), stroke: stroke, color: current.strokeColor, state: current.state))
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        record(
            .stroke(
                CGPath(ellipseIn: rect, transform: nil), stroke: current.stroke, color: current.strokeColor,
                state: current.state))
    }

    /// Strokes separate segments between consecutive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[pair])
            segments.addLine(to: points[pair + 1])
        }
        record(.stroke(segments, stroke: current.stroke, color: current.strokeColor, state: current.state))
    }

    /// Draws `image` scaled to fill `rect`, upside down as Core Graphics draws into UIKit's flipped
    /// context (`UIImage.draw(in:)` draws it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        record(.image(image, rect: rect, flipped: true, state: current.state))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        current.state.clips.append(DrawingClip(path: takePath(), rule: rule))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        current.state.clips.append(
            DrawingClip(path: CGPath(rect: rect, transform: nil).copy(using: ctm), rule: .winding))
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let shape = CGMutablePath()
        for rect in rects { shape.addRect(rect, transform: ctm) }
        current.state.clips.append(DrawingClip(path: shape, rule: .winding))
    }

    // MARK: Recording

    /// Records text drawn by UIKit's string drawing.
    package func recordText(_ string: String, at origin: CGPoint, fontName: String?, pointSize: CGFloat, color: RGBA) {
        record(
            .text(string, origin: origin, fontName: fontName, pointSize: pointSize, color: color, state: current.state))
    }

    /// Records an image drawn upright (UIKit's image drawing).
    package func recordUprightImage(_ image: CGImage, in rect: CGRect) {
        record(.image(image, rect: rect, flipped: false, state: current.state))
    }

    /// The state for a path already in base coordinates.
    private var baseState: DrawingState {
        var state = current.state
        state.transform = .identity
        return state
    }

    private func takePath() -> CGPath {
        defer { path = CGMutablePath() }
        return path.copy() ?? CGPath(segments: [])
    }

    private func record(_ command: DrawingCommand) {
        commands.append(command)
    }
}
