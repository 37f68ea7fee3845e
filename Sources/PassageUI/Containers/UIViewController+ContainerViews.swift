// The view layout navigation and tab bar controllers share: a root view the size of the main screen holding a
// transition view that fills it, in which the shown child's view fills the transition view.
import Foundation
import PassageCore

extension UIViewController {
    /// A white root view the size of the main screen with `transitionView` filling it (and resizing with it).
    func makeContainerRootView(holding transitionView: UIView) -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
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
