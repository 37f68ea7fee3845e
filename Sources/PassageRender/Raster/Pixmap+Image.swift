// Images enter the pipeline premultiplied: a CGImage (straight RGBA8) becomes a Pixmap once, and every
// sampler and compositor works on premultiplied pixels (bilinear filtering of straight alpha would bleed
// the colour of transparent texels into edges). The reverse, a pixmap's alpha as a coverage mask, gives
// the shadow shape of layers without a shadowPath.
import Foundation
import PassageCore

extension Pixmap {
    /// The image's pixels premultiplied by alpha (each channel c·a/255, rounded).
    package init(premultiplying image: CGImage) {
        self.init(width: image.width, height: image.height)!
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                var i = 0
                let n = src.count
                while i < n {
                    let a = UInt32(src[i + 3])
                    dst[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(src[i]) * a))
                    dst[i + 1] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(src[i + 1]) * a))
                    dst[i + 2] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(src[i + 2]) * a))
                    dst[i + 3] = UInt8(truncatingIfNeeded: a)
                    i += 4
                }
            }
        }
    }

    /// The alpha channel as a coverage mask over the frame pixels the pixmap holds (`pixelBounds`).
    package func alphaMask() -> CoverageMask {
        var values = [UInt8](repeating: 0, count: width * height)
        for i in 0..<(width * height) { values[i] = pixels[i * 4 + 3] }
        return CoverageMask(bounds: pixelBounds, values: values)
    }
}
