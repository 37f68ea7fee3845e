// Springs and struts: when a view's bounds size changes, each subview with an autoresizing mask is
// resized at once (not at the next layout pass), axis by axis.
//
// UIKit's rule on one axis: the size change Δ is shared among the flexible parts (leading margin, size,
// trailing margin) in proportion to their current lengths; when those lengths sum to 0, equally. A subview
// with no flexible part on an axis keeps its frame on that axis (its leading margin stays fixed).
import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds size changes (UIKit's
    /// `UIView.AutoresizingMask`, with UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask bits.
        public let rawValue: UInt
        /// Creates a mask from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge stretches. Raw value 1.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches. Raw value 2.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches. Raw value 4.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches. Raw value 8.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches. Raw value 16.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches. Raw value 32.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies `autoresizingMask` for a superview bounds size change from `oldSize` to `newSize`.
    func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let frame = self.frame
        let x = Self.resizeAxis(
            start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
            delta: newSize.width - oldSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let y = Self.resizeAxis(
            start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
            delta: newSize.height - oldSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let resized = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
        if resized != frame { self.frame = resized }
    }

    /// One axis of the rule in the file header: the new leading edge and length.
    static func resizeAxis(
        start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)]
        let flexibleCount = parts.filter(\.0).count
        guard delta != 0, flexibleCount > 0 else { return (start, length) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total != 0 ? delta * parts[index].1 / total : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), length + share(1))
    }
}
