import UIKit

/// Observers added with selectors and removed by name, all, or in a class whose observer cannot be rewritten.
final class KeyboardAvoidingController: UIViewController {
    private(set) var shown = 0
    private(set) var hidden = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        shown += 1
    }

    @objc private func keyboardWillHide() {
        hidden += 1
    }
}

/// An observer whose method takes two arguments is reported; its removal is left as written.
final class TwoArgumentObserver: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed(_:extra:)), name: .NSCalendarDayChanged, object: nil)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self, name: .NSCalendarDayChanged, object: nil)
        NotificationCenter.default.removeObserver(self)
    }

    @objc func changed(_ notification: Notification, extra: Int) {}
}
