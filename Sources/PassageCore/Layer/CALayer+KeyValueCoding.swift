// Key-value access to a layer, and redisplay. `value(forKey:)` and `setValue(_:forKey:)` reach the layer's
// animatable properties through the one property table (`AnimatableProperty`), so a key set this way runs
// the property's action exactly as its setter does. Any other key is kept in the layer's own dictionary:
// Core Animation documents CALayer as a key-value coding container for arbitrary keys. A key whose class
// answers `needsDisplay(forKey:)` true marks the layer for display when it is set.
import Foundation

extension CALayer {
    /// The value of `key`: an animatable property (`opacity`, `position`, `bounds`, …, typed as the public
    /// API types it), else a value set earlier with `setValue(_:forKey:)`, else `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = AnimatableProperty.named(key) {
            return property.read(modelLayerValues).anyValue
        }
        return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets `key`: an animatable property through its setter's path (its action runs; a value of the wrong
    /// type is ignored with a diagnostic), any other key in the layer's dictionary (nil removes it). Marks the
    /// layer for display when `needsDisplay(forKey:)` is true for `key`.
    public func setValue(_ value: Any?, forKey key: String) {
        if AnimatableProperty.named(key) != nil {
            setValue(value, forKeyPath: key)
        } else {
            changeModel(key) { layer in layer.customValues[key] = value }
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

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
}
