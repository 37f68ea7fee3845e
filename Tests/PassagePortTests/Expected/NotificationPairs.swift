import UIKit

/// Observers added with selectors and removed by name, all, or in a class whose observer cannot be rewritten.
final class KeyboardAvoidingController: UIViewController {
    /// Tokens of the notification observers this class added.
    private var notificationObservers: [NSObjectProtocol] = []
    private(set) var shown = 0
    private(set) var hidden = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notificationObservers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } })
        notificationObservers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.keyboardWillHide() } })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        notificationObservers.forEach { NotificationCenter.default.removeObserver($0, name: UIResponder.keyboardWillShowNotification, object: nil) }
    }

    deinit {
        notificationObservers.forEach { NotificationCenter.default.removeObserver($0) }; notificationObservers.removeAll()
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
