// What a port may change beyond what Swift on Linux forces: imports (kept by default, since Passage offers
// modules named UIKit, QuartzCore and CoreGraphics) and `os(iOS)` conditions (widened by default, since no
// module can make `os(iOS)` true on Linux).
/// Choices a port leaves to its user.
public struct PortOptions: Equatable, Sendable {
    /// Whether `import UIKit`, `import QuartzCore` and `import CoreGraphics` become one `import Passage` (and
    /// `canImport(UIKit)` conditions accept Passage). Default false: the imports stay, and the package depends on
    /// Passage's `UIKit`, `QuartzCore` and `CoreGraphics` products.
    public var rewritesImports: Bool
    /// Whether `os(iOS)` conditions become `os(iOS) || os(Linux)`, so the code they guard is compiled on Linux.
    /// Default true.
    public var widensPlatformConditions: Bool

    /// Options with the given choices; the defaults keep imports and widen `os(iOS)`.
    public init(rewritesImports: Bool = false, widensPlatformConditions: Bool = true) {
        self.rewritesImports = rewritesImports
        self.widensPlatformConditions = widensPlatformConditions
    }
}
