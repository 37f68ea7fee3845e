// The circles a recording draws where fingers are down, as the iOS Simulator shows touches and as demo videos of
// iOS apps do: a translucent grey disc with a light rim, drawn over the finished frame (status bar included), so
// nothing the app sees changes.
import Passage
import PassageRender

/// Draws touch indicators onto rendered frames (a Passage addition).
enum TouchIndicator {
    /// The disc's radius, in points: about a fingertip's contact.
    static let radius: CGFloat = 22
    /// The rim's width, in points.
    static let rimWidth: CGFloat = 2
    /// The disc's colour and opacity (straight alpha).
    static let fill: (gray: Double, alpha: Double) = (0.35, 0.4)
    /// The rim's colour and opacity (straight alpha).
    static let rim: (gray: Double, alpha: Double) = (1, 0.8)

    /// Blends a disc for each finger of `fingers` (window points) onto `frame`, drawn at `scale` pixels per point,
    /// anti-aliased over one pixel at its edges.
    static func draw(fingers: [CGPoint], scale: CGFloat, onto frame: inout Pixmap) {
        let outer = Double(radius * scale)
        let inner = Double((radius - rimWidth) * scale)
        for finger in fingers {
            let cx = Double(finger.x * scale)
            let cy = Double(finger.y * scale)
            let top = max(0, Int((cy - outer).rounded(.down)))
            let bottom = min(frame.height - 1, Int((cy + outer).rounded(.up)))
            let left = max(0, Int((cx - outer).rounded(.down)))
            let right = min(frame.width - 1, Int((cx + outer).rounded(.up)))
            guard top <= bottom, left <= right else { continue }
            for y in top...bottom {
                for x in left...right {
                    let distance =
                        ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
                        + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    let disc = min(max(outer - distance + 0.5, 0), 1)
                    guard disc > 0 else { continue }
                    let rimShare = min(max(distance - inner + 0.5, 0), 1)
                    let gray = fill.gray + (rim.gray - fill.gray) * rimShare
                    let alpha = disc * (fill.alpha + (rim.alpha - fill.alpha) * rimShare)
                    blend(gray: gray, alpha: alpha, at: (y * frame.width + x) * 4, into: &frame.pixels)
                }
            }
        }
    }

    /// Source-over of a grey of straight `alpha` onto the premultiplied pixel at byte `index`.
    private static func blend(gray: Double, alpha: Double, at index: Int, into pixels: inout [UInt8]) {
        let source = gray * alpha * 255
        let keep = 1 - alpha
        for channel in 0..<3 {
            pixels[index + channel] = UInt8(min(255, (source + Double(pixels[index + channel]) * keep).rounded()))
        }
        pixels[index + 3] = UInt8(min(255, (alpha * 255 + Double(pixels[index + 3]) * keep).rounded()))
    }
}
