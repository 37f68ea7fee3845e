// Foundation's key-value observing vocabulary, which Foundation on Linux does not declare (it has no KVO):
// the options of an observation, the kind of change, and the change a handler receives. Spelled as on iOS
// so `observe(_:options:changeHandler:)` calls compile unchanged.
import Foundation

/// What an observation reports (Foundation's `NSKeyValueObservingOptions`), with Foundation's bit values.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Changes carry the new value (bit 0).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Changes carry the old value (bit 1).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, when the observation is made (bit 2).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after (bit 3). Passage notices changes after they
    /// happen, so it sends no prior notifications.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`); Passage's observed properties only ever report
/// `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (raw value 1).
    case setting = 1
    /// Objects were inserted into a to-many relationship (raw value 2).
    case insertion = 2
    /// Objects were removed from a to-many relationship (raw value 3).
    case removal = 3
    /// Objects were replaced in a to-many relationship (raw value 4).
    case replacement = 4
}

/// One change of an observed property, as a change handler receives it (Foundation's
/// `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: `.setting`.
    public let kind: NSKeyValueChange
    /// The value after the change, when the observation asked for `.new`; else nil.
    public let newValue: Value?
    /// The value before the change, when the observation asked for `.old` (never for the `.initial` call);
    /// else nil.
    public let oldValue: Value?
    /// The indexes of a to-many change: always nil in Passage.
    public let indexes: IndexSet?
    /// Whether this is the notification before the change: always false in Passage.
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?) {
        kind = .setting
        self.newValue = newValue
        self.oldValue = oldValue
        indexes = nil
        isPrior = false
    }
}

/// The keys of a change dictionary, as `observeValue(forKeyPath:of:change:context:)` receives it (Foundation's
/// `NSKeyValueChangeKey`, with its raw values).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an `NSKeyValueChange` raw value (raw value "kind").
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change (raw value "new").
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change (raw value "old").
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change (raw value "indexes").
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification comes before the change (raw value "notificationIsPrior").
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

extension NSKeyValueObservedChange {
    /// This change as the dictionary `observeValue(forKeyPath:of:change:context:)` receives: the kind (its raw
    /// value), and the new and old values when the observation asked for them. (A Passage addition: what
    /// `passage port` passes when it turns a registration by key path into an `observe(_:options:changeHandler:)`.)
    public var keyValueChangeDictionary: [NSKeyValueChangeKey: Any] {
        var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: kind.rawValue]
        if let newValue { dictionary[.newKey] = newValue }
        if let oldValue { dictionary[.oldKey] = oldValue }
        return dictionary
    }
}
