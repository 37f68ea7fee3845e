// A bitmap: the pixels of an image, a snapshot or a rendered frame. Straight 8-bit RGBA, row-major, top row first.
import Foundation

/// An immutable bitmap of 8-bit RGBA pixels (non-premultiplied), the image type layer contents hold.
/// Passage's stand-in for Core Graphics' `CGImage`: built from pixel data rather than a data provider.
public final class CGImage: @unchecked Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes: red, green, blue, alpha per pixel, rows top to bottom. For an image of a
    /// recorded drawing, rasterized on first use by `drawingRasterizer`.
    public var pixels: [UInt8] { storedPixels ?? rasterizedPixels() }
    private var storedPixels: [UInt8]?
    /// The recorded drawing this image shows (`UIGraphicsImageRenderer`), or nil for a bitmap.
    package let drawing: DisplayList?
    /// Pixels per point of a drawing's rasterization.
    package let drawingScale: CGFloat
    /// Rasterizes an image's drawing into straight RGBA bytes: installed by the render server (PassageRender),
    /// whose rasterizer the core does not have. Without it, a drawing's pixels are transparent (logged).
    nonisolated(unsafe) package static var drawingRasterizer: ((CGImage) -> [UInt8])?

    /// Creates an image from RGBA bytes; nil when the count is not width × height × 4 or a size is not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            passageLog.warning(
                "CGImage(width: \(width), height: \(height)) needs \(max(0, width * height * 4)) bytes, got \(pixels.count)"
            )
            return nil
        }
        self.width = width
        self.height = height
        storedPixels = pixels
        drawing = nil
        drawingScale = 1
    }

    /// An image of `drawing` at `scale` pixels per point (its pixel size rounded up, at least 1 × 1).
    package init(drawing: DisplayList, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        width = max(1, Int((drawing.size.width * scale).rounded(.up)))
        height = max(1, Int((drawing.size.height * scale).rounded(.up)))
        self.drawing = drawing
        drawingScale = scale
    }

    private func rasterizedPixels() -> [UInt8] {
        let bytes: [UInt8]
        if let rasterize = Self.drawingRasterizer {
            bytes = rasterize(self)
        } else {
            passageLog.warning(
                "CGImage: no rasterizer installed (create a LayerRenderer first); a drawn image's pixels are transparent"
            )
            bytes = [UInt8](repeating: 0, count: width * height * 4)
        }
        storedPixels = bytes
        return bytes
    }

    /// Creates a width × height image filled with one RGBA colour (components 0…255).
    public convenience init?(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = red
            bytes[i + 1] = green
            bytes[i + 2] = blue
            bytes[i + 3] = alpha
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool {
        a === b || (a.width == b.width && a.height == b.height && a.pixels == b.pixels)
    }
}
