// The traits an accessibility element reports to assistive technologies.
import Foundation

/// How an accessibility element behaves (UIKit's `UIAccessibilityTraits`), with UIKit's bit values.
/// Passage has no assistive technologies: traits are stored and read back, never acted on.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt64

    /// Creates a set from its raw bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Treat the element as a button (bit 0).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Treat the element as a link (bit 1).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Treat the element as an image (bit 2).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (bit 3).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays a sound when activated (bit 4).
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element acts as a keyboard key (bit 5).
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Static text that does not change (bit 6).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summary information read when the app starts (bit 7).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled (bit 8).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often (bit 9).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field (bit 10).
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session (bit 11).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously (bit 12).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction (bit 13).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end (bit 14).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header for a section of content (bit 16).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
