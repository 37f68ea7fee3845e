import UIKit

/// Observers added with selectors and removed by name, all, or in a class whose observer cannot be rewritten.
final class KeyboardAvoidingController: UIViewController {
    /// The notification observers this class added.
    private let notificationObservers = NotificationObservers()
    private(set) var shown = 0
    private(set) var hidden = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notificationObservers.addObserver(to: NotificationCenter.default, forName: UIResponder.keyboardWillShowNotification, object: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
        notificationObservers.addObserver(to: NotificationCenter.default, forName: UIResponder.keyboardWillHideNotification, object: nil) { [weak self] _ in MainActor.assumeIsolated { self?.keyboardWillHide() } }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        notificationObservers.removeObservers(from: NotificationCenter.default, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        notificationObservers.removeObservers(from: NotificationCenter.default)
    }

    private func keyboardWillShow(_ notification: Notification) {
        shown += 1
    }

    private func keyboardWillHide() {
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

    func changed(_ notification: Notification, extra: Int) {}
}
