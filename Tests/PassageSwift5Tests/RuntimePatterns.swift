// Swift 5 code that leans on the Objective-C runtime the way transition libraries do: keys as static variables
// of a nested struct reached through `type(of:)`, extension properties stored as associated objects on views and
// controllers, a wrapper struct generic over its base, and a search of a navigation stack by class value and
// by selector. It must compile as written and behave as on iOS.
import UIKit

extension UIView {
    fileprivate struct DecorationKeys {
        static var identifier = "identifier"
        static var isDecorated = "isDecorated"
        static var attachment = "attachment"
    }
}

/// Decorations reached through `view.decorations`, stored on the view.
struct Decorations<Base: AnyObject> {
    let base: Base
}

extension Decorations where Base: UIView {
    /// The identifier matched between two screens; nil by default.
    var identifier: String? {
        get { return objc_getAssociatedObject(base, &type(of: base).DecorationKeys.identifier) as? String }
        nonmutating set {
            objc_setAssociatedObject(
                base, &type(of: base).DecorationKeys.identifier, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Whether the view takes part; true by default.
    var isDecorated: Bool {
        get { return objc_getAssociatedObject(base, &type(of: base).DecorationKeys.isDecorated) as? Bool ?? true }
        nonmutating set {
            objc_setAssociatedObject(
                base, &type(of: base).DecorationKeys.isDecorated, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

extension Decorations where Base: UIView {
    /// Keeps `object` alive as long as the view.
    func attach(_ object: AnyObject) {
        objc_setAssociatedObject(base, &type(of: base).DecorationKeys.attachment, object, .OBJC_ASSOCIATION_RETAIN)
    }
}

extension UIView {
    var decorations: Decorations<UIView> { return Decorations(base: self) }
}

/// A screen that declares one method by selector, as `@objc` exposed it.
final class ClosableScreen: UIViewController, SelectorResponding {
    var closeCount = 0

    func close() { closeCount += 1 }

    func method(for selector: Selector) -> ((Any?) -> Any?)? {
        return selector == Selector("close") ? { _ in self.close() } : nil
    }
}

extension UINavigationController {
    /// The topmost controller of the stack below the top one that passes `test`.
    func lastController(where test: (UIViewController) -> Bool) -> UIViewController? {
        return viewControllers.dropLast().last(where: test)
    }

    /// The topmost controller below the top one that is a `type`.
    func lastController(ofClass type: AnyClass) -> UIViewController? {
        return lastController { $0.isKind(of: type) }
    }

    /// The topmost controller below the top one that answers `selector`.
    func lastController(respondingTo selector: Selector) -> UIViewController? {
        return lastController { $0.responds(to: selector) }
    }
}
