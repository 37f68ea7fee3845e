import UIKit

/// A badge view in the style of transition libraries' configurable views: inspectable properties, some marked
/// with availability, and values read by key-value coding off its layer and itself.
final class InspectableBadge: UIView {
    var cornerRadius: CGFloat = 4 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @available(iOS, deprecated: 13.0)
    var legacyTint: UIColor = .red

    @available(iOS, deprecated: 13.0)
    func refresh() {
        alpha = 1
    }

    /// The presented width while an animation runs, else the model's.
    func presentedWidth() -> CGFloat? {
        (layer.presentation() ?? layer).value(forKeyPath: "bounds.size.width") as? CGFloat
    }

    /// The corner radius read through an optional layer.
    func radius(of other: UIView?) -> CGFloat? {
        (other?.layer.presentation() ?? other?.layer)?.value(forKeyPath: "cornerRadius") as? CGFloat
    }

    /// The frame read by key.
    func keyedFrame() -> CGRect? {
        value(forKey: "frame") as? CGRect
    }
}
