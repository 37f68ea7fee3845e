// A view's own drawing (`draw(_:)`), as UIKit runs it: when the view's layer is displayed — after
// `setNeedsDisplay()`, at the next frame, after layout — `draw(_:)` runs with a recording context current
// (`UIGraphicsGetCurrentContext()`), and what it records becomes the layer's contents, which the render
// server replays (LayerRenderer+DisplayList.swift). A view draws once on its own after its first layout, as
// UIKit displays a view with `draw(_:)` when it first appears: Swift cannot ask whether a subclass overrides
// `draw(_:)`, so that first layout calls it and a view whose call reaches UIView's own (empty) one is not
// drawn again until `setNeedsDisplay()`. A bounds size change redisplays a `.redraw` view; others stretch.
import Foundation
import PassageCore

extension UIView {
    /// Runs `draw(_:)` over the bounds into a new recording and makes it the layer's contents (a drawing that
    /// reaches UIView's own `draw(_:)` and records nothing leaves the contents alone).
    func displayOwnDrawing() {
        let context = CGContext(canvas: bounds)
        drawReachedBaseImplementation = false
        GraphicsContextStack.with(context) { draw(bounds) }
        let list = context.displayList
        if drawReachedBaseImplementation, list.isEmpty { return }
        drawsOwnContent = true
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = list
        CATransaction.commit()
    }

    /// The first layout of a view whose class may override `draw(_:)`: draw it once.
    func displayOwnDrawingAfterFirstLayout() {
        guard !hasProbedOwnDrawing else { return }
        hasProbedOwnDrawing = true
        displayOwnDrawing()
    }

    /// A bounds size change: a `.redraw` view that draws its own content draws again at the next frame.
    func redrawIfContentModeAsks(oldSize: CGSize) {
        guard drawsOwnContent, contentMode == .redraw, bounds.size != oldSize else { return }
        setNeedsDisplay()
    }
}
