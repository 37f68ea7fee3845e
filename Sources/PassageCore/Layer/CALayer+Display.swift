// Redisplay. `setNeedsDisplay()` marks a layer; `display()` runs once on the next frame, after layout.
// While a property animation runs on a key the layer's class redisplays for (`needsDisplay(forKey:)`), the
// frame loop displays a presentation copy every frame, as Core Animation does: the copy is made through the
// subclass's `init(layer:)` and holds the key's presented value, and the contents its `display()` sets are
// what the layer shows that frame (Passage keeps one contents per layer, so they are stored as the model's
// contents, without actions). When the animation ends the model layer displays itself once more, so it
// shows its own contents for the final value.
import Foundation

extension CALayer {
    /// Whether the layer is marked for display (`setNeedsDisplay()` since the last `display()`).
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Calls `display()` now if the layer is marked for display.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Marks the layer and queues its display for the next frame (once, however often it is marked).
    func scheduleDisplay() {
        guard !needsDisplayFlag, !isPresentationCopy else { return }
        needsDisplayFlag = true
        FrameLoop.current.enqueueCallback { [weak self] in self?.displayIfNeeded() }
    }

    /// Called by the frame loop for every animating layer once its animations are up to date: displays a
    /// presentation copy while a redisplayed key animates, and the model once when that stops.
    package func displayAnimatedFrame() {
        if animatesDisplayedKey, let copy = presentation() {
            copy.display()
            modelObjects.contents = copy.modelObjects.contents
            displayedAnimatedFrame = true
        } else if displayedAnimatedFrame {
            displayedAnimatedFrame = false
            needsDisplayFlag = false
            display()
        }
    }
}
