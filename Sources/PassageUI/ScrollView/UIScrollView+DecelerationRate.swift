// How quickly a released scroll view slows down: the factor its velocity keeps every millisecond.
import Foundation

extension UIScrollView {
    /// The factor a released scroll view's velocity keeps each millisecond (UIKit's
    /// `UIScrollView.DecelerationRate`): v(t) = v0 · rate^(t / 1 ms).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond, in (0, 1).
        public var rawValue: CGFloat

        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default: 0.998 per millisecond (a flick at v0 points per second travels v0 · 0.499).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quicker stops: 0.99 per millisecond (a flick travels v0 · 0.099).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
