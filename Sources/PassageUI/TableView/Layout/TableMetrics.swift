// UIKit's table-view numbers, in one place. Tags: [D] documented by Apple, [O] observed on iOS (measured by
// others and widely reported), [I] Passage's inference where neither gives a number. The Differences from UIKit
// article lists the [I] values.
import Foundation
import PassageCore

/// The numbers a table view lays out with. Pure values: no state.
enum TableMetrics {
    /// The standard row height, in points: what a one-line standard cell sizes to. [O] (44 pt since iOS 7)
    static let standardRowHeight: CGFloat = 44
    /// The horizontal layout margin of cells, separators and inset-grouped sections on a screen up to 375 pt
    /// wide. [O] (16 pt on iPhone SE/8/mini-class widths)
    static let compactMargin: CGFloat = 16
    /// The same margin on wider screens (Plus, Max and iPad widths). [O] (20 pt)
    static let regularMargin: CGFloat = 20
    /// The widest table, in points, that still gets `compactMargin`. [O]
    static let compactMarginMaximumWidth: CGFloat = 375
    /// The corner radius of an inset-grouped section, in points. [O] (10 pt, iOS 13 and later)
    static let insetGroupedCornerRadius: CGFloat = 10
    /// A plain table's section header with a title, in points. [O] (28 pt)
    static let plainTitledHeaderHeight: CGFloat = 28
    /// A grouped section's header with a title, in points. [O] (38 pt)
    static let groupedTitledHeaderHeight: CGFloat = 38
    /// A grouped section's header without a title or view: the gap above the section, in points. [O] (18 pt)
    static let groupedUntitledHeaderHeight: CGFloat = 18
    /// The first grouped section's untitled header: the gap at the top of the table, in points. [O] (35 pt)
    static let groupedFirstUntitledHeaderHeight: CGFloat = 35
    /// A grouped section's footer without a title: the gap below the section, in points. [O] (18 pt)
    static let groupedUntitledFooterHeight: CGFloat = 18
    /// The space above and below a grouped footer's text, in points. [I] (6 above, 18 below, so the gap to the
    /// next section matches an untitled footer's)
    static let groupedFooterTextInsets = (top: CGFloat(6), bottom: CGFloat(18))
    /// A plain table's footer with a title, in points. [I] (as its titled header)
    static let plainTitledFooterHeight: CGFloat = 28
    /// The vertical margin of a standard cell's content, in points. [O] (11 pt: 44 = 11 + 22 + 11 for body text)
    static let cellVerticalMargin: CGFloat = 11
    /// The space kept above and below a standard cell's image when it sizes the row, in points. [I] (7.5 pt: a
    /// 29 pt Settings icon fits the standard 44 pt row)
    static let cellImageVerticalMargin: CGFloat = 7.5
    /// The space between a cell's image and its text, in points. [I] (16 pt, the layout margin)
    static let imageToTextPadding: CGFloat = 16
    /// The space between a cell's text and its accessory, in points. [I] (as the margin)
    static let accessorySpacing: CGFloat = 10
    /// The fraction of a `.value2` cell's width its title column takes. [I] (about a quarter, as the Contacts
    /// app shows)
    static let value2ColumnFraction: CGFloat = 0.25
    /// The estimate of a row's height while it is not yet measured, when `estimatedRowHeight` is automatic. [O]
    static let defaultEstimatedRowHeight: CGFloat = 44
    /// How long `deselectRow(at:animated: true)` fades the selection out, in seconds (inside a transition's
    /// alongside animation it takes the transition's duration instead). [I] (UIKit does not document it)
    static let selectionFadeDuration: TimeInterval = 0.25
    /// How long inserted, deleted, moved and resized rows animate, in seconds. [O] (UIKit's row animations run
    /// about 0.3 s)
    static let rowAnimationDuration: TimeInterval = 0.3

    /// The layout margin for a table `width` points wide.
    static func margin(forWidth width: CGFloat) -> CGFloat {
        width > compactMarginMaximumWidth ? regularMargin : compactMargin
    }
}
