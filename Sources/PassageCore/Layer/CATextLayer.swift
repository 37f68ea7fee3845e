// A layer that draws a string. The render server lays the text out and rasterizes it (FreeType); this is
// the model: what to draw and how. UILabel is backed by one.
import Foundation

/// How a text layer aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left for left-to-right text (the default).
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    /// Drawn as natural (Passage does not stretch lines).
    public static let justified = Self(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit (Core Animation's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation mark (the default).
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    /// "…" at the end of the last line (the only mode Passage draws; start and middle draw as end).
    public static let end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

/// A layer that draws text in its bounds (Core Animation's `CATextLayer`). `fontSize` and
/// `foregroundColor` are not animated in Passage.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a String (other values draw their description). Default nil.
    public var string: Any? {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// The font, as a font name String (Passage has no CTFont). Default nil: the system font.
    public var font: Any? {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// The point size. Default 36.
    public var fontSize: CGFloat = 36 {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// The text colour. Default opaque white.
    public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Whether lines wrap to the bounds' width. Default false.
    public var isWrapped = false {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Where text that does not fit is cut. Default `.none`.
    public var truncationMode: CATextLayerTruncationMode = .none {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// How lines are aligned. Default `.natural`.
    public var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// The most lines drawn, 0 for no limit (UILabel's `numberOfLines`; a Passage addition). Default 0.
    package var maximumNumberOfLines = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Whether the text block is centred vertically in the bounds, as UILabel draws (a Passage addition).
    package var centersVertically = false {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// Creates a text layer with no text.
    public override init() {
        super.init()
    }

    /// Creates a text layer from an archive (not read: Passage has no archives), with no text.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a copy of `layer`, its text attributes included (for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        maximumNumberOfLines = other.maximumNumberOfLines
        centersVertically = other.centersVertically
    }

    /// The text to draw, or nil when there is none.
    package var text: String? {
        switch string {
        case nil: nil
        case let text as String: text.isEmpty ? nil : text
        case let other?: String(describing: other)
        }
    }

    /// The font name to draw with.
    package var fontName: String {
        (font as? String) ?? "System"
    }
}
