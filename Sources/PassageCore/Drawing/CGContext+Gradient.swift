// Drawing a CGGradient with the fills the display list already has: a linear gradient as strips across its
// axis (one per point of its length, at most 256), a radial one as discs from the end circle in to the start
// circle, each filled with the gradient's colour at its middle. The steps are finer than 8-bit colour can show
// on gradients up to 256 pt long; longer ones show steps of at most 1/256 of their colour change. The current
// path is left alone, as in Core Graphics.
import Foundation

extension CGContext {
    /// How far past the gradient the strips and fills extend, in user-space points (the clip cuts them).
    static let gradientExtent: CGFloat = 100_000

    /// Fills the clip with `gradient` varying from `start` (location 0) to `end` (location 1); `options` says
    /// whether the end colours continue beyond them.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return }
        let extent = Self.gradientExtent
        let steps = max(2, min(256, Int(length.rounded(.up))))
        saveGState()
        translateBy(x: start.x, y: start.y)
        rotate(by: atan2(dy, dx))
        if options.contains(.drawsBeforeStartLocation) {
            setFillColor(gradient.color(at: 0))
            fill(CGRect(x: -extent, y: -extent, width: extent, height: 2 * extent))
        }
        if options.contains(.drawsAfterEndLocation) {
            setFillColor(gradient.color(at: 1))
            fill(CGRect(x: length, y: -extent, width: extent, height: 2 * extent))
        }
        let step = length / CGFloat(steps)
        for index in 0..<steps {
            setFillColor(gradient.color(at: (CGFloat(index) + 0.5) / CGFloat(steps)))
            // Each strip reaches into the next by a point, so no seam shows between them.
            let width = index + 1 < steps ? step + 1 : step
            fill(CGRect(x: CGFloat(index) * step, y: -extent, width: width, height: 2 * extent))
        }
        restoreGState()
    }

    /// Fills with `gradient` varying from the circle at `startCenter` (location 0) to the one at `endCenter`
    /// (location 1); `options` says whether the end colours continue beyond them.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let extent = Self.gradientExtent
        let change = max(abs(endRadius - startRadius), hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y))
        guard change.isFinite, startRadius >= 0, endRadius >= 0 else { return }
        let steps = max(2, min(256, Int(change.rounded(.up))))
        saveGState()
        if options.contains(.drawsAfterEndLocation) {
            setFillColor(gradient.color(at: 1))
            fill(CGRect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent))
        }
        for index in stride(from: steps - 1, through: 0, by: -1) {
            let t = CGFloat(index + 1) / CGFloat(steps)
            let center = CGPoint(
                x: startCenter.x + (endCenter.x - startCenter.x) * t,
                y: startCenter.y + (endCenter.y - startCenter.y) * t)
            let radius = startRadius + (endRadius - startRadius) * t
            setFillColor(gradient.color(at: (CGFloat(index) + 0.5) / CGFloat(steps)))
            fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
        if options.contains(.drawsBeforeStartLocation), startRadius > 0 {
            setFillColor(gradient.color(at: 0))
            fillEllipse(
                in: CGRect(
                    x: startCenter.x - startRadius, y: startCenter.y - startRadius, width: 2 * startRadius,
                    height: 2 * startRadius))
        }
        restoreGState()
    }
}
