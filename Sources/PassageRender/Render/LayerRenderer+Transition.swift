// Drawing a CATransition in progress: the previous appearance (a frozen layer tree captured when the
// transition was added) and the current one, composed by the transition's type at its progress p:
// fade cross-fades; moveIn slides the new one in over the old; push moves both; reveal slides the old one
// away; flip turns the old one to 90° about the centre line in the first half and the new one from −90° in
// the second, in perspective (m34 = −1/1000 of the layer's size, as UIKit's flips look); curl is drawn as a
// reveal toward the top or bottom (an approximation).
import Foundation
import PassageCore

extension LayerRenderer {
    func drawTransition(
        _ transition: TransitionPresentation, _ tree: PresentationTree, _ children: [[Int]], _ index: Int,
        toDevice: LayerHomography, opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let v = tree.layers[index].values
        let p = min(max(transition.progress, 0), 1)
        let previous = PresentationTree(root: transition.previous, at: 0)
        let previousChildren = Self.childLists(previous)
        let (dx, dy) = direction(transition.subtype, v.bounds.size)
        func drawPrevious(_ map: LayerHomography, _ alpha: Double) {
            draw(previous, previousChildren, 0, toDevice: map, opacity: opacity * alpha, clip: clip, into: &target)
        }
        func drawCurrent(_ map: LayerHomography, _ alpha: Double) {
            draw(
                tree, children, index, toDevice: map, opacity: opacity * alpha, clip: clip, into: &target,
                transitionDrawn: true)
        }
        switch transition.type {
        case .fade:
            drawPrevious(toDevice, 1 - p)
            drawCurrent(toDevice, p)
        case .moveIn:
            drawPrevious(toDevice, 1)
            drawCurrent(toDevice.translatedInLayer(dx: dx * (1 - p), dy: dy * (1 - p)), 1)
        case .push:
            drawPrevious(toDevice.translatedInLayer(dx: -dx * p, dy: -dy * p), 1)
            drawCurrent(toDevice.translatedInLayer(dx: dx * (1 - p), dy: dy * (1 - p)), 1)
        case .flip:
            let horizontal = transition.subtype == .fromLeft || transition.subtype == .fromRight
            let sign: Double = transition.subtype == .fromLeft || transition.subtype == .fromTop ? 1 : -1
            if p < 0.5 {
                drawPrevious(flipped(toDevice, v.bounds, angle: sign * p * .pi, horizontal: horizontal), 1)
            } else {
                drawCurrent(flipped(toDevice, v.bounds, angle: sign * (p - 1) * .pi, horizontal: horizontal), 1)
            }
        default:
            // reveal, and curl approximated as a reveal.
            drawCurrent(toDevice, 1)
            drawPrevious(toDevice.translatedInLayer(dx: -dx * p, dy: -dy * p), 1)
        }
    }

    /// Where the new appearance comes from: a full width or height away, on the subtype's side.
    private func direction(_ subtype: CATransitionSubtype, _ size: CGSize) -> (Double, Double) {
        switch subtype {
        case .fromRight: (Double(size.width), 0)
        case .fromTop: (0, -Double(size.height))
        case .fromBottom: (0, Double(size.height))
        default: (-Double(size.width), 0)
        }
    }

    /// `map` preceded by a rotation about the bounds' vertical (or horizontal) centre line, in perspective.
    private func flipped(_ map: LayerHomography, _ bounds: CGRect, angle: Double, horizontal: Bool) -> LayerHomography {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(bounds.width, bounds.height, 1))
        let rotation =
            horizontal
            ? CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0) : CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0)
        let toCenter = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        let back = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        let turn = CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toCenter, rotation), perspective), back)
        return LayerHomography(turn).concatenating(map)
    }
}
