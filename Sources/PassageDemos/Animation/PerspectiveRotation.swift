// The “Building Better Transitions” talk's 3D entrance: the panel hangs from its top edge (anchor point (0.5, 0)), the
// container gives its sublayers perspective (m34 = −1/500 on sublayerTransform), and the panel rotates from 45° about x
// back to flat.
import Passage

extension DemoCatalog {
    /// The panel swinging down from 45° about its top edge, in perspective.
    public static func perspectiveRotation() -> Scene {
        Scene(
            name: "perspective-rotation",
            summary:
                "a panel swings from 45° about its top edge to flat, with m34 = -1/500 perspective (the “Building Better Transitions” talk)",
            duration: 1.0
        ) { window in
            let container = UIView(frame: window.bounds)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.layer.sublayerTransform = perspective
            window.addSubview(container)
            window.backgroundColor = .systemGroupedBackground
            let panel = CardView(
                place: SampleContent.place(2),
                frame: CGRect(x: window.bounds.midX - 140, y: 100, width: 280, height: 180))
            panel.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
            panel.layer.position = CGPoint(x: window.bounds.midX, y: 100)
            panel.layer.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
            container.addSubview(panel)
            UIView.animate(
                withDuration: 0.8, delay: 0, options: .curveEaseOut,
                animations: {
                    panel.layer.transform = CATransform3DIdentity
                })
            return ["panel": panel]
        }
    }
}
