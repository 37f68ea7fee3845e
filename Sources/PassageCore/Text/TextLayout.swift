// Sets a string in lines, in pixels: words wrap at spaces (a word wider than the line breaks between
// characters), at most `numberOfLines` lines (0 = no limit), and text that does not fit ends the last line
// with "…" (UILabel's default tail truncation). Pens advance by the glyph advances plus kerning; glyphs sit
// on whole pixels so rendering is crisp and deterministic. Labels measure their text with it and the render
// server draws the glyphs where it places them: one layout, so a label is as large as its drawn text.
import Foundation

/// How lines are placed horizontally in the layout width.
public enum TextAlignment: Sendable {
    case left, center, right
}

/// Glyphs placed in lines.
package struct TextLayout: Sendable {
    package struct PlacedGlyph: Sendable {
        package let index: UInt32
        /// Pen position on the baseline, in pixels from the layout's left edge.
        package let x: Int
        /// Baseline, in pixels from the layout's top edge.
        package let baseline: Int
    }

    package private(set) var glyphs: [PlacedGlyph] = []
    /// The width of the widest line and the height of all lines, in pixels.
    package private(set) var width: Double = 0
    package private(set) var height: Double = 0

    /// Lays out `text` with `face` (a font at a size) in `maxWidth` pixels (nil: unlimited).
    package init(text: String, face: ScaledFont, maxWidth: Double?, numberOfLines: Int, alignment: TextAlignment) {
        let lines = Self.breakLines(text, face: face, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let metrics = face.lineMetrics
        let boxWidth = maxWidth ?? lines.map(\.width).max() ?? 0
        for (row, line) in lines.enumerated() {
            let offset: Double =
                switch alignment {
                case .left: 0
                case .center: (boxWidth - line.width) / 2
                case .right: boxWidth - line.width
                }
            let baseline = Int((metrics.ascender + Double(row) * metrics.lineHeight).rounded())
            for (index, x) in line.glyphs {
                glyphs.append(PlacedGlyph(index: index, x: Int((offset + x).rounded()), baseline: baseline))
            }
            width = max(width, line.width)
        }
        height = lines.isEmpty ? 0 : Double(lines.count) * metrics.lineHeight
    }

    private struct Line {
        var glyphs: [(UInt32, Double)] = []
        var width: Double = 0
    }

    /// Greedy line breaking at spaces, then by characters for words longer than a line.
    private static func breakLines(_ text: String, face: ScaledFont, maxWidth: Double?, numberOfLines: Int) -> [Line] {
        let limit = maxWidth ?? .infinity
        var lines: [Line] = []
        var current = Line()
        var previous: UInt32 = 0
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var truncated = false
        paragraphLoop: for (number, paragraph) in paragraphs.enumerated() {
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
            for (wordNumber, word) in words.enumerated() {
                let piece = (wordNumber > 0 ? " " : "") + word
                let measured = measure(piece, face: face, after: current.glyphs.isEmpty ? 0 : previous)
                if current.width + measured.width > limit, !current.glyphs.isEmpty {
                    if numberOfLines > 0, lines.count + 1 >= numberOfLines {
                        truncated = true
                        break paragraphLoop
                    }
                    lines.append(current)
                    current = Line()
                    previous = 0
                    // A wrapped line does not start with the space that broke it.
                    for scalar in word.unicodeScalars {
                        let glyph = measure(String(scalar), face: face, after: previous)
                        if current.width + glyph.width > limit, !current.glyphs.isEmpty {
                            if numberOfLines > 0, lines.count + 1 >= numberOfLines {
                                truncated = true
                                break paragraphLoop
                            }
                            lines.append(current)
                            current = Line()
                            previous = 0
                        }
                        append(glyph, to: &current, previous: &previous)
                    }
                    continue
                }
                append(measured, to: &current, previous: &previous)
            }
            if number < paragraphs.count - 1 {
                if numberOfLines > 0, lines.count + 1 >= numberOfLines {
                    truncated = true
                    break
                }
                lines.append(current)
                current = Line()
                previous = 0
            }
        }
        if truncated { current = ellipsized(current, face: face, limit: limit) }
        lines.append(current)
        return lines
    }

    private struct Measured {
        var glyphs: [(UInt32, Double)]
        var width: Double
        var last: UInt32
    }

    private static func measure(_ piece: String, face: ScaledFont, after previous: UInt32) -> Measured {
        var pen = 0.0
        var last = previous
        var glyphs: [(UInt32, Double)] = []
        for scalar in piece.unicodeScalars {
            let index = face.glyphIndex(scalar)
            pen += face.kerning(last, index)
            glyphs.append((index, pen))
            pen += face.advance(index)
            last = index
        }
        return Measured(glyphs: glyphs, width: pen, last: last)
    }

    private static func append(_ measured: Measured, to line: inout Line, previous: inout UInt32) {
        for (index, x) in measured.glyphs { line.glyphs.append((index, line.width + x)) }
        line.width += measured.width
        previous = measured.last
    }

    /// The line shortened until it and "…" fit the limit.
    private static func ellipsized(_ line: Line, face: ScaledFont, limit: Double) -> Line {
        var line = line
        let ellipsis = face.glyphIndex("…")
        let ellipsisWidth = face.advance(ellipsis)
        while let last = line.glyphs.last, line.width + ellipsisWidth > limit {
            line.glyphs.removeLast()
            line.width = last.1
        }
        line.glyphs.append((ellipsis, line.width))
        line.width += ellipsisWidth
        return line
    }
}
