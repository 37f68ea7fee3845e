// Conversion between sRGB and hue/saturation/brightness (HSV), all components in 0…1.
// Invariant: hue is in [0, 1); greys have hue 0 and saturation 0.
import Foundation

/// HSB ⇄ RGB arithmetic used by UIColor.
enum HSB {
    /// Converts HSB (hue wraps modulo 1) to RGB.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let wrapped = hue - hue.rounded(.down)
        let sector = wrapped * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Converts RGB to HSB.
    static func hsb(red: Double, green: Double, blue: Double) -> (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum) }
        var sixths: Double
        if maximum == red {
            sixths = (green - blue) / delta
            if sixths < 0 { sixths += 6 }
        } else if maximum == green {
            sixths = (blue - red) / delta + 2
        } else {
            sixths = (red - green) / delta + 4
        }
        let hue = sixths / 6
        return (hue >= 1 ? hue - 1 : hue, saturation, maximum)
    }
}
