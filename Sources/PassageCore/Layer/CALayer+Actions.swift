// Actions: what runs when a layer property changes. The search order is Core Animation's: the delegate,
// the `actions` dictionary, then the class default. NSNull anywhere in the search means "no action".
import Foundation

/// An object that responds to a layer event, usually by adding an animation (Core Animation's `CAAction`).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: NSNull as an action stops the search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The object that provides a layer's actions and lays out its sublayers. Every method is optional.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event`; nil continues the search, NSNull stops it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out the sublayers of `layer`.
    func layoutSublayers(of layer: CALayer)
    /// Supplies the layer's contents.
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
}

extension CALayer {
    func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    static func implicitAnimation(forKey event: String) -> CAAction? {
        guard let property = AnimatableProperty.named(event), property.kind != .discrete else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.isImplicit = true
        return animation
    }
}
