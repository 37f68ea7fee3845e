// How a view property change inside an animation block becomes an animation: UIView is its layer's
// delegate, and answers the layer's action lookup. Outside a block (or with animations disabled) the
// answer is NSNull: view-backed layers never animate implicitly.
//
// Inside a block, UIKit's iOS 8 behaviour: the animation is additive, from (old model − new model) to zero,
// so a second animation of the same property mid-flight adds on top of the first and both position and
// velocity stay continuous; each block's completion fires when its own animations end. Values with no
// subtraction (transforms), and every property under `.beginFromCurrentState`, instead replace the running
// animations of that property and start from the presented value (the replaced ones finish with `false`).
import Foundation
import PassageCore

extension UIView {
    /// The layer's action for `event`: an animation inside a UIView animation block, NSNull otherwise.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let stage = Stage.current
        guard stage.animationsEnabled, let context = stage.animationBlocks.last,
            let property = AnimatableProperty.named(event), property.kind != .discrete
        else {
            return NSNull()
        }
        context.noteChange(of: self)
        return ViewPropertyAction(
            context: context, property: property,
            oldModel: property.read(layer.modelLayerValues),
            oldPresented: property.read(layer.presentedValues()))
    }
}

/// Creates the animation of one property change once the new value is set.
@MainActor
final class ViewPropertyAction: CAAction {
    /// Keys of animations UIView made, so `.beginFromCurrentState` replaces only those.
    static let keyMarker = "-uiview-"

    let context: ViewAnimationContext
    let property: AnimatableProperty
    let oldModel: AnimationValue
    let oldPresented: AnimationValue

    init(
        context: ViewAnimationContext, property: AnimatableProperty, oldModel: AnimationValue,
        oldPresented: AnimationValue
    ) {
        self.context = context
        self.property = property
        self.oldModel = oldModel
        self.oldPresented = oldPresented
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newValue = property.read(layer.modelLayerValues)
        if let recorder = context.keyframes {
            recorder.record(layer: layer, property: property, old: oldModel, new: newValue)
            return
        }
        let animation = makeAnimation()
        let key: String
        if !context.options.contains(.beginFromCurrentState), let offset = oldModel.subtracting(newValue) {
            animation.isAdditive = true
            animation.fromValue = property.boxed(offset)
            animation.toValue = property.boxed(offset.zero)
            key = Self.freeKey(event, on: layer)
        } else {
            Self.removeViewAnimations(of: event, from: layer)
            animation.fromValue = property.boxed(oldPresented)
            animation.toValue = property.boxed(newValue)
            key = event
        }
        if case .driven(let animator, _) = context.pacing {
            layer.add(animation, forKey: key)
            animator.track(layer: layer, key: key, property: property, start: oldModel, end: newValue)
        } else {
            context.applyTiming(to: animation, on: layer)
            layer.add(animation, forKey: key)
        }
        context.noteAnimation(forKey: key, on: layer)
    }

    private func makeAnimation() -> CABasicAnimation {
        switch context.pacing {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: property.keyPath)
            animation.timingFunction = function
            return animation
        case .spring(let spring, let velocity):
            let animation = CASpringAnimation(keyPath: property.keyPath)
            animation.mass = CGFloat(spring.mass)
            animation.stiffness = CGFloat(spring.stiffness)
            animation.damping = CGFloat(spring.damping)
            animation.initialVelocity = CGFloat(velocity)
            return animation
        case .driven(let driver, let delayFactor):
            let animation = DrivenPropertyAnimation(keyPath: property.keyPath)
            animation.driver = driver
            animation.delayFactor = delayFactor
            return animation
        }
    }

    /// `event` if no animation uses it, else `event-uiview-N` for the first free N.
    static func freeKey(_ event: String, on layer: CALayer) -> String {
        let keys = Set(layer.animationKeys() ?? [])
        guard keys.contains(event) else { return event }
        var n = 2
        while keys.contains("\(event)\(keyMarker)\(n)") { n += 1 }
        return "\(event)\(keyMarker)\(n)"
    }

    /// Removes the animations of `event` that UIView blocks added.
    static func removeViewAnimations(of event: String, from layer: CALayer) {
        for key in layer.animationKeys() ?? [] where key == event || key.hasPrefix(event + keyMarker) {
            layer.removeAnimation(forKey: key)
        }
    }
}
