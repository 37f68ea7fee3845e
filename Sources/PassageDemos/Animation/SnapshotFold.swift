// The fold of session 218's keyframe demo, built the same way: the card is replaced by two snapshots of its
// halves (resizableSnapshotView), which a keyframe animation folds shut about the middle in perspective
// (m34 = −1/500 on their container's sublayerTransform), each darkening as it turns away, then opens again;
// the card itself comes back when the keyframes complete.
import Passage

extension DemoCatalog {
    /// A card folded shut and open again through snapshots of its halves.
    public static func snapshotFold() -> Scene {
        Scene(
            name: "snapshot-fold",
            summary:
                "a card's two halves, as snapshots, fold shut and open again on keyframes in perspective (session 218)",
            duration: 2.0
        ) { window in
            let card = makeFoldCard(centeredIn: window.bounds)
            window.backgroundColor = .systemGroupedBackground
            window.addSubview(card)

            let container = UIView(frame: window.bounds)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.layer.sublayerTransform = perspective
            window.addSubview(container)

            let half = CGSize(width: card.bounds.width, height: card.bounds.height / 2)
            let fold = CGPoint(x: card.frame.midX, y: card.frame.midY)
            var halves: [(view: UIView, shade: UIView, angle: CGFloat)] = []
            for (index, anchorY) in [CGFloat(1), 0].enumerated() {
                // The bottom half reaches 1 point above the fold, over the top half, so no seam shows where the
                // two halves' anti-aliased edges would otherwise meet.
                let overlap: CGFloat = index == 0 ? 0 : 1
                let rect = CGRect(
                    x: 0, y: CGFloat(index) * half.height - overlap, width: half.width, height: half.height + overlap)
                guard
                    let snapshot = card.resizableSnapshotView(
                        from: rect, afterScreenUpdates: false, withCapInsets: .zero)
                else { continue }
                snapshot.layer.anchorPoint = CGPoint(x: 0.5, y: anchorY)
                snapshot.layer.position = CGPoint(x: fold.x, y: fold.y - overlap)
                // Round the snapshot's outer corners like the card's, so its shade stays inside them.
                snapshot.layer.cornerRadius = card.layer.cornerRadius
                snapshot.layer.maskedCorners =
                    index == 0
                    ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                    : [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                snapshot.layer.masksToBounds = true
                let shade = UIView(frame: snapshot.bounds)
                shade.backgroundColor = .black
                shade.alpha = 0
                snapshot.addSubview(shade)
                container.addSubview(snapshot)
                // The top half turns about its bottom edge, the bottom half about its top edge, toward the viewer.
                halves.append((snapshot, shade, index == 0 ? -0.47 * .pi : 0.47 * .pi))
            }
            card.isHidden = true

            UIView.animateKeyframes(
                withDuration: 1.6, delay: 0.2, options: [.calculationModeCubic],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.45) {
                        for half in halves {
                            half.view.layer.transform = CATransform3DMakeRotation(half.angle, 1, 0, 0)
                            half.shade.alpha = 0.6
                        }
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.55, relativeDuration: 0.45) {
                        for half in halves {
                            half.view.layer.transform = CATransform3DIdentity
                            half.shade.alpha = 0
                        }
                    }
                },
                completion: { _ in
                    card.isHidden = false
                    container.removeFromSuperview()
                })
            var watched: WatchedViews = ["card": card]
            for (index, half) in halves.enumerated() { watched.append(index == 0 ? "top" : "bottom", half.view) }
            return watched
        }
    }

    /// The card the fold demo snapshots: a card about a place, its photo on top.
    /// It is laid out at once: the snapshots are taken before the first layout pass.
    private static func makeFoldCard(centeredIn bounds: CGRect) -> UIView {
        let card = CardView(
            place: SampleContent.place(0),
            frame: CGRect(x: bounds.midX - 150, y: bounds.midY - 110, width: 300, height: 220))
        // The card's own layer carries the content's radius, which the snapshots take for their corners.
        card.layer.cornerRadius = 16
        card.layoutIfNeeded()
        return card
    }
}
