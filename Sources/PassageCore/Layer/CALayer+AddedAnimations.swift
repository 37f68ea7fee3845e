// Observing the animations added to layers while some code runs: what transition libraries swizzled
// `CALayer.add(_:forKey:)` for on iOS (to take the animations a `UIView.animate` block creates, then re-time,
// re-key or re-spring them). Passage records them instead: `CALayer.addedAnimations(during:)` runs the code and
// returns every animation attached meanwhile, in order, with the layer and key it went to. Recordings nest
// (an inner one's animations are in the outer one's too) and end with the call, so nothing outlives it.
import Foundation

extension CALayer {
    /// An animation that was added to a layer while `CALayer.addedAnimations(during:)` ran.
    public struct AddedAnimation {
        /// The layer it was added to.
        public let layer: CALayer
        /// The key it was added under; nil when added without one.
        public let key: String?
        /// The layer's copy, as `animation(forKey:)` returns it: its begin time and duration resolved (a
        /// duration of 0 became the transaction's). Changing it has no effect on the running animation; to change
        /// the animation, remove it from `layer` and add a modified copy.
        public let animation: CAAnimation
    }

    /// Runs `body` and returns every animation added to a layer on the current frame loop while it ran (by
    /// `add(_:forKey:)`, a `UIView` animation block, an implicit action), in the order they were added. Only
    /// animations a layer accepted are listed: one it dropped (an unknown key path, values of the wrong type, a
    /// presentation layer) is not. The animations stay on their layers. A Passage addition: on iOS, libraries get
    /// this by swizzling `add(_:forKey:)`, which Swift on Linux cannot do.
    public static func addedAnimations(during body: () throws -> Void) rethrows -> [AddedAnimation] {
        let loop = FrameLoop.current
        let recording = AddedAnimationRecording()
        loop.addedAnimationRecordings.append(recording)
        defer { loop.addedAnimationRecordings.removeAll { $0 === recording } }
        try body()
        return recording.added
    }
}

/// The animations one call of `CALayer.addedAnimations(during:)` has seen so far.
@MainActor
package final class AddedAnimationRecording {
    package var added: [CALayer.AddedAnimation] = []
}
