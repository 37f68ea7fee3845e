// Draws text: FreeType draws the glyphs where TextLayout places them, with the font metrics labels measure
// their text with (PassageCore's FontLibrary), so a label is exactly as large as its drawn text. Sizes are in
// points; drawing happens at `scale` pixels per point.
import Foundation
import PassageCore

/// Measures and rasterizes strings in the DejaVu family.
@MainActor
public final class TextRenderer {
    private let catalog: FontCatalog

    /// Starts FreeType and opens the default face; throws a `TextRenderingError` naming what to install.
    public init() throws(TextRenderingError) {
        catalog = try FontCatalog()
    }

    /// Makes labels measured while `loop` is current use a new text renderer (UILabel.sizeThatFits); logs and
    /// leaves the loop unchanged when FreeType or the default font is missing. Not needed: a frame loop measures
    /// text with the same metrics by itself.
    @available(*, deprecated, message: "a frame loop measures text itself, with the metrics the renderer sets it with")
    public static func installTextMeasuring(in loop: FrameLoop) {
        do {
            let renderer = try TextRenderer()
            loop.textMeasurer = FrameLoop.TextMeasurer { text, fontName, pointSize, maxWidth, numberOfLines in
                renderer.size(
                    of: text, fontName: fontName, pointSize: pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines
                )
            }
        } catch {
            loop.diagnose(.textMeasuringUnavailable, .warning, "text measuring not installed: \(error)")
        }
    }

    /// The size the text takes, in points, when set in `maxWidth` points (nil: one line per paragraph).
    public func size(
        of text: String, fontName: String, pointSize: CGFloat, maxWidth: CGFloat? = nil,
        numberOfLines: Int = 1
    ) -> CGSize {
        catalog.fonts.size(
            of: text, fontName: fontName, pointSize: pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
            ?? .zero
    }

    /// The text drawn in `color` into a transparent pixmap of `width` × `height` points at `scale`,
    /// aligned horizontally and starting at the top; nil when the size is empty.
    public func render(
        _ text: String, fontName: String, pointSize: CGFloat, color: CGColor, width: CGFloat,
        height: CGFloat, scale: CGFloat, numberOfLines: Int = 1, alignment: TextAlignment = .left
    ) -> Pixmap? {
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((height * scale).rounded(.up))
        guard var pixmap = Pixmap(width: pixelWidth, height: pixelHeight),
            let face = catalog.face(forFontName: fontName),
            let layout = layout(text, fontName, pointSize, scale, width, numberOfLines, alignment)
        else { return nil }
        let rgba = color.rgba.clamped
        let premultiplied = [rgba.red * rgba.alpha, rgba.green * rgba.alpha, rgba.blue * rgba.alpha, rgba.alpha].map {
            $0 * 255
        }
        face.setPixelSize(Double(pointSize * scale))
        for glyph in layout.glyphs {
            guard let bitmap = face.render(glyph.index) else { continue }
            let originX = glyph.x + bitmap.left
            let originY = glyph.baseline - bitmap.top
            for row in 0..<bitmap.rows {
                let y = originY + row
                guard y >= 0, y < pixelHeight else { continue }
                for column in 0..<bitmap.width {
                    let x = originX + column
                    let coverage = Double(bitmap.coverage[row * bitmap.width + column]) / 255
                    guard x >= 0, x < pixelWidth, coverage > 0 else { continue }
                    let i = (y * pixelWidth + x) * 4
                    for c in 0..<4 {
                        // Source-over of the glyph's coverage (overlapping glyphs combine as a + b − ab).
                        let under = Double(pixmap.pixels[i + c])
                        pixmap.pixels[i + c] = UInt8((premultiplied[c] * coverage + under * (1 - coverage)).rounded())
                    }
                }
            }
        }
        return pixmap
    }

    private func layout(
        _ text: String, _ fontName: String, _ pointSize: CGFloat, _ scale: CGFloat, _ maxWidth: CGFloat?,
        _ numberOfLines: Int, _ alignment: TextAlignment
    ) -> TextLayout? {
        guard pointSize > 0, pointSize.isFinite, scale > 0, let font = catalog.fonts.font(forFontName: fontName) else {
            return nil
        }
        return TextLayout(
            text: text, face: ScaledFont(font: font, pixelSize: Double(pointSize * scale)),
            maxWidth: maxWidth.map { Double($0 * scale) },
            numberOfLines: max(0, numberOfLines), alignment: alignment)
    }
}
