// The view layout navigation and tab bar controllers share: a root view the size of the main screen holding a
// transition view that fills it, in which the shown child's view fills the transition view. The child's view
// extends under the bars (UIKit's default edgesForExtendedLayout); its safe area excludes them.
import Foundation
import PassageCore

extension UIViewController {
    /// A white root view the size of the main screen with `transitionView` filling it (and resizing with it);
    /// `layout` runs each time the root view lays out (the container places its bars there).
    func makeContainerRootView(holding transitionView: UIView, layout: @escaping () -> Void) -> UIView {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = layout
        root.backgroundColor = .white
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        return root
    }

    /// Puts `controller`'s view into `transitionView`, filling it and resizing with it: on top, or at `index`.
    func place(_ controller: UIViewController, in transitionView: UIView, at index: Int? = nil) {
        let view: UIView = controller.view
        view.frame = transitionView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let index { transitionView.insertSubview(view, at: index) } else { transitionView.addSubview(view) }
    }
}

/// The root view of a navigation or tab bar controller: it lets its controller place the bars when it lays out
/// (the safe area, and so the bars' frames, can change with any layout).
final class ContainerRootView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
