// The FreeType faces that draw a UIFont name's glyphs (which file sets which name is FontLibrary's). A file that
// cannot be opened falls back to the default face with a diagnostic.
import CFreeType
import Foundation
import PassageCore

/// Opens and caches the faces text is drawn with: FreeType's, which draw the glyphs, and the library's, whose
/// metrics place them (`TextLayout`, as labels measure them).
@MainActor
final class FontCatalog {
    private let library: FT_Library
    private var faces: [String: FontFace] = [:]
    /// The metrics text is laid out with.
    let fonts = FontLibrary()

    /// Starts FreeType; throws when it cannot start or the default face is missing.
    init() throws(TextRenderingError) {
        var created: FT_Library?
        guard FT_Init_FreeType(&created) == 0, let created else { throw .freeTypeUnavailable }
        library = created
        guard face(forFontName: "DejaVuSans") != nil, fonts.font(forFontName: "DejaVuSans") != nil else {
            throw .fontMissing(FontLibrary.path(forFile: FontLibrary.defaultFile))
        }
    }

    isolated deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// The face that draws `name` (a UIFont font name); the default face when nothing matches.
    func face(forFontName name: String) -> FontFace? {
        let file = FontLibrary.file(forFontName: name)
        if let cached = faces[file] { return cached }
        guard let face = FontFace(path: FontLibrary.path(forFile: file), library: library) else {
            if file != "DejaVuSans.ttf" {
                diagnose(
                    .fontFileUnreadable, .warning, "font '\(name)' → \(file) could not be opened; using DejaVu Sans")
                return face(forFontName: "DejaVuSans")
            }
            return nil
        }
        faces[file] = face
        return face
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
