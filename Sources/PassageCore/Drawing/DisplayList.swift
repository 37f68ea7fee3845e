// Recorded drawing: what a CGContext was asked to draw, kept as commands in the order given, each with the
// graphics state it was drawn with. The core cannot rasterize (the rasterizer is the render server's, in
// PassageRender), so `UIView.draw(_:)` and `UIGraphicsImageRenderer` record into a display list: a view's
// list becomes its layer's contents and the render server replays it through the layer's transform, so
// paths stay sharp at any scale; an image renderer's list becomes a CGImage whose pixels are rasterized on
// first use (`FrameLoop.drawingRasterizer`, installed with the render server's snapshot rendering).
import Foundation

/// The stroke parameters of a recorded stroke, in user-space units.
package struct DrawingStroke: Sendable {
    package var width: CGFloat = 1
    package var cap: CGLineCap = .butt
    package var join: CGLineJoin = .miter
    package var miterLimit: CGFloat = 10
    package var dashes: [CGFloat] = []
    package var dashPhase: CGFloat = 0
}

/// A clip in effect: a path, already in the list's base coordinates, and its fill rule.
package struct DrawingClip: @unchecked Sendable {
    package let path: CGPath
    package let rule: CGPathFillRule
}

/// The state a command draws with: user space → base coordinates, the global alpha and the clips
/// (intersected).
package struct DrawingState: @unchecked Sendable {
    package var transform: CGAffineTransform = .identity
    package var alpha: CGFloat = 1
    package var clips: [DrawingClip] = []
}

/// One recorded drawing operation; paths and rects are in user space (map them by `state.transform`).
package enum DrawingCommand: @unchecked Sendable {
    case fill(CGPath, rule: CGPathFillRule, color: RGBA, state: DrawingState)
    case stroke(CGPath, stroke: DrawingStroke, color: RGBA, state: DrawingState)
    /// An image filling `rect`, drawn with its top row at `rect.minY` when `flipped` is false (UIKit's
    /// `UIImage.draw(in:)`) and upside down when true (Core Graphics' `draw(_:in:)` in UIKit's flipped context).
    case image(CGImage, rect: CGRect, flipped: Bool, state: DrawingState)
    /// A line of text with its top-left corner at `origin` (UIKit's `draw(at:withAttributes:)`).
    case text(String, origin: CGPoint, fontName: String?, pointSize: CGFloat, color: RGBA, state: DrawingState)
}

/// Drawing commands recorded over a canvas of `size` points (a view's bounds size, an image's size).
public final class DisplayList: @unchecked Sendable {
    /// The canvas size in points.
    public let size: CGSize
    /// Where the canvas's top-left corner is in base coordinates (a view's bounds origin).
    package let origin: CGPoint
    package let commands: [DrawingCommand]

    package init(size: CGSize, origin: CGPoint = .zero, commands: [DrawingCommand]) {
        self.size = size
        self.origin = origin
        self.commands = commands
    }

    /// Whether nothing was drawn.
    public var isEmpty: Bool { commands.isEmpty }
}
