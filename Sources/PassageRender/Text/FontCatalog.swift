// Which font file draws a UIFont name. The default family is DejaVu (on the machine image, and installed by
// scripts/install-system-deps.sh); Apple's system font names map to DejaVu Sans, bold names to its bold face.
// A name with no match falls back to the default face with a diagnostic.
import CFreeType
import Foundation
import PassageCore

/// Opens and caches the faces text is drawn with.
@MainActor
final class FontCatalog {
    /// Where the DejaVu fonts live on Debian.
    static let fontFolder = "/usr/share/fonts/truetype/dejavu"

    private let library: FT_Library
    private var faces: [String: FontFace] = [:]

    /// Starts FreeType; throws when it cannot start or the default face is missing.
    init() throws(TextRenderingError) {
        var created: FT_Library?
        guard FT_Init_FreeType(&created) == 0, let created else { throw .freeTypeUnavailable }
        library = created
        guard face(forFontName: "DejaVuSans") != nil else { throw .fontMissing(Self.path(forFile: "DejaVuSans.ttf")) }
    }

    isolated deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// The face that draws `name` (a UIFont font name); the default face when nothing matches.
    func face(forFontName name: String) -> FontFace? {
        let file = Self.file(forFontName: name)
        if let cached = faces[file] { return cached }
        guard let face = FontFace(path: Self.path(forFile: file), library: library) else {
            if file != "DejaVuSans.ttf" {
                passageLog.warning("font '\(name)' → \(file) could not be opened; using DejaVu Sans")
                return face(forFontName: "DejaVuSans")
            }
            return nil
        }
        faces[file] = face
        return face
    }

    /// The DejaVu file for a font name: bold / italic (oblique) / monospaced / serif variants by keywords.
    static func file(forFontName name: String) -> String {
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

    static func path(forFile file: String) -> String {
        fontFolder + "/" + file
    }
}

/// Why text could not be drawn.
public enum TextRenderingError: Error, CustomStringConvertible, Equatable {
    case freeTypeUnavailable
    case fontMissing(String)

    public var description: String {
        switch self {
        case .freeTypeUnavailable:
            "FreeType could not start: install libfreetype6 (scripts/install-system-deps.sh)"
        case .fontMissing(let path):
            "the default font \(path) is missing: install fonts-dejavu-core (scripts/install-system-deps.sh)"
        }
    }
}
