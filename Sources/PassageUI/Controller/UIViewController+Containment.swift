// Child view controllers. UIKit's contract: addChild calls the child's willMove(toParent:), the caller adds
// the child's view and calls didMove(toParent:); to remove, the caller calls willMove(toParent: nil), removes
// the view, and removeFromParent calls didMove(toParent: nil).
import Foundation

extension UIViewController {
    func containChild(_ child: UIViewController) {
        guard child !== self, !isDescendant(of: child) else {
            return diagnose(
                .addChildCycle, .warning,
                "\(type(of: self)).addChild: a controller cannot contain itself or an ancestor; ignored")
        }
        if child.storedParent === self { return }
        if child.storedParent != nil {
            child.willMove(toParent: nil)
            child.leaveParent()
        }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    func leaveParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Whether `ancestor` is this controller or one of its parents.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.storedParent
        }
        return false
    }

    /// The root of this controller's parent chain.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = storedParent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.storedParent
        }
        return nil
    }

    func transitionChildren(
        from: UIViewController, to: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard from.storedParent === self, to.storedParent === self else {
            diagnose(
                .transitionBetweenNonChildren, .warning,
                "\(type(of: self)).transition(from:to:…): both controllers must be children of this controller; ignored"
            )
            return
        }
        guard let fromView = from.storedView, let superview = fromView.superview else {
            diagnose(
                .transitionFromDetachedView, .warning,
                "\(type(of: self)).transition(from:to:…): the from controller's view is not in a view hierarchy; ignored"
            )
            return
        }
        let visible = isAppearingOrAppeared
        let animated = duration > 0
        if visible {
            from.startAppearance(false, animated: animated)
            to.startAppearance(true, animated: animated)
        }
        let toView: UIView = to.view
        let finish: (Bool) -> Void = { finished in
            if visible {
                from.finishAppearance()
                to.finishAppearance()
            }
            completion?(finished)
        }
        if options.transitionStyle != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
            }
        } else {
            superview.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}) {
                finished in
                fromView.removeFromSuperview()
                finish(finished)
            }
        }
    }
}
