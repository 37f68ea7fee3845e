// Lazy loading of the root view. The view learns its controller, so the layout pass calls the controller's
// viewWillLayoutSubviews / viewDidLayoutSubviews around the view's own layoutSubviews, and the responder
// chain goes view → controller → superview.
import Foundation

extension UIViewController {
    var loadedView: UIView! {
        if storedView == nil { loadViewAndNotify() }
        return storedView
    }

    private func loadViewAndNotify() {
        loadView()
        if storedView == nil {
            diagnose(
                .loadViewSetNoView, .warning,
                "\(type(of: self)).loadView() did not set `view`; using a plain view the size of the main screen")
            replaceView(with: UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    func replaceView(with newView: UIView?) {
        if let old = storedView, old.owningViewController === self { old.owningViewController = nil }
        if let newView, let previous = newView.owningViewController, previous !== self {
            diagnose(
                .viewMovedBetweenControllers, .warning,
                "\(type(of: self)).view: the view already belongs to \(type(of: previous)); it moves to this controller"
            )
            previous.storedView = nil
        }
        storedView = newView
        newView?.owningViewController = self
    }
}
