// Where the “Building Better Transitions” talk's drop-in card goes, as plain values: hanging from its top edge (anchor
// point (0.5, 0)), the 280 × 180 card falls from just above the container's top edge (top edge at −180) to the centre
// (top edge at midY − 90), swinging from 45° about x to flat in perspective (m34 = −1/500 on the container's sublayer
// transform). The gesture-driven drop-ins share it: progress 0 is the start, 1 the end, measured along y.
import Passage

/// The drop-in card's start and end in a container, and progress along the drop.
struct DropInPath {
    /// The card's size, in points.
    static let size = CGSize(width: 280, height: 180)
    /// The angle about x the card starts at, in radians.
    static let swingAngle: CGFloat = .pi / 4
    /// The anchor point the card hangs from while it drops: the middle of its top edge.
    static let hangingAnchor = CGPoint(x: 0.5, y: 0)
    /// The container's sublayer transform while the card swings: perspective with an eye 500 points away.
    static var perspective: CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        return transform
    }
    /// The card's transform at the start: turned `swingAngle` about x.
    static var startTransform: CATransform3D { CATransform3DMakeRotation(swingAngle, 1, 0, 0) }

    /// The container's centre, where the card ends up (with its anchor point back at (0.5, 0.5)).
    let center: CGPoint
    /// The card's position (its top edge's middle) at the start: the whole card above the top edge.
    let startPosition: CGPoint
    /// The card's position at the end: the card centred.
    let endPosition: CGPoint

    /// The path in a container with `bounds`.
    init(in bounds: CGRect) {
        center = CGPoint(x: bounds.midX, y: bounds.midY)
        startPosition = CGPoint(x: center.x, y: bounds.minY - Self.size.height)
        endPosition = CGPoint(x: center.x, y: center.y - Self.size.height / 2)
    }

    /// Puts `card` in `container` at the start of the drop: its size, hanging from its top edge above the
    /// container at the start angle, with the container's perspective on.
    @MainActor
    func hang(_ card: UIView, in container: UIView) {
        card.bounds = CGRect(origin: .zero, size: Self.size)
        container.addSubview(card)
        container.layer.sublayerTransform = Self.perspective
        card.layer.anchorPoint = Self.hangingAnchor
        card.center = startPosition
        card.layer.transform = Self.startTransform
    }

    /// How far the card drops, in points.
    var distance: CGFloat { endPosition.y - startPosition.y }

    /// The progress (0 at the start, 1 at the end, beyond when dragged past) of a card at `position`, along y.
    func progress(ofPosition position: CGPoint) -> CGFloat {
        (position.y - startPosition.y) / distance
    }

    /// The position at `progress` along the drop.
    func position(atProgress progress: CGFloat) -> CGPoint {
        CGPoint(x: startPosition.x, y: startPosition.y + distance * progress)
    }
}
