// The value types of a split view controller, with UIKit's cases and raw values.
import Foundation

extension UISplitViewController {
    /// How the split view controller arranges its columns (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        /// The classic interface: two children set through `viewControllers`.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown instead of the columns in a compact width.
        case compact = 3
        case inspector = 4
    }

    /// How the columns are shown next to (or over) the secondary one.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// When the display mode button is shown.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// How the side columns share the width with the secondary column.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// The side of the primary column.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// Whether the split view controller (or the one around a controller) shows its columns or one column.
    public enum LayoutEnvironment: Int, Sendable {
        case none = 0
        case expanded = 1
        case collapsed = 2
    }
}
