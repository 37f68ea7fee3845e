// The nested types of UITableView, spelled and numbered as in UIKit (the raw values are UIKit's).
import Foundation
import PassageCore

extension UITableView {
    /// How a table view groups its sections (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows run edge to edge; section headers and footers sit between them.
        case plain = 0
        /// Sections are separated by gaps on a grouped background; rows run edge to edge.
        case grouped = 1
        /// Like `.grouped`, with each section inset from the sides and its corners rounded.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible (none when it already is).
        case none = 0
        /// The row's top at the top of the visible area.
        case top = 1
        /// The row centred in the visible area.
        case middle = 2
        /// The row's bottom at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted and deleted rows and sections animate (UIKit's `UITableView.RowAnimation`).
    public enum RowAnimation: Int, Sendable {
        /// The rows fade in or out in place.
        case fade = 0
        /// Inserted rows slide in from the right; deleted rows slide out to the right.
        case right = 1
        /// Inserted rows slide in from the left; deleted rows slide out to the left.
        case left = 2
        /// Inserted rows slide down from above their place; deleted rows slide up out of it.
        case top = 3
        /// Inserted rows slide up from below their place; deleted rows slide down out of it.
        case bottom = 4
        /// No animation of the rows themselves: they appear or vanish at once (the others still move).
        case none = 5
        /// The rows grow from, or shrink to, the middle of their place.
        case middle = 6
        /// The table view chooses: `.fade` in Passage (a documented choice, see Differences from UIKit).
        case automatic = 100
    }

    /// The value of a height (`rowHeight`, `sectionHeaderHeight`, a delegate's answer) that asks the table
    /// view to size the element itself: rows from their content (Auto Layout or the standard styles), headers
    /// and footers from their title. UIKit's value is −1.
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// The standard arrangements of a cell's labels and image (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// An image, then one left-aligned label (`textLabel`); no `detailTextLabel`.
        case `default` = 0
        /// `textLabel` on the left and a grey `detailTextLabel` right-aligned on the right (the Settings app's
        /// value rows).
        case value1 = 1
        /// A small blue right-aligned `textLabel` in a column on the left, then `detailTextLabel` (the Contacts
        /// app's detail rows); no image.
        case value2 = 2
        /// An image, then `textLabel` with a smaller `detailTextLabel` below it.
        case subtitle = 3
    }

    /// What the cell draws at its trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A check mark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected or highlighted cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// The standard grey background (since iOS 7 `.blue` looks the same).
        case blue = 1
        /// The standard grey background.
        case gray = 2
        /// The standard grey background.
        case `default` = 3
    }

    /// How separators between cells are drawn (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A one-pixel line under each row except a grouped section's last.
        case singleLine = 1
        /// As `.singleLine` (UIKit deprecated the etched look).
        case singleLineEtched = 2
    }
}
