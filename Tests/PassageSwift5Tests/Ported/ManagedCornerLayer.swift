import UIKit

/// A layer that draws a rounded corner whose radius animates, the way card libraries declare it.
final class ManagedCornerLayer: CALayer {
    var radius: CGFloat {
        get { value(forKey: "radius") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "radius") }
    }
    var fill: CGColor? {
        get { value(forKey: "fill") as? CGColor }
        set { setValue(newValue, forKey: "fill") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }
}
