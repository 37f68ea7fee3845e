// Closure-based actions for controls and menus (iOS 14's `UIAction`): a title, an image and a handler,
// added to a control for events with `addAction(_:for:)`. Menus themselves are not part of Passage.
import Foundation

/// The base of menu elements (UIKit's `UIMenuElement`): a title and an image.
@preconcurrency @MainActor
open class UIMenuElement {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Attributes of a menu element (UIKit's `UIMenuElement.Attributes`), with UIKit's bit values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// Creates a set from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// The element cannot be chosen (bit 0).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data (bit 1).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is hidden (bit 2).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open (bit 3).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state of a menu element (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Not checked (raw value 0).
        case off = 0
        /// Checked (raw value 1).
        case on = 1
        /// Mixed (raw value 2).
        case mixed = 2
    }

    /// The element's title.
    open var title: String
    /// The element's image, or nil.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// What an action runs: a closure taking the action (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a handler (UIKit's `UIAction`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (UIKit's `UIAction.Identifier`): a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The identifier: the one given, else a unique one made for this action.
    public let identifier: Identifier
    /// A longer title for discoverability HUDs. Default nil.
    open var discoverabilityTitle: String?
    /// The action's attributes. Default none.
    open var attributes: UIMenuElement.Attributes
    /// The action's check state. Default `.off`.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (the control), else nil.
    open internal(set) var sender: Any?
    /// The closure the action runs.
    let handler: UIActionHandler

    /// Creates an action that runs `handler`; every parameter but the handler has UIKit's default.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "passage.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender for the duration of the call.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
