// The policies of `objc_setAssociatedObject`, with the Objective-C runtime's raw values, so code that stores or
// compares them sees the same numbers as on iOS.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How an associated value is held by its object (the Objective-C runtime's `objc_AssociationPolicy`).
///
/// The atomic and nonatomic forms behave alike in Passage: every association is read and written under its
/// object's lock, so both are atomic.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A reference that does not keep the value alive. Passage holds an object value weakly, so reading it after
    /// it is released gives nil (iOS would read a dangling pointer); a value of a value type is stored as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without atomicity on iOS.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy of the value, set without atomicity on iOS.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy of the value, set atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}
