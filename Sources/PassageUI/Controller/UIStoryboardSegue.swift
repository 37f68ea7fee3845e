// A segue: a transition from a source controller to a destination controller, performed by `perform()`.
// Passage has no storyboards, so segues are created in code (`init(identifier:source:destination:)`) and
// performed by calling `perform()`; subclasses override `perform()` to present, push or replace, as custom
// segues do on iOS.
import Foundation

/// A transition between two view controllers (UIKit's `UIStoryboardSegue`).
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The segue's identifier, or nil.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    /// The block `perform()` runs when the segue was made with one.
    private var performHandler: (() -> Void)?

    /// Creates a segue from `source` to `destination`; `perform()` of this class does nothing.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: runs the perform handler if the segue has one; subclasses override it to
    /// present or push `destination`. The base class does nothing else.
    open func perform() {
        performHandler?()
    }
}
