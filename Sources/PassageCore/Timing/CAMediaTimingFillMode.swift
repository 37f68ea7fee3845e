// What an animation shows outside its active period (CAMediaTimingFillMode). Raw values are Core
// Animation's own strings.

/// Whether an animation's start value shows before it begins and its end value after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value, e.g. `"forwards"`.
    public let rawValue: String

    /// Creates a fill mode from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a fill mode from its string value.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// No fill: the animation has no effect outside its active period (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active period the final value stays.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the active period (e.g. a future beginTime) the start value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `backwards` and `forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
