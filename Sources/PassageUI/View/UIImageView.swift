// A view that shows an image: the image's bitmap becomes the layer's contents, placed by the view's
// content mode, at the image's scale.
import Foundation

/// A view that displays one image (UIKit's `UIImageView`). Ignores touches by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; its CGImage becomes `layer.contents` and its scale `layer.contentsScale`. Default nil.
    open var image: UIImage? {
        get { storedImage }
        set {
            let oldSize = storedImage?.size
            storedImage = newValue
            layer.contents = newValue?.cgImage
            layer.contentsScale = newValue?.scale ?? 1
            if newValue?.size != oldSize { invalidateIntrinsicContentSize() }
        }
    }

    private var storedImage: UIImage?

    /// Creates an image view with `frame` (points) and no image; `isUserInteractionEnabled` is false.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, sized to it: frame (0, 0, image.size) in points.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size in points for Auto Layout; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points, or (0, 0) without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
