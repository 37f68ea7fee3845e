// Core Foundation's time type, which Foundation on Linux does not export.

/// A duration or point in media time, in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// How far a frame's time may fall short of an animation's begin or end and still count as reaching it:
/// the rounding of sums like begin + delay + duration (0.1 + 0.2 > 0.3) must not move an event to the next frame.
package let mediaTimeTolerance: CFTimeInterval = 1e-9
