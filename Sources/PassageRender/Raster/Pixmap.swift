// The render server's frame buffer: premultiplied 8-bit RGBA, row-major, top row first. Every drawing
// stage writes here; every export reads from here. Premultiplied so source-over compositing is one
// multiply-add per channel.
import Foundation
import PassageCore

/// A width × height buffer of premultiplied RGBA pixels.
public struct Pixmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes: premultiplied red, green, blue, alpha; rows top to bottom.
    public var pixels: [UInt8]
    /// The frame pixel that pixel (0, 0) stands for: (0, 0) for a frame or an image; an offscreen group
    /// that covers only part of the frame sits at its place (`init(covering:)`). Drawing (`fill`, `draw`,
    /// `composite`, `blurBackdrop`) takes frame coordinates and writes only the pixels the pixmap holds.
    package private(set) var originX = 0
    package private(set) var originY = 0

    /// A transparent pixmap; nil when a size is not positive or the buffer would exceed 2^31 bytes.
    public init?(width: Int, height: Int) {
        guard Self.isValidSize(width, height) else { return nil }
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap of `color` (straight alpha, clamped to [0, 1], premultiplied), written in one pass; nil as
    /// for `init(width:height:)`.
    package init?(width: Int, height: Int, filledWith color: RGBA) {
        guard Self.isValidSize(width, height) else { return nil }
        self.width = width
        self.height = height
        let pixel = PixelMath.premultipliedPixel(color)
        let pixel4 = SIMD4<UInt32>(repeating: pixel.littleEndian)
        let n = width * height
        pixels = [UInt8](unsafeUninitializedCapacity: n * 4) { buffer, count in
            let d = UnsafeMutableRawPointer(buffer.baseAddress!)
            var i = 0
            while i &+ 4 <= n {
                d.storeBytes(of: pixel4, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                i &+= 4
            }
            while i < n {
                d.storeBytes(of: pixel.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                i &+= 1
            }
            count = n * 4
        }
    }

    /// A pixmap whose pixels are not set: every one must be written before it is read (a frame cleared in the
    /// bands it is drawn in, `DrawList.draw(onto:…:clearing:)`); nil as for `init(width:height:)`.
    package init?(unsetWidth width: Int, height: Int) {
        guard Self.isValidSize(width, height) else { return nil }
        self.width = width
        self.height = height
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
    }

    /// Whether every pixel has alpha 255.
    package var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i &+ 8 <= raw.count {
                guard raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & alphas == alphas else { return false }
                i &+= 8
            }
            while i < raw.count {
                guard raw[i &+ 3] == 255 else { return false }
                i &+= 4
            }
            return true
        }
    }

    /// A transparent pixmap holding the frame pixels of `rect` (see `originX`); nil as for
    /// `init(width:height:)`.
    package init?(covering rect: PixelRect) {
        self.init(width: rect.width, height: rect.height)
        originX = rect.x
        originY = rect.y
    }

    private static func isValidSize(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width.multipliedReportingOverflow(by: height * 4).partialValue < Int(Int32.max)
    }

    /// The premultiplied RGBA bytes of pixel (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The pixmap as a straight-alpha image (colour divided by alpha, rounded).
    public func makeImage() -> CGImage {
        CGImage(width: width, height: height, pixels: straightPixels())!
    }

    /// The pixels with colour divided by alpha, rounded (straight alpha); opaque and fully transparent pixels are
    /// kept as they are. Runs of four opaque pixels, most of a rendered frame, are skipped with one test.
    package func straightPixels() -> [UInt8] {
        var straight = pixels
        straight.withUnsafeMutableBytes { Self.unpremultiply($0.baseAddress!, count: $0.count / 4) }
        return straight
    }

    /// The pixels of `x, y, width, height` (inside the pixmap), row after row, converted as `straightPixels()`.
    package func straightPixels(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int) -> [UInt8] {
        let rowBytes = rectWidth * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * rectHeight) { out, count in
            pixels.withUnsafeBytes { source in
                for row in 0..<rectHeight {
                    let from = ((y + row) * width + x) * 4
                    (out.baseAddress! + row * rowBytes).initialize(
                        from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + from,
                        count: rowBytes)
                }
            }
            Self.unpremultiply(UnsafeMutableRawPointer(out.baseAddress!), count: rectWidth * rectHeight)
            count = rowBytes * rectHeight
        }
    }

    /// Divides the colour of `count` premultiplied RGBA pixels at `bytes` by their alpha, in place.
    private static func unpremultiply(_ bytes: UnsafeMutableRawPointer, count: Int) {
        let opaquePair: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i < count {
            if i &+ 4 <= count {
                let first = bytes.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
                let second = bytes.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self)
                if UInt64(littleEndian: first & second) & opaquePair == opaquePair {
                    i &+= 4
                    continue
                }
            }
            let offset = i &* 4
            let alpha = Int(bytes.load(fromByteOffset: offset &+ 3, as: UInt8.self))
            if alpha > 0, alpha < 255 {
                for c in 0..<3 {
                    let value = Int(bytes.load(fromByteOffset: offset &+ c, as: UInt8.self))
                    bytes.storeBytes(
                        of: UInt8(min(255, (value * 255 + alpha / 2) / alpha)), toByteOffset: offset &+ c,
                        as: UInt8.self)
                }
            }
            i &+= 1
        }
    }
}
