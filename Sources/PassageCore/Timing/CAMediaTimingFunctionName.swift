// The names of Core Animation's predefined timing curves. Raw values are Core Animation's own strings;
// the control points behind each name live in `CAMediaTimingFunction.controlPoints(named:)`.

/// The name of a predefined timing function (Core Animation's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string value, e.g. `"easeInEaseOut"`.
    public let rawValue: String

    /// Creates a name from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from its string value.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant speed: control points (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0, 0.58, 1); UIKit's default animation curve.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: control points (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
