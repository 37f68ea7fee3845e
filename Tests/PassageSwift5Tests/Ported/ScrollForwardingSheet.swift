import UIKit

/// A sheet that forwards its scroll view's delegate calls and observes the keyboard with an NSNotification.
protocol SheetContent: AnyObject {
    func sheetHeight() -> CGFloat
}

final class SheetController: UIViewController, UIScrollViewDelegate {
    /// The notification observers this class added.
    private let notificationObservers = NotificationObservers()
    weak var forwardedDelegate: UIScrollViewDelegate?
    weak var content: SheetContent?
    var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationObservers.addObserver(to: NotificationCenter.default, forName: UIResponder.keyboardWillShowNotification, object: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
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
        notificationObservers.removeObservers(from: NotificationCenter.default)
    }
}
