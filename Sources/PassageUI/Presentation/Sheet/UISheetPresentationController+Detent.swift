// The heights a sheet rests at (iOS 15's detents, iOS 16's custom ones) and the sheet's own delegate. A detent
// resolves to a value: the height of the sheet above the bottom safe-area inset, at most the resolution
// context's `maximumDetentValue` (the large detent's value). `.large()` is that maximum; `.medium()` puts the
// sheet's top at the middle of the container (UIKit: "approximately half the height of the screen"; the exact
// rule is Passage's, see SheetMetrics); a custom detent asks its resolver, and nil leaves the detent out.
import Foundation
import PassageCore

extension UISheetPresentationController {
    /// A height at which a sheet rests (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor
    open class Detent {
        /// Identifies a detent in `detents`, `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// Creates an identifier from its string.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }
            /// Creates an identifier from its string.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full-height detent: the sheet's value is `maximumDetentValue`.
        open class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The half-height detent: the sheet's top at the middle of the container.
        open class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                (context as? SheetResolutionContext)?.mediumValue ?? context.maximumDetentValue / 2
            }
        }

        /// A detent whose value `resolver` computes from the context (nil: the detent is inactive). Without an
        /// identifier, a unique one is made ("custom-1", "custom-2", … in the order they are made).
        open class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            if identifier == nil { unnamedCount += 1 }
            return Detent(identifier: identifier ?? Identifier("custom-\(unnamedCount)"), resolver: resolver)
        }
        private static var unnamedCount = 0

        /// The value a resolver returns for a detent that is inactive (UIKit's `UISheetPresentationControllerDetentInactive`).
        public static var inactive: CGFloat { -.greatestFiniteMagnitude }

        /// The detent's value in `context`, clamped to 0…`maximumDetentValue`; nil when inactive.
        open func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value != Self.inactive else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}

/// What a detent's resolver may read (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent may have: the large detent's, in points.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context Passage passes to detents.
@MainActor
final class SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The medium detent's value.
    let mediumValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, mediumValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.mediumValue = mediumValue
    }
}

/// The sheet presentation controller's delegate (UIKit's `UISheetPresentationControllerDelegate`): the
/// adaptive delegate's methods and the sheet's own. Assign it to the sheet's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent. Not called for changes made in code. Default does nothing.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
