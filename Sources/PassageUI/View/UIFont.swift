// A font description: a name and a size. Passage stores no glyphs here; the renderer resolves the name
// to a font file and measures and draws the text.
import Foundation

/// A typeface at a size (UIKit's `UIFont`). Immutable.
open class UIFont: Hashable, @unchecked Sendable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The full font name, e.g. `Helvetica-Bold`; the system font is `.SFUI-Regular`.
    open var fontName: String { storedFontName }
    /// The family name, e.g. `Helvetica`; the system font's is `.AppleSystemUIFont`.
    open var familyName: String { storedFamilyName }
    /// The size in points.
    open var pointSize: CGFloat { storedPointSize }

    private let storedFontName: String
    private let storedFamilyName: String
    private let storedPointSize: CGFloat

    /// Creates a font named `fontName` (family: the part before the first `-`) at `fontSize` points.
    /// Returns nil for an empty name. Passage accepts any name; the renderer falls back to its default
    /// face for names it cannot find.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        storedFontName = fontName
        storedFamilyName = String(fontName.split(separator: "-", maxSplits: 1).first ?? Substring(fontName))
        storedPointSize = fontSize
    }

    package init(fontName: String, familyName: String, pointSize: CGFloat) {
        storedFontName = fontName
        storedFamilyName = familyName
        storedPointSize = pointSize
    }

    /// The system font (San Francisco) at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points (semibold, as UIKit returns since iOS 9).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .semibold)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.styleName)", familyName: ".AppleSystemUIFont", pointSize: fontSize)
    }

    /// The same face at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize)
    }

    /// Whether both fonts have the same name and size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

extension UIFont {
    /// A font weight, from −1 (lightest) to 1 (heaviest), with UIKit's values (UIKit's `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, −1…1.
        public let rawValue: CGFloat
        /// Creates a weight from its value, −1…1.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The style part of the system font's name for the nearest named weight.
        var styleName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
