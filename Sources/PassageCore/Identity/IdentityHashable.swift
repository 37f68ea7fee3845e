/// Equality and hashing by object identity: what NSObject's defaults give UIKit's and Core Animation's classes, so
/// iOS code can compare views, controllers, layers and gesture recognizers with `==` and keep them in sets.
///
/// Two references are equal when they are the same object (`===`). Passage's classes are not NSObjects, so no
/// subclass can change this by overriding `isEqual(_:)`.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
