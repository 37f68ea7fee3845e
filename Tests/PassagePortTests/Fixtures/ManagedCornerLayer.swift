import UIKit

/// A layer that draws a rounded corner whose radius animates, the way card libraries declare it.
final class ManagedCornerLayer: CALayer {
    @NSManaged var radius: CGFloat
    @NSManaged var fill: CGColor?

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(radius) || super.needsDisplay(forKey: key)
    }
}
