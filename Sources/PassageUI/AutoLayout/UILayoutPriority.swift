// Layout priorities: UIKit's values, and how Passage weighs an optional priority in the solver.
import Foundation

/// How important a constraint is, 1…1000; 1000 is required (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority's value, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window's scene prefers to stay the same size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that does not resize the window's scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants the size `systemLayoutSizeFitting(_:)` asks for: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

extension UILayoutPriority {
    /// The solver strength: required at 1000 and above; below, an optional weight of 2^(priority/40)
    /// (Passage's choice: each 40 points of priority double the weight, so 750 outweighs 250 more than
    /// 5,000 times and many low-priority constraints do not gang up on one high one). Priorities below 1
    /// count as 1.
    var strength: Strength {
        if rawValue >= 1000 { return .required }
        return Strength(weight: pow(2, Double(max(1, rawValue)) / 40))
    }

    /// Whether the priority is required (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }
}
