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
    let closeAction = #selector(close)

    func attach(to view: UIView) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(addTo: view, target: self, action: #selector(handlePan(_:)))
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        pans += 1
    }

    @objc func close() {
        closes += 1
    }
}
