// Selectors as values: a method's Objective-C name (`"didPan:"`), compared and hashed by that name, made from a
// string literal or `Selector("name")` as on iOS. Swift on Linux has no `#selector` and no message sending: a
// selector reaches a method only through a class that declares its methods by selector (`SelectorResponding`).

/// The name of a method as the Objective-C runtime spells it (`"didPan:"`), as a value (the Objective-C runtime's
/// `Selector`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as written.
    private let name: String

    /// The selector named `str` (`"dismiss"`, `"didPan:"`).
    public init(_ str: String) {
        name = str
    }

    /// The selector named by a string literal, as in `let action: Selector = "didPan:"`.
    public init(stringLiteral value: String) {
        name = value
    }

    /// The selector's name.
    public var description: String { name }
}

/// The name of `aSelector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.description
}

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
