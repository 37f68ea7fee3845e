// The event object passed through hit testing and the responder chain. A placeholder until the event
// system gives it touches, a type and a timestamp.
import Foundation

/// An event delivered to the app, such as a touch sequence (UIKit's `UIEvent`).
@MainActor
open class UIEvent {
    /// Creates an empty event.
    public init() {}
}
