// A font's metrics at one pixel size, computed as FreeType computes them for a hinted TrueType font, so the
// widths text is measured at are the widths the render server draws it at. Values are 26.6 fixed point.
//
// - The size in 26.6 gives the scale `size / unitsPerEm` (16.16) and the ppem, the size rounded to whole pixels.
// - An advance is the advance width scaled at the whole ppem (the hinter works in whole pixels) and rounded to
//   a whole pixel.
// - A kerning pair is scaled at the fractional scale; below 25 ppem it is shrunk by ppem / 25 (FreeType's rule,
//   which keeps rounding from making small kerning too large), then rounded to a whole pixel.
// - Ascender, descender and line height (ascender − descender + line gap) are scaled at the fractional scale
//   and rounded up, down and to the nearest whole pixel.

/// `font` set at one size in pixels.
package struct ScaledFont: Sendable {
    package let font: FontFile
    private let scale: Int  // 16.16
    private let wholePixelScale: Int  // 16.16
    private let ppem: Int

    /// `font` at `pixelSize` pixels per em (fractions are kept to 1/64 px).
    package init(font: FontFile, pixelSize: Double) {
        self.font = font
        let size = Int((pixelSize * 64).rounded())
        ppem = (size + 32) >> 6
        scale = Self.divide(size, font.unitsPerEm)
        wholePixelScale = Self.divide(ppem << 6, font.unitsPerEm)
    }

    /// The glyph that draws `scalar` (0 when the font has none).
    package func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        font.glyphIndex(scalar)
    }

    /// The advance of `glyph`, in pixels (whole).
    package func advance(_ glyph: UInt32) -> Double {
        Double(Self.roundToPixel(Self.multiply(font.advance(glyph), wholePixelScale))) / 64
    }

    /// The kerning between two glyphs, in pixels (whole); 0 when either is the missing glyph.
    package func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard left != 0, right != 0 else { return 0 }
        let units = font.kerning(left, right)
        guard units != 0 else { return 0 }
        var value = Self.multiply(units, scale)
        if ppem < 25 { value = Self.multiplyDivide(value, ppem, 25) }
        return Double(Self.roundToPixel(value)) / 64
    }

    /// Ascender, descender (negative) and the height of a line, in pixels (whole).
    package var lineMetrics: (ascender: Double, descender: Double, lineHeight: Double) {
        let ascender = (Self.multiply(font.ascender, scale) + 63) & -64
        let descender = Self.multiply(font.descender, scale) & -64
        let height = Self.roundToPixel(Self.multiply(font.ascender - font.descender + font.lineGap, scale))
        return (Double(ascender) / 64, Double(descender) / 64, Double(height) / 64)
    }

    // FreeType's fixed-point arithmetic: rounded to nearest, halves away from zero.

    private static func multiply(_ a: Int, _ b: Int) -> Int {
        let product = abs(a) * abs(b)
        let result = (product + 0x8000) >> 16
        return (a < 0) != (b < 0) ? -result : result
    }

    private static func divide(_ a: Int, _ b: Int) -> Int {
        let result = ((abs(a) << 16) + abs(b) / 2) / abs(b)
        return (a < 0) != (b < 0) ? -result : result
    }

    private static func multiplyDivide(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let result = (abs(a) * abs(b) + c / 2) / c
        return (a < 0) != (b < 0) ? -result : result
    }

    private static func roundToPixel(_ value: Int) -> Int {
        (value + 32) & -64
    }
}
