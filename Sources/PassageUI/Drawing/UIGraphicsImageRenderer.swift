// Drawing into an image (UIKit's `UIGraphicsImageRenderer`): the actions draw into a recording CGContext,
// and the image is a CGImage of the recorded list at the format's scale, rasterized by the render server's
// rasterizer on first use of its pixels (DisplayList.swift): the same code path that draws views.
import Foundation
import PassageCore

/// The scale and opacity of the images a renderer makes (UIKit's `UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Pixels per point. Default: the main screen's scale.
    open var scale: CGFloat
    /// Whether the images are opaque (accepted; the image keeps the alpha drawn). Default false.
    open var opaque = false
    /// Whether the images use an extended colour range (accepted; Passage draws 8-bit sRGB). Default false.
    open var preferredRange = Range.standard

    /// A format at the main screen's scale.
    public init() {
        scale = UIScreen.main.scale
    }

    /// The default format: the main screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format's colour range (UIKit's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }
}

/// The context an image renderer's actions draw into (UIKit's `UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { UIImage(drawing: cgContext.displayList, scale: format.scale) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes the outline of `rect` with the current stroke colour, one point wide.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The image size, in points.
    public let size: CGSize
    /// The format images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of images of `bounds.size` points (drawing coordinates start at `bounds.origin`).
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// An image of what `actions` draw (the context current while they run).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(canvas: CGRect(origin: .zero, size: size)), format: format)
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return UIImage(drawing: context.cgContext.displayList, scale: format.scale)
    }
}
