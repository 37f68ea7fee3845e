import UIKit

/// Collects the animations a UIView animation block adds, by swizzling CALayer.add(_:forKey:): reported, with
/// Passage's replacement named.
extension CALayer {
    static var collectedAnimations: [(CALayer, String, CAAnimation)]?

    static let installCollector: Void = {
        let original = #selector(add(_:forKey:))
        let replacement = #selector(collecting_add(_:forKey:))
        if let a = class_getInstanceMethod(CALayer.self, original),
            let b = class_getInstanceMethod(CALayer.self, replacement)
        {
            method_exchangeImplementations(a, b)
        }
    }()

    func collecting_add(_ animation: CAAnimation, forKey key: String?) {
        if let key { CALayer.collectedAnimations?.append((self, key, animation)) }
        collecting_add(animation, forKey: key)
    }
}

/// Any other swizzle: reported with the generic advice.
final class TapLogger {
    static func install() {
        if let a = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews)),
            let b = class_getInstanceMethod(UIView.self, #selector(UIView.setNeedsLayout))
        {
            method_exchangeImplementations(a, b)
        }
    }
}
