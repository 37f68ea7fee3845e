// Transition and appearance events, reported to whoever listens on the current frame loop (PassageTesting's
// event log). The text is built only when someone listens.

extension FrameLoop {
    /// Hands `event` to the loop's event observer, if any.
    package func report(_ event: @autoclosure () -> String) {
        eventObserver?(event())
    }
}
