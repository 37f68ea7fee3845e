// One animated change of the elements on screen, shared by batch updates and animated layout changes: each
// element goes from start attributes to end attributes in one UIView animation. Elements only on screen
// before (disappearing) are retired to their reuse queues when the animation ends; elements only on screen
// after (appearing) get their views first, placed at their start attributes without animation.
import Foundation
import PassageCore

/// One element's part in an animated change.
struct ElementMove {
    /// The element's key after the change (disappearing elements keep their key from before).
    var key: CollectionElementKey
    var view: UICollectionReusableView
    var start: UICollectionViewLayoutAttributes
    var end: UICollectionViewLayoutAttributes
    /// Whether the element leaves the screen: its view is retired when the animation ends.
    var disappears: Bool
}

extension UICollectionView {
    /// The duration of animated layout changes and batch updates, in seconds: UIKit does not document it;
    /// Passage uses 0.3 s (PST's value, COLLECTION_VIEWS.md §3) with the ease-in-out curve.
    public static let layoutAnimationDuration: TimeInterval = 0.3

    /// Animates `moves` together with `alongside` (run inside the animation block), then retires the
    /// disappearing views and calls `completion(finished)`.
    func animate(_ moves: [ElementMove], alongside: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        UIView.performWithoutAnimation {
            for move in moves {
                move.view.applyStandardAttributes(move.start)
                if move.view.superview !== self { addSubview(move.view) }
            }
        }
        for move in moves where move.disappears {
            animatingViews[move.key] = move.view
        }
        UIView.animate(
            withDuration: Self.layoutAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for move in moves { move.view.applyStandardAttributes(move.end) }
                alongside()
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for move in moves where move.disappears {
                    if self.animatingViews[move.key] === move.view { self.animatingViews[move.key] = nil }
                    self.retire(move.view, for: move.key)
                }
                completion(finished)
            })
    }

    /// `attributes` copied with alpha 0: the fade UIKit uses when a layout gives no appearing or disappearing attributes.
    func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }

    /// The attributes `view` shows now (those last applied), or `fallback`.
    func currentAttributes(of view: UICollectionReusableView, fallback: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        view.appliedAttributes ?? fallback
    }

    /// The content offset to propose after a change: `offset` clamped to the scrollable range of `contentSize`.
    func clampedOffset(_ offset: CGPoint, contentSize: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}
