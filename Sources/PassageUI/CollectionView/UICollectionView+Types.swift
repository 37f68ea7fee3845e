// The small value types nested in UICollectionView: scroll direction, scroll position, element category and
// the element kinds of flow-layout headers and footers.
import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Content grows downwards; lines are rows.
        case vertical = 0
        /// Content grows to the right; lines are columns.
        case horizontal = 1
    }

    /// The kind of view an element is (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// A cell, from the data source.
        case cell = 0
        /// A supplementary view such as a header, from the data source.
        case supplementaryView = 1
        /// A decoration view, made by the layout from a class it registered.
        case decorationView = 2
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` place an item
    /// (UIKit's `UICollectionView.ScrollPosition`); the empty set leaves the offset alone.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave the offset alone.
        public static let none = ScrollPosition([])
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The completion of an interactive layout transition: `(completed, finished)`; `finished` is true when
    /// the new layout was installed, false when the transition was cancelled.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// The element kind of a flow layout's section headers: "UICollectionElementKindSectionHeader".
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers: "UICollectionElementKindSectionFooter".
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
