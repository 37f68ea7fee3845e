// The list content configuration (iOS 14): an image, a text and a secondary text with their looks, in the
// arrangements of the standard cells, headers and footers. Its presets carry UIKit's fonts and colours; the
// margins and paddings are TableMetrics' numbers.
import Foundation
import PassageCore

/// The content of a standard list cell, header or footer (UIKit's `UIListContentConfiguration`).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text looks (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties {
        /// How the lines are aligned.
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }
        /// The font. Default the body font.
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// The colour. Default `.label`.
        public var color: UIColor = .label
        /// The most lines; 0 for no limit. Default 0.
        public var numberOfLines = 0
        /// The alignment. Default `.natural`.
        public var alignment: TextAlignment = .natural
    }

    /// How the image looks (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties {
        /// The tint of a template image; nil keeps the image's colours. Default nil.
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: no limit). Default zero.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when smaller, so texts of rows line up (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius of the image. Default 0.
        public var cornerRadius: CGFloat = 0
    }

    /// The image shown before the texts. Default nil.
    public var image: UIImage?
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// The primary text. Default nil.
    public var text: String?
    /// The primary text's look.
    public var textProperties = TextProperties()
    /// The secondary text (below the text, or at the trailing side in a value cell). Default nil.
    public var secondaryText: String?
    /// The secondary text's look.
    public var secondaryTextProperties = TextProperties()
    /// The margins around the content. Default 11 pt above and below, 16 pt at the sides (the layout margins).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: TableMetrics.cellVerticalMargin, leading: TableMetrics.compactMargin,
        bottom: TableMetrics.cellVerticalMargin, trailing: TableMetrics.compactMargin)
    /// Whether the secondary text sits beside the text (value cells) instead of below it. Default false.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts, in points. Default 16.
    public var imageToTextPadding: CGFloat = TableMetrics.imageToTextPadding
    /// The space between the texts side by side, in points. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text below it, in points. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// An empty configuration with the cell preset's looks.
    public init() {}

    // MARK: Presets

    /// A standard cell: body text, with a secondary text below it in the subheadline font.
    public static func cell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }

    /// A subtitle cell: body text with a grey secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }

    /// A value cell: body text with a grey secondary text at the trailing side (the Settings app's rows).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.secondaryTextProperties.numberOfLines = 1
        configuration.textProperties.numberOfLines = 1
        return configuration
    }

    /// A plain table's section header: a headline on the plain background.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = headerFooter(font: .preferredFont(forTextStyle: .headline), color: .label)
        configuration.directionalLayoutMargins.top = 4
        configuration.directionalLayoutMargins.bottom = 4
        return configuration
    }

    /// A plain table's section footer: grey footnote text.
    public static func plainFooter() -> UIListContentConfiguration {
        headerFooter(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
    }

    /// A grouped section's header: grey footnote text just above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = headerFooter(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins.top = 17
        configuration.directionalLayoutMargins.bottom = 6
        return configuration
    }

    /// A grouped section's footer: grey footnote text just below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = headerFooter(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins.top = TableMetrics.groupedFooterTextInsets.top
        configuration.directionalLayoutMargins.bottom = TableMetrics.groupedFooterTextInsets.bottom
        return configuration
    }

    /// An inset-grouped section's prominent header: bold title text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .semibold)
        configuration.textProperties.color = .label
        return configuration
    }

    /// An inset-grouped section's extra prominent header: a large bold title.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        configuration.textProperties.color = .label
        return configuration
    }

    private static func headerFooter(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = font
        configuration.textProperties.color = color
        configuration.directionalLayoutMargins.top = 0
        configuration.directionalLayoutMargins.bottom = 0
        return configuration
    }

    // MARK: UIContentConfiguration

    /// A list content view showing this configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration unchanged: the presets look the same in every state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
