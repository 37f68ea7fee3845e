// Where a bar's items go, as pure arithmetic on their widths. A navigation bar packs its left items from the
// leading margin rightwards and its right items from the trailing margin leftwards (the first right item is the
// outermost, as in UIKit); a toolbar lays its items left to right between the margins and shares the room left
// over equally among its flexible spaces.
import Foundation
import PassageCore

/// The x positions of bar items. Widths and positions are in points.
enum BarItemLayout {
    /// The margin between a bar's edge and its outermost item on iPhone (UIKit's 16 pt layout margin).
    static let edgeMargin: CGFloat = 16
    /// The back button's chevron's distance from the bar's left edge (UIKit's 8 pt).
    static let backButtonLeading: CGFloat = 8
    /// The space between two neighbouring items (UIKit's 8 pt).
    static let interitemSpacing: CGFloat = 8
    /// A title's width per character when the text cannot be measured (the fonts are missing), as a fraction of
    /// the font's point size (a stand-in so such items still get a tappable size).
    static let estimatedCharacterWidth: CGFloat = 0.5

    /// The left edges of items `widths` packed rightwards from `start`, `interitemSpacing` apart.
    static func leading(_ widths: [CGFloat], from start: CGFloat) -> [CGFloat] {
        var x = start
        return widths.map { width in
            defer { x += width + interitemSpacing }
            return x
        }
    }

    /// The left edges of items `widths` packed leftwards from `end` (the first item's right edge),
    /// `interitemSpacing` apart.
    static func trailing(_ widths: [CGFloat], to end: CGFloat) -> [CGFloat] {
        var x = end
        return widths.map { width in
            defer { x -= width + interitemSpacing }
            return x - width
        }
    }

    /// A toolbar's items left to right between the margins of a bar `barWidth` wide: nil widths are flexible
    /// spaces, which share the room the others leave equally (none when the others overflow). Returns each
    /// item's left edge and width.
    static func toolbar(_ widths: [CGFloat?], barWidth: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let gaps = CGFloat(max(widths.count - 1, 0)) * interitemSpacing
        let flexibleCount = widths.filter { $0 == nil }.count
        let room = max(barWidth - 2 * edgeMargin - fixed - gaps, 0)
        let flexible = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = edgeMargin
        return widths.map { width in
            let w = width ?? flexible
            defer { x += w + interitemSpacing }
            return (x, w)
        }
    }
}
