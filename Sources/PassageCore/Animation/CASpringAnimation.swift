// A basic animation paced by a damped spring instead of a timing curve.
import Foundation

/// Animates a property with a damped harmonic spring (Core Animation's `CASpringAnimation`). The timing
/// function is ignored; set `duration` (for example to `settlingDuration`) to say how long it runs.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring. Must be > 0. Default 1.
    public var mass: CGFloat = 1
    /// The spring's stiffness. Must be > 0. Default 100.
    public var stiffness: CGFloat = 100
    /// The friction. Must be ≥ 0. Default 10.
    public var damping: CGFloat = 10
    /// The starting velocity in whole animation distances per second, positive toward the target. Default 0.
    public var initialVelocity: CGFloat = 0
    /// Whether a new spring animation may overlap a running one (iOS 17). Default false.
    public var allowsOverlap = false

    /// Creates a spring that settles in about `perceptualDuration` seconds with `bounce` in (−1, 1) (iOS 17).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = DampedHarmonicSpring.swiftUIStyle(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    /// The spring as pure math.
    package var spring: DampedHarmonicSpring {
        DampedHarmonicSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    }

    /// The time the spring needs to come to rest (within 0.1% of the distance), in seconds.
    public var settlingDuration: CFTimeInterval {
        spring.settlingDuration(initialVelocity: Double(initialVelocity))
    }

    /// The perceived duration: the response of the equivalent (damping ratio, response) spring.
    public var perceptualDuration: CFTimeInterval {
        2 * .pi / max(Double(stiffness / mass).squareRoot(), 1e-9)
    }

    /// The bounce of the equivalent iOS 17 spring: 1 − damping ratio when under-damped.
    public var bounce: CGFloat {
        let ratio = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverlap = other.allowsOverlap
    }

    package override func curve(duration: CFTimeInterval) -> ProgressCurve {
        .spring(spring, initialVelocity: Double(initialVelocity), duration: duration)
    }
}
