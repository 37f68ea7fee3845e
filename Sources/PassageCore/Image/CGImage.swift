// A bitmap: the pixels of an image, a snapshot or a rendered frame. Straight 8-bit RGBA, row-major, top row first.
import Foundation

/// An immutable bitmap of 8-bit RGBA pixels (non-premultiplied), the image type layer contents hold.
/// Passage's stand-in for Core Graphics' `CGImage`: built from pixel data rather than a data provider.
/// Safe to share between threads: an image of a recorded drawing computes its pixels once, under a lock.
public final class CGImage: @unchecked Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The recorded drawing this image shows (`UIGraphicsImageRenderer`), or nil for a bitmap.
    package let drawing: DisplayList?
    /// Pixels per point of a drawing's rasterization.
    package let drawingScale: CGFloat
    /// Rasterizes a drawing into straight RGBA bytes on the main actor: the render server's, taken from the frame
    /// loop the image was made on (`FrameLoop.drawingRasterizer`); nil for a bitmap or when the loop had none.
    private let rasterizer: (@MainActor (CGImage) -> [UInt8])?
    /// Guards `storedPixels`, which a drawn image fills on first use.
    private let pixelLock = NSLock()
    private var storedPixels: [UInt8]?

    /// Creates an image from RGBA bytes; nil when the count is not width × height × 4 or a size is not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            diagnoseOnAnyThread(
                .imagePixelCountMismatch, .warning,
                "CGImage(width: \(width), height: \(height)) needs \(max(0, width * height * 4)) bytes, got \(pixels.count)"
            )
            return nil
        }
        self.width = width
        self.height = height
        storedPixels = pixels
        drawing = nil
        drawingScale = 1
        rasterizer = nil
    }

    /// An image of `drawing` at `scale` pixels per point (its pixel size rounded up, at least 1 × 1), whose pixels
    /// `rasterizer` computes on first use.
    package init(drawing: DisplayList, scale: CGFloat, rasterizer: (@MainActor (CGImage) -> [UInt8])?) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        width = max(1, Int((drawing.size.width * scale).rounded(.up)))
        height = max(1, Int((drawing.size.height * scale).rounded(.up)))
        self.drawing = drawing
        drawingScale = scale
        self.rasterizer = rasterizer
    }

    /// width × height × 4 bytes: red, green, blue, alpha per pixel, rows top to bottom. An image of a recorded
    /// drawing is rasterized the first time its pixels are read on the main thread; without a rasterizer (its
    /// frame loop had no render server installed), or read first on another thread, its pixels are
    /// transparent, with a diagnostic.
    public var pixels: [UInt8] {
        pixelLock.lock()
        defer { pixelLock.unlock() }
        if let storedPixels { return storedPixels }
        guard let rasterizer, Thread.isMainThread else {
            if rasterizer == nil {
                diagnoseOnAnyThread(
                    .drawnImageWithoutRenderer, .warning,
                    "CGImage: a drawn image made on a frame loop without a render server (LayerRenderer.installSnapshotRendering(in:scale:)) has transparent pixels"
                )
            } else {
                diagnoseOnAnyThread(
                    .drawnImageReadOffMainThread, .warning,
                    "CGImage: a drawn image's pixels were read first off the main thread, where it cannot be rasterized; they are transparent this time"
                )
            }
            return [UInt8](repeating: 0, count: width * height * 4)
        }
        let bytes = MainActor.assumeIsolated { rasterizer(self) }
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
