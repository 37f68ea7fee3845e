// How a generated closure holds the object a selector was sent to: `self` by name, anything else captured
// once when the closure is made, as the selector-based API evaluated its target once.

/// The capture list and receiver name for calling a method on `target` (source text) from a closure.
/// `weak` captures it weakly (as NotificationCenter and target–action hold targets), else strongly (as
/// `Timer` and `perform(_:with:afterDelay:)` do).
func captureText(for target: String, weak: Bool) -> (captureList: String, receiver: String) {
    if target == "self" {
        return weak ? ("[weak self] ", "self?") : ("", "self")
    }
    return weak ? ("[weak target = \(target)] ", "target?") : ("[target = \(target)] ", "target")
}
