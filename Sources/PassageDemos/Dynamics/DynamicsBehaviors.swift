// Every kind of UIKit Dynamics behaviour on its own, without a transition: six panels, each the reference
// view of its own animator — gravity and collision (three boxes bounce at elasticities 0.2, 0.5 and 0.8),
// pushes (instantaneous and continuous, one at an offset so it spins), a snap, attachments (a rod pendulum and
// a spring), a pin, sliding and limit attachment chain, and fields (a radial-gravity well and a vortex) with
// an item group.
import Passage

extension DemoCatalog {
    /// One panel per behaviour kind, each with its own animator.
    public static func dynamicsBehaviors() -> Scene {
        Scene(
            name: "dynamics-behaviors",
            summary:
                "UIKit Dynamics on Box2D, one panel per behaviour: gravity and collision, push, snap, attachments, pin/sliding/limit, fields and groups",
            duration: DynamicsBehaviorsScene.duration
        ) { window in
            DynamicsBehaviorsScene(in: window).watched
        }
    }
}

/// The panels, their animators and the views worth watching.
@MainActor
final class DynamicsBehaviorsScene {
    static let duration: TimeInterval = 3
    private(set) var animators: [UIDynamicAnimator] = []
    private(set) var watched: WatchedViews = [:]
    private let script = DemoScript()

    init(in window: UIWindow) {
        window.backgroundColor = UIColor(white: 0.12, alpha: 1)
        let width = (window.bounds.width - 12) / 2
        let height = (window.bounds.height - 16) / 3
        let builders: [(UIView) -> Void] = [gravityAndCollision, pushes, snap, attachments, joints, fieldsAndGroup]
        for (index, build) in builders.enumerated() {
            let panel = UIView(
                frame: CGRect(
                    x: 4 + CGFloat(index % 2) * (width + 4), y: 4 + CGFloat(index / 2) * (height + 4),
                    width: width, height: height))
            panel.backgroundColor = UIColor(white: 0.95, alpha: 1)
            panel.layer.cornerRadius = 8
            panel.clipsToBounds = true
            window.addSubview(panel)
            build(panel)
        }
        // The script holds the scene (and with it the animators) until the demo ends.
        script.at(Self.duration) { [self] in _ = self.animators }
    }

