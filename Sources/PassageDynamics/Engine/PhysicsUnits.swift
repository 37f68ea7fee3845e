// The scale between UIKit Dynamics and Box2D, as UIKit's PhysicsKit sets it: 1 metre is 100 points, so
// gravity magnitude 1 (1000 pt/s²) is 10 m/s², and a 100 × 100-pt item of density 1 weighs 1 kg.
// Every conversion goes through these functions, so the same input always gives the same floats.
import Foundation
import PassageCore

enum PhysicsUnits {
    /// Points per Box2D metre.
    static let pointsPerMeter: CGFloat = 100
    /// World gravity, in m/s², of a gravity vector of magnitude 1.
    static let gravityPerUnit: CGFloat = 10
    /// Box2D velocity and position iterations, UIKit's.
    static let velocityIterations: Int32 = 8
    static let positionIterations: Int32 = 3
    /// Sub-steps per second: each frame is split into steps of at most 1/120 s.
    static let subStepsPerSecond: Double = 120

    static func meters(_ points: CGFloat) -> Float { Float(points / pointsPerMeter) }
    static func points(_ meters: Float) -> CGFloat { CGFloat(meters) * pointsPerMeter }
}

extension CGFloat {
    /// Whether a behaviour's parameter is finite and ≥ 0; if not, logs that the setter of `property` ignores it.
    func isUsableNonNegative(for property: String) -> Bool {
        guard isFinite, self >= 0 else {
            diagnoseOnAnyThread(
                .physicsValueInvalid, .error, "\(property) = \(self): expected a finite value ≥ 0; ignored")
            return false
        }
        return true
    }
}

extension CGPoint {
    /// Whether both coordinates are finite; setters screen their input with it before anything reaches Box2D.
    var isUsable: Bool { x.isFinite && y.isFinite }
}

extension CGVector {
    var isUsable: Bool { dx.isFinite && dy.isFinite }

    /// The direction in radians from +x towards +y (clockwise on screen), as gravity and push report it.
    var polarAngle: CGFloat { atan2(dy, dx) }

    /// The length, as gravity and push report their magnitude.
    var polarMagnitude: CGFloat { hypot(dx, dy) }

    /// The vector of `magnitude` at `angle`; nil, with a diagnostic naming `setter`, when either is not finite.
    static func polar(angle: CGFloat, magnitude: CGFloat, setter: String) -> CGVector? {
        guard angle.isFinite, magnitude.isFinite else {
            diagnoseOnAnyThread(
                .physicsVectorNotFinite, .error,
                "\(setter)(\(angle), magnitude: \(magnitude)): expected finite values; ignored")
            return nil
        }
        return CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
