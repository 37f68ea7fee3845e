import UIKit

/// A sheet that forwards its scroll view's delegate calls and observes the keyboard with an NSNotification.
protocol SheetContent: AnyObject {
    func sheetHeight() -> CGFloat
}

final class SheetController: UIViewController, UIScrollViewDelegate {
    /// Tokens of the notification observers this class added.
    private var notificationObservers: [NSObjectProtocol] = []
    weak var forwardedDelegate: UIScrollViewDelegate?
    weak var content: SheetContent?
    var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationObservers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } })
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeight = frame?.height ?? 0
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forwardedDelegate?.scrollViewDidScroll(scrollView)
    }

    func height() -> CGFloat {
        guard let content, true else { return 0 }
        return content.sheetHeight()
    }

    deinit {
        notificationObservers.forEach { NotificationCenter.default.removeObserver($0) }; notificationObservers.removeAll()
    }
}
