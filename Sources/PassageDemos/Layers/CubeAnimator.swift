// The cube transition: the two screens become faces of a cube built in a view whose layer is a
// CATransformLayer, so both faces keep their depth while the cube turns a quarter about its vertical axis;
// the container's sublayerTransform gives the perspective. Push turns the incoming screen in from the
// right face, pop from the left. Interactive when an interaction controller drives it (the edge pan).
import Passage

/// A view whose layer keeps its subviews' layers in 3D.
final class TransformLayerView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}

/// Turns a cube a quarter to show the incoming screen.
@MainActor
final class CubeAnimator: UIViewControllerAnimatedTransitioning {
    /// The distance of the eye from the screen, in points (m34 = −1 / eyeDistance).
    static let eyeDistance: CGFloat = 800
    let operation: UINavigationController.Operation
    let log: DemoEventLog?

    init(operation: UINavigationController.Operation, log: DemoEventLog? = nil) {
        self.operation = operation
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    /// The face transform that puts a screen of `width` on the cube's right (side 1) or left (side −1) face;
    /// the front face is the screen itself (z = 0), so the cube's centre is half a width behind it.
    static func sideFace(width: CGFloat, side: CGFloat) -> CATransform3D {
        CATransform3DConcat(
            CATransform3DMakeRotation(side * .pi / 2, 0, 1, 0),
            CATransform3DMakeTranslation(side * width / 2, 0, -width / 2))
    }

    /// The cube's transform at `angle` (radians about y): turned about its centre, half a width behind the screen.
    static func cubeTransform(angle: CGFloat, width: CGFloat) -> CATransform3D {
        CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeTranslation(0, 0, width / 2), CATransform3DMakeRotation(angle, 0, 1, 0)),
            CATransform3DMakeTranslation(0, 0, -width / 2))
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let bounds = container.bounds
        let width = bounds.width
        let side: CGFloat = operation == .pop ? -1 : 1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.eyeDistance
        container.layer.sublayerTransform = perspective
        let cube = TransformLayerView(frame: bounds)
        container.addSubview(cube)
        fromView.frame = bounds
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        cube.addSubview(fromView)
        cube.addSubview(toView)
        fromView.layer.transform = CATransform3DIdentity
        toView.layer.transform = Self.sideFace(width: width, side: side)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut])
        {
            cube.layer.transform = Self.cubeTransform(angle: -side * .pi / 2, width: width)
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            for view in [fromView, toView] {
                view.layer.transform = CATransform3DIdentity
                view.layer.isDoubleSided = true
                container.addSubview(view)
            }
            (cancelled ? toView : fromView).removeFromSuperview()
            cube.removeFromSuperview()
            container.layer.sublayerTransform = CATransform3DIdentity
            self.log?.add(cancelled ? "cube cancelled" : "cube finished")
            transitionContext.completeTransition(!cancelled)
        }
    }
}
