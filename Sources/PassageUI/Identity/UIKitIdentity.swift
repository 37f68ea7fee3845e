import PassageCore

// UIKit's objects compare by identity, as NSObject subclasses do on iOS (`toViewController == presentedViewController`,
// `gestureRecognizer == panGesture`). UIColor and UITraitCollection compare by value, as on iOS, and are not here.

extension UIResponder: IdentityHashable {}
extension UIGestureRecognizer: IdentityHashable {}
extension UIPresentationController: IdentityHashable {}
extension UIViewPropertyAnimator: IdentityHashable {}
extension NSLayoutConstraint: IdentityHashable {}
extension UILayoutGuide: IdentityHashable {}
extension UIBarItem: IdentityHashable {}
extension UINavigationItem: IdentityHashable {}
extension UITouch: IdentityHashable {}
extension UIScreen: IdentityHashable {}
extension UICollectionViewLayout: IdentityHashable {}
extension UIStoryboardSegue: IdentityHashable {}
