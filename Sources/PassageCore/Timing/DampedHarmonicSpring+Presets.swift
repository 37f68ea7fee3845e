// Springs described the way UIKit and SwiftUI describe them: damping ratio + response, the system
// spring, and iOS 17's duration + bounce. All have mass 1 except the system spring (mass 3).
import Foundation

extension DampedHarmonicSpring {
    /// `UISpringTimingParameters(dampingRatio:response:)`: m = 1, k = (2π/response)², c = 4πζ/response.
    ///
    /// `response` is the period in seconds of the undamped oscillation; values below 0.001 s become
    /// 0.001 s and NaN becomes 0.5 s (documented choices). `dampingRatio` below 0 becomes 0, NaN 1.
    package static func springTimingParameters(dampingRatio: Double, response: Double) -> DampedHarmonicSpring {
        let period = response.isNaN ? 0.5 : max(response, 0.001)
        let zeta = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
        let angular = 2 * Double.pi / period
        return DampedHarmonicSpring(mass: 1, stiffness: angular * angular, damping: 4 * Double.pi * zeta / period)
    }

    /// `UISpringTimingParameters()`, the system spring (also UIKit's private curve 7 that finishes
    /// interactive transitions): mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56, over-damped).
    package static let systemSpring = DampedHarmonicSpring(mass: 3, stiffness: 1000, damping: 500)

    /// iOS 17 `animate(springDuration:bounce:)`: ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for
    /// bounce < 0; response = duration (seconds, sanitised as in `springTimingParameters`).
    ///
    /// `bounce` is clamped to [−0.99, 0.99] (ζ in [0.01, 100]) so it stays inside the open interval
    /// (−1, 1) where the formula is defined; NaN → 0 (critically damped).
    package static func swiftUIStyle(duration: Double, bounce: Double) -> DampedHarmonicSpring {
        let clamped = bounce.isNaN ? 0 : min(max(bounce, -0.99), 0.99)
        let zeta = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
        return springTimingParameters(dampingRatio: zeta, response: duration)
    }
}
