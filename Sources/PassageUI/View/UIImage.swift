// An image: a bitmap plus the scale that turns its pixels into points and the orientation it is shown in.
import Foundation

/// An immutable image for display (UIKit's `UIImage`): a `CGImage` with a scale and an orientation.
open class UIImage: @unchecked Sendable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The bitmap.
    open var cgImage: CGImage? { storedCGImage }
    /// Pixels per point. Default 1.
    open var scale: CGFloat { storedScale }
    /// How the bitmap is rotated or mirrored for display. Default `.up`.
    open var imageOrientation: UIImage.Orientation { storedOrientation }
    /// The size in points: the bitmap's pixel size divided by `scale`, width and height swapped for the
    /// left and right orientations.
    open var size: CGSize {
        let width = CGFloat(storedCGImage.width) / storedScale
        let height = CGFloat(storedCGImage.height) / storedScale
        switch storedOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        case .up, .down, .upMirrored, .downMirrored: return CGSize(width: width, height: height)
        }
    }

    private let storedCGImage: CGImage
    private let storedScale: CGFloat
    private let storedOrientation: UIImage.Orientation

    /// Creates an image of `cgImage` at scale 1, orientation up.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image of `cgImage` at `scale` pixels per point (a non-positive or non-finite scale
    /// becomes 1, with a diagnostic) shown with `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        storedCGImage = cgImage
        if scale > 0, scale.isFinite {
            storedScale = scale
        } else {
            diagnoseOnAnyThread(
                .imageScaleInvalid, .warning, "UIImage(cgImage:scale: \(scale)): the scale must be positive; using 1")
            storedScale = 1
        }
        storedOrientation = orientation
    }
}

extension UIImage {
    /// How an image's bitmap is rotated or mirrored for display (UIKit's `UIImage.Orientation`, with
    /// UIKit's raw values).
    public enum Orientation: Int, Sendable {
        /// As stored. Raw value 0.
        case up = 0
        /// Rotated 180°. Raw value 1.
        case down = 1
        /// Rotated 90° counterclockwise. Raw value 2.
        case left = 2
        /// Rotated 90° clockwise. Raw value 3.
        case right = 3
        /// Mirrored horizontally. Raw value 4.
        case upMirrored = 4
        /// Mirrored vertically. Raw value 5.
        case downMirrored = 5
        /// Mirrored horizontally, then rotated 90° counterclockwise. Raw value 6.
        case leftMirrored = 6
        /// Mirrored horizontally, then rotated 90° clockwise. Raw value 7.
        case rightMirrored = 7
    }
}
