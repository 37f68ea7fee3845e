// How a view places its content in its bounds, and the layer contents gravity each mode becomes.
// Passage's gravities are in the layer's own top-left-origin coordinates, so `.top` maps to `.top`.
import Foundation

extension UIView {
    /// How a view places its content when its size differs from the content's (UIKit's
    /// `UIView.ContentMode`, with UIKit's raw values).
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill the bounds, ignoring the aspect ratio. Raw value 0.
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio. Raw value 1.
        case scaleAspectFit = 1
        /// Scale to cover the bounds, keeping the aspect ratio (parts may fall outside). Raw value 2.
        case scaleAspectFill = 2
        /// Redraw when the bounds change; drawn content stretches like `scaleToFill`. Raw value 3.
        case redraw = 3
        /// Centre the content without scaling. Raw value 4.
        case center = 4
        /// Centre the content along the top edge. Raw value 5.
        case top = 5
        /// Centre the content along the bottom edge. Raw value 6.
        case bottom = 6
        /// Centre the content along the left edge. Raw value 7.
        case left = 7
        /// Centre the content along the right edge. Raw value 8.
        case right = 8
        /// Put the content in the top-left corner. Raw value 9.
        case topLeft = 9
        /// Put the content in the top-right corner. Raw value 10.
        case topRight = 10
        /// Put the content in the bottom-left corner. Raw value 11.
        case bottomLeft = 11
        /// Put the content in the bottom-right corner. Raw value 12.
        case bottomRight = 12

        /// The layer contents gravity that draws this mode.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}
