import UIKit

extension UIGestureRecognizer {
    /// Makes a recognizer with `action` on `target` and adds it to `view`, as menu libraries' helpers do.
    convenience init(addTo view: UIView, target: AnyObject, action: Selector) {
        self.init(target: target, action: action)
        view.addGestureRecognizer(self)
    }
}

/// A side menu that makes its recognizers through its own helper and keeps a selector to send later.
final class SideMenuGestures: NSObject {
    private(set) var pans = 0
    private(set) var closes = 0
    let closeAction = ("close" as Selector)

    func attach(to view: UIView) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(addTo: view, target: self, action: ("handlePan:" as Selector))
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        pans += 1
    }

    func close() {
        closes += 1
    }
}

extension SideMenuGestures: SelectorResponding {
    /// The methods this class's selectors name (written `#selector` on iOS).
    func method(for selector: Selector) -> ((Any?) -> Any?)? {
        switch selector {
        case "close": return { _ in self.close() }
        case "handlePan:": return { self.handlePan($0 as! UIPanGestureRecognizer) }
        default: return nil
        }
    }
}
