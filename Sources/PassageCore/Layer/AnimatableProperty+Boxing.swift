// Values as iOS hands them out through key-value coding and in the animations UIKit makes: numbers boxed in
// `NSNumber` (iOS code casts them `as? Float`, `as? CGFloat`, `as? Double` or `as? NSNumber`, and each works),
// geometry as the struct (which casts to `NSValue` too, FoundationBridging.swift).
import Foundation

extension AnimatableProperty {
    /// `value` as iOS hands it out: a number as an `NSNumber` holding a `Float` for the properties iOS types
    /// `Float` (`opacity`) and a `Double` (a `CGFloat`) for the others; a list of numbers as `[NSNumber]`;
    /// anything else as the public API types it (`CGPoint`, `CATransform3D`, `CGColor`).
    package func boxed(_ value: AnimationValue) -> Any? {
        switch value {
        case .scalar(let number): holdsFloat ? NSNumber(value: Float(number)) : NSNumber(value: number)
        case .list(let items) where kind == .scalars:
            items.map { item -> Any in
                if case .scalar(let number) = item { return NSNumber(value: number) }
                return item.anyValue as Any
            }
        default: value.anyValue
        }
    }

    /// A number stored under a custom key, boxed as iOS stores it (an `NSNumber` of the type it was given);
    /// a `Bool` or anything else as stored.
    package static func boxedCustom(_ stored: Any?) -> Any? {
        guard let stored, !(stored is Bool) else { return stored }
        return (stored as? NSNumber) ?? stored
    }
}
