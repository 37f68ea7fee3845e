// A pan that starts at an edge of the screen: the first finger must come down within `edgeRegionWidth` points of
// one of `edges` (of its window's bounds), and when it has moved the pan threshold its movement must point
// away from that edge more than along it; otherwise the recognizer fails.
import Foundation

/// Recognizes a pan that starts near an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge the finger must come down, in points (a Passage constant for UIKit's
    /// undocumented edge region).
    public static let edgeRegionWidth: CGFloat = 20

    /// The edges the pan may start from. Default none (the recognizer never begins until edges are set).
    open var edges: UIRectEdge = []

    /// The edges the first finger came down near.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count {
            startEdges = nearEdges(of: location(in: nil))
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func mayBegin(movedBy translation: CGPoint) -> Bool? {
        let along = [
            (UIRectEdge.left, translation.x, translation.y), (.right, -translation.x, translation.y),
            (.top, translation.y, translation.x), (.bottom, -translation.y, translation.x),
        ]
        return along.contains { edge, inward, sideways in startEdges.contains(edge) && inward > abs(sideways) }
    }

    private func nearEdges(of point: CGPoint) -> UIRectEdge {
        guard let bounds = (trackedWindow ?? view?.window)?.bounds else { return [] }
        let width = Self.edgeRegionWidth
        var near: UIRectEdge = []
        if point.x - bounds.minX <= width { near.insert(.left) }
        if bounds.maxX - point.x <= width { near.insert(.right) }
        if point.y - bounds.minY <= width { near.insert(.top) }
        if bounds.maxY - point.y <= width { near.insert(.bottom) }
        return near.intersection(edges)
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
