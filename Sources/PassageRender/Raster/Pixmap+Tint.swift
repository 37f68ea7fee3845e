// Multiplying a pixmap by a color: a CAReplicatorLayer's instance color. Premultiplied pixels multiply
// each color channel by the tint's channel times its alpha, and alpha by the tint's alpha.
import Foundation
import PassageCore

extension Pixmap {
    /// Every pixel multiplied by `color` (straight components, clamped to 0…1), each channel rounded.
    package mutating func multiply(by color: RGBA) {
        let c = color.clamped
        let factors = [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map {
            UInt32(($0 * 256).rounded())
        }
        guard factors != [256, 256, 256, 256] else { return }
        let fr = factors[0]
        let fg = factors[1]
        let fb = factors[2]
        let fa = factors[3]
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                if p[i + 3] != 0 {
                    p[i] = UInt8((UInt32(p[i]) * fr + 128) >> 8)
                    p[i + 1] = UInt8((UInt32(p[i + 1]) * fg + 128) >> 8)
                    p[i + 2] = UInt8((UInt32(p[i + 2]) * fb + 128) >> 8)
                    p[i + 3] = UInt8((UInt32(p[i + 3]) * fa + 128) >> 8)
                }
                i += 4
            }
        }
    }
}
