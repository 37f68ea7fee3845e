// Small glyphs the demos draw for themselves where an app would use an SF Symbol (which Passage does not ship):
// drawn with Core Graphics at the size they are shown, so they stay sharp.
import Passage

/// Glyphs drawn for the demos' buttons.
enum Glyphs {
    /// An "xmark": two strokes crossing in a square of `side` points, `weight` points wide, with round caps.
    @MainActor static func xmark(side: CGFloat, weight: CGFloat, color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            let inset = weight / 2
            cg.setStrokeColor(color.cgColor)
            cg.setLineWidth(weight)
            cg.setLineCap(.round)
            cg.move(to: CGPoint(x: inset, y: inset))
            cg.addLine(to: CGPoint(x: side - inset, y: side - inset))
            cg.move(to: CGPoint(x: side - inset, y: inset))
            cg.addLine(to: CGPoint(x: inset, y: side - inset))
            cg.strokePath()
        }
    }
}
