// The responder chain's base class. Touch methods that a responder does not override pass the touches on to
// its next responder, as UIKit's do: a view's next responder is its controller (for a controller's root view)
// or its superview, a controller's is its view's superview, a window's is the application.
import Foundation

/// An object that can respond to and pass on events (UIKit's `UIResponder`).
@preconcurrency @MainActor
open class UIResponder {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Creates a responder.
    public init() {}

    /// Called after the object was loaded from a nib or storyboard archive, once its outlets were connected.
    /// Passage loads no archives, so UIKit never calls it here; overrides calling `super.awakeFromNib()`
    /// compile and run as on iOS. Default does nothing.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws an `@IBDesignable` object on its canvas. Passage has no
    /// Interface Builder, so it is never called; overrides calling `super.prepareForInterfaceBuilder()` compile
    /// as on iOS. Default does nothing.
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain, which receives events this one does not handle. Default nil.
    open var next: UIResponder? { nil }

    /// Fingers came down in the responder (for a view: on it or on a subview that passed them on). By default
    /// the touches go to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. By default the touches go to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. By default the touches go to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches (a gesture recognizer recognized them, say). By default the touches go to
    /// the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
