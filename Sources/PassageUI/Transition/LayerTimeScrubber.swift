// Holds layers' time still and moves it by hand: how interactive transitions scrub the animations an
// animator made (UIKit's way: speed 0, then timeOffset = the layer's local time at the pause + elapsed time).
// Resuming gives each layer back its speed with its local time continuing from where it stands, so the
// animations carry on (or end) from the scrubbed point.
import Foundation
import PassageCore

/// A set of paused layers whose local time follows one `elapsed` value.
@MainActor
final class LayerTimeScrubber {
    private struct Entry {
        let layer: CALayer
        /// The layer's local time when `elapsed` was 0.
        let base: CFTimeInterval
        let speed: Float
        let depth: Int
    }

    private var entries: [Entry] = []
    /// The scrubbed time since the transition's animations began, in seconds.
    private(set) var elapsed: CFTimeInterval

    /// Creates a scrubber standing at `elapsed` seconds.
    init(elapsed: CFTimeInterval) {
        self.elapsed = elapsed
    }

    /// The paused layers.
    var layers: [CALayer] { entries.map(\.layer) }

    /// Pauses `layer` at its current local time (which stands for the current `elapsed`), unless it or an
    /// ancestor is already held by this scrubber or the app paused it.
    func hold(_ layer: CALayer) {
        guard layer.speed != 0, !isHeld(layer) else { return }
        let local = layer.convertTime(CACurrentMediaTime(), from: nil)
        entries.append(Entry(layer: layer, base: local - elapsed, speed: layer.speed, depth: Self.depth(of: layer)))
        layer.speed = 0
        layer.timeOffset = local
    }

    /// Whether `layer` or one of its ancestors is held.
    func isHeld(_ layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if entries.contains(where: { $0.layer === candidate }) { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Moves every held layer's time to `elapsed` seconds after the animations began.
    func setElapsed(_ elapsed: CFTimeInterval) {
        self.elapsed = elapsed
        for entry in entries { entry.layer.timeOffset = entry.base + elapsed }
    }

    /// Gives every layer its speed back, its local time continuing from the scrubbed point; ancestors first,
    /// so each layer's parent time is already running when it is computed.
    func resume() {
        let now = CACurrentMediaTime()
        for entry in entries.sorted(by: { $0.depth < $1.depth }) {
            let layer = entry.layer
            let local = entry.base + elapsed
            layer.speed = entry.speed
            layer.timeOffset = 0
            layer.beginTime = 0
            let parentNow = layer.superlayer?.convertTime(now, from: nil) ?? now
            layer.beginTime = parentNow - local / Double(entry.speed)
        }
        entries.removeAll()
    }

    private static func depth(of layer: CALayer) -> Int {
        var depth = 0
        var current = layer.superlayer
        while let parent = current {
            depth += 1
            current = parent.superlayer
        }
        return depth
    }
}
