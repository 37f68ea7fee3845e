// UIKit's root classes keep associated objects, so every view, window, controller, gesture recognizer and the
// other objects with an identity can have them, as NSObject subclasses can on iOS. Value-like classes (colours,
// fonts, trait collections, timing parameters) keep none: `objc_setAssociatedObject` reports
// `associatedObjectOwnerUnsupported` for them.
import PassageCore

extension UIResponder: AssociatedObjectStoring {}
extension UIGestureRecognizer: AssociatedObjectStoring {}
extension UIPresentationController: AssociatedObjectStoring {}
extension UIViewPropertyAnimator: AssociatedObjectStoring {}
extension UIPercentDrivenInteractiveTransition: AssociatedObjectStoring {}
extension UIStoryboardSegue: AssociatedObjectStoring {}
extension NSLayoutConstraint: AssociatedObjectStoring {}
extension UILayoutGuide: AssociatedObjectStoring {}
extension UIBarItem: AssociatedObjectStoring {}
extension UINavigationItem: AssociatedObjectStoring {}
extension UITouch: AssociatedObjectStoring {}
extension UIEvent: AssociatedObjectStoring {}
extension UIScreen: AssociatedObjectStoring {}
extension UIDevice: AssociatedObjectStoring {}
extension UIFeedbackGenerator: AssociatedObjectStoring {}
extension UIMenuElement: AssociatedObjectStoring {}
extension UIImage: AssociatedObjectStoring {}
extension UIBezierPath: AssociatedObjectStoring {}
extension UIVisualEffect: AssociatedObjectStoring {}
extension UICollectionViewLayout: AssociatedObjectStoring {}
extension UICollectionViewLayoutAttributes: AssociatedObjectStoring {}
extension UICollectionViewLayoutInvalidationContext: AssociatedObjectStoring {}
extension UICollectionViewUpdateItem: AssociatedObjectStoring {}
extension UITableViewDiffableDataSource: AssociatedObjectStoring {}
extension UICollectionViewDiffableDataSource: AssociatedObjectStoring {}
extension UIGraphicsImageRenderer: AssociatedObjectStoring {}
extension UIGraphicsImageRendererFormat: AssociatedObjectStoring {}
extension UIGraphicsImageRendererContext: AssociatedObjectStoring {}
