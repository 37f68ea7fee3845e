// A layer that keeps its sublayers in 3D: the render server does not flatten them into its plane but
// into its superlayer's, sorted by depth there (LayerRenderer+Depth). It draws nothing of its own.
import Foundation

/// A layer whose sublayers keep their 3D positions (Core Animation's `CATransformLayer`). Only its
/// geometry, `transform`, `sublayerTransform`, `opacity` (applied to each sublayer) and `isHidden` count;
/// its background, border, contents, shadow, corner radius and `masksToBounds` are not drawn.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() {
        super.init()
    }

    /// Creates a transform layer from an archive (not read: Passage has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a copy of `layer` (for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
    }
}
