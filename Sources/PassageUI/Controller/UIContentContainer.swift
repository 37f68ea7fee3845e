// The content-container protocol: how a parent and its children (controllers, and a presentation controller
// and its presented controller) tell each other about sizes and size changes.
import Foundation

/// An object that contains content and adapts it to size and trait changes (UIKit's `UIContentContainer`),
/// adopted by `UIViewController` and `UIPresentationController`.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The content's preferred size, in points.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child gets in a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's size is about to change to `size`; `coordinator` runs alongside animations with it.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
