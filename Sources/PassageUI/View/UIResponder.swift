// The responder chain's base class. Touch handling arrives with the event system; for now a responder
// only names the next responder in the chain.
import Foundation

/// An object that can respond to and pass on events (UIKit's `UIResponder`).
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, which receives events this one does not handle. Default nil.
    open var next: UIResponder? { nil }
}
