// Which font file sets a UIFont name, and the files read so far. The family is DejaVu (on the machine image, and
// installed by scripts/install-system-deps.sh); Apple's system font names map to DejaVu Sans, bold names to its
// bold face, and a name with no match to DejaVu Sans. Each frame loop has one (`FrameLoop.fonts`), and the render
// server its own: both read the same files and lay text out the same way (`TextLayout`).
import Foundation

/// The fonts text is measured and set with.
@MainActor
package final class FontLibrary {
    /// Where the DejaVu fonts live on Debian.
    package static let fontFolder = "/usr/share/fonts/truetype/dejavu"
    /// The default face's file.
    package static let defaultFile = "DejaVuSans.ttf"

    /// The folder the files are read from.
    package let folder: String
    /// The files read so far, nil for those that could not be read.
    private var files: [String: FontFile?] = [:]

    /// A library reading the DejaVu files from `folder` (default: where Debian installs them).
    package init(folder: String = FontLibrary.fontFolder) {
        self.folder = folder
    }

    /// The font that sets `name` (a UIFont font name); DejaVu Sans when its own file cannot be read; nil when
    /// even that one cannot (the fonts are not installed).
    package func font(forFontName name: String) -> FontFile? {
        let file = Self.file(forFontName: name)
        return font(file: file) ?? (file == Self.defaultFile ? nil : font(file: Self.defaultFile))
    }

    private func font(file: String) -> FontFile? {
        if let loaded = files[file] { return loaded }
        let loaded = FontFile(path: folder + "/" + file)
        files[file] = loaded
        return loaded
    }

    /// The size `text` takes in `fontName` at `pointSize` points, wrapped at `maxWidth` (nil: one line per
    /// paragraph) into at most `numberOfLines` lines (0: no limit), rounded up to whole points; nil when the
    /// fonts are missing or the size is not positive. The text is set as it is drawn at `scale` pixels per
    /// point: glyph advances are whole pixels at the size drawn, so a width measured at another scale can fall
    /// short of the drawn one and truncate the text.
    package func size(
        of text: String, fontName: String, pointSize: CGFloat, maxWidth: CGFloat?, numberOfLines: Int,
        scale: CGFloat = 1
    ) -> CGSize? {
        guard pointSize > 0, pointSize.isFinite, let font = font(forFontName: fontName) else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let layout = TextLayout(
            text: text, face: ScaledFont(font: font, pixelSize: Double(pointSize * scale)),
            maxWidth: maxWidth.map { Double($0 * scale) }, numberOfLines: max(0, numberOfLines), alignment: .left)
        return CGSize(
            width: (layout.width / Double(scale)).rounded(.up), height: (layout.height / Double(scale)).rounded(.up))
    }

    /// The DejaVu file for a font name: bold / italic (oblique) / monospaced / serif variants by keywords.
    package static func file(forFontName name: String) -> String {
        let lower = name.lowercased()
        let bold =
            lower.contains("bold") || lower.contains("semibold") || lower.contains("heavy") || lower.contains("black")
        let italic = lower.contains("italic") || lower.contains("oblique")
        let family: String
        if lower.contains("mono") || lower.contains("courier") || lower.contains("menlo") {
            family = "DejaVuSansMono"
        } else if lower.contains("serif") && !lower.contains("sans") || lower.contains("times")
            || lower.contains("georgia")
        {
            family = "DejaVuSerif"
        } else {
            family = "DejaVuSans"
        }
        let style: String =
            switch (bold, italic) {
            case (true, true): family == "DejaVuSerif" ? "-BoldItalic" : "-BoldOblique"
            case (true, false): "-Bold"
            case (false, true): family == "DejaVuSerif" ? "-Italic" : "-Oblique"
            case (false, false): ""
            }
        return family + style + ".ttf"
    }

    /// The path of a DejaVu file.
    package static func path(forFile file: String) -> String {
        fontFolder + "/" + file
    }
}