    private func box(
        _ color: UIColor, center: CGPoint, size: CGSize = CGSize(width: 30, height: 30), in panel: UIView,
        label: String
    ) -> UIView {
        let view = PictureView(
            seed: SampleContent.place(watched.count).seed + 60,
            frame: CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        view.backgroundColor = color
        view.layer.cornerRadius = 4
        panel.addSubview(view)
        watched.append(label, view)
        return view
    }

    private func animator(in panel: UIView) -> UIDynamicAnimator {
        let animator = UIDynamicAnimator(referenceView: panel)
        animators.append(animator)
        return animator
    }

    private func gravityAndCollision(_ panel: UIView) {
        let boxes = [0.2, 0.5, 0.8].enumerated().map { index, _ in
            box(
                [.systemRed, .systemOrange, .systemYellow][index],
                center: CGPoint(x: 30 + CGFloat(index) * 55, y: 30 + CGFloat(index) * 12),
                in: panel, label: "bounce\(index)")
        }
        let animator = animator(in: panel)
        animator.addBehavior(UIGravityBehavior(items: boxes))
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        for (index, elasticity) in [0.2, 0.5, 0.8].enumerated() {
            let material = UIDynamicItemBehavior(items: [boxes[index]])
            material.elasticity = CGFloat(elasticity)
            animator.addBehavior(material)
        }
    }

    private func pushes(_ panel: UIView) {
        let kicked = box(.systemGreen, center: CGPoint(x: 30, y: 40), in: panel, label: "kicked")
        let pushed = box(.systemTeal, center: CGPoint(x: 30, y: 110), in: panel, label: "pushed")
        let animator = animator(in: panel)
        let kick = UIPushBehavior(items: [kicked], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 0.9, dy: 0)
        kick.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 10), for: kicked)
        animator.addBehavior(kick)
        let push = UIPushBehavior(items: [pushed], mode: .continuous)
        push.pushDirection = CGVector(dx: 0.15, dy: 0)
        animator.addBehavior(push)
        let collision = UICollisionBehavior(items: [kicked, pushed])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }

    private func snap(_ panel: UIView) {
        let item = box(
            .systemBlue, center: CGPoint(x: 30, y: 30), size: CGSize(width: 40, height: 40), in: panel, label: "snapped"
        )
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = animator(in: panel)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: panel.bounds.midX, y: panel.bounds.midY))
        snap.damping = 0.3
        animator.addBehavior(snap)
        script.at(1.5) { snap.snapPoint = CGPoint(x: panel.bounds.width - 40, y: panel.bounds.height - 40) }
    }

    private func attachments(_ panel: UIView) {
        let bob = box(.systemIndigo, center: CGPoint(x: panel.bounds.midX + 60, y: 30), in: panel, label: "pendulum")
        let weight = box(.systemPink, center: CGPoint(x: 40, y: 60), in: panel, label: "spring")
        let animator = animator(in: panel)
        animator.addBehavior(UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: panel.bounds.midX, y: 20)))
        let spring = UIAttachmentBehavior(item: weight, attachedToAnchor: CGPoint(x: 40, y: 20))
        spring.frequency = 1.5
        spring.damping = 0.2
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [bob, weight]))
    }

    private func joints(_ panel: UIView) {
        let hub = box(.darkGray, center: CGPoint(x: 50, y: 40), in: panel, label: "hub")
        let arm = box(.systemPurple, center: CGPoint(x: 90, y: 40), in: panel, label: "arm")
        let slider = box(.systemYellow, center: CGPoint(x: 40, y: 100), in: panel, label: "slider")
        let tail = box(.systemTeal, center: CGPoint(x: 110, y: 100), in: panel, label: "tail")
        let animator = animator(in: panel)
        let fixed = UIDynamicItemBehavior(items: [hub])
        fixed.isAnchored = true
        animator.addBehavior(fixed)
        animator.addBehavior(
            UIAttachmentBehavior.pinAttachment(with: hub, attachedTo: arm, attachmentAnchor: CGPoint(x: 70, y: 40)))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: slider, attachmentAnchor: CGPoint(x: 40, y: 100),
            axisOfTranslation: CGVector(dx: 1, dy: 0.4))
        slide.attachmentRange = UIFloatRange(minimum: -20, maximum: 100)
        animator.addBehavior(slide)
        animator.addBehavior(
            UIAttachmentBehavior.limitAttachment(
                with: slider, offsetFromCenter: .zero, attachedTo: tail,
                offsetFromCenter: .zero))
        animator.addBehavior(UIGravityBehavior(items: [arm, slider, tail]))
    }

    private func fieldsAndGroup(_ panel: UIView) {
        let center = CGPoint(x: panel.bounds.midX, y: panel.bounds.midY)
        let orbiters = (0..<3).map { index in
            box(
                [.systemRed, .systemGreen, .systemBlue][index], center: CGPoint(x: 25 + CGFloat(index) * 25, y: 25),
                size: CGSize(width: 16, height: 16), in: panel, label: "orbiter\(index)")
        }
        let left = box(
            .systemOrange, center: CGPoint(x: 40, y: panel.bounds.height - 40), size: CGSize(width: 20, height: 20),
            in: panel, label: "groupLeft")
        let right = box(
            .systemOrange, center: CGPoint(x: 70, y: panel.bounds.height - 40), size: CGSize(width: 20, height: 20),
            in: panel, label: "groupRight")
        let animator = animator(in: panel)
        let well = UIFieldBehavior.radialGravityField(position: center)
        well.strength = 0.4
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = center
        vortex.strength = 0.2
        for item in orbiters {
            well.addItem(item)
            vortex.addItem(item)
        }
        animator.addBehavior(well)
        animator.addBehavior(vortex)
        let group = UIDynamicItemGroup(items: [left, right])
        let push = UIPushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.05, dy: -0.08)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: 0), for: group)
        animator.addBehavior(push)
        let collision = UICollisionBehavior(items: orbiters + [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }
}
