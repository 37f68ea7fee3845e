// The settings of one item's body, rebuilt from the behaviours on every reconcile: gravity gives it a gravity
// scale, collisions category bits, item behaviours its material. Defaults are PhysicsKit's
// per-body values as UIKit ships them (elasticity and friction 0.2, resistance 0.1), not the documented zeros.
import Foundation
import PassageCore

struct BodyConfiguration: Equatable {
    var gravityScale: Float = 0
    var category: UInt32 = 0
    var mask: UInt32 = 0
    var density: CGFloat = 1
    var friction: CGFloat = 0.2
    var elasticity: CGFloat = 0.2
    var resistance: CGFloat = 0.1
    var angularResistance: CGFloat = 0.1
    var allowsRotation = true
    var isAnchored = false
    var charge: CGFloat = 0
}
