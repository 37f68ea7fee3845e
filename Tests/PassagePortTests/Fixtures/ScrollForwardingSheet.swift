import UIKit

/// A sheet that forwards its scroll view's delegate calls and observes the keyboard with an NSNotification.
protocol SheetContent: AnyObject {
    func sheetHeight() -> CGFloat
}

final class SheetController: UIViewController, UIScrollViewDelegate {
    weak var forwardedDelegate: UIScrollViewDelegate?
    weak var content: SheetContent?
    var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: NSNotification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeight = frame?.height ?? 0
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forwardedDelegate?.scrollViewDidScroll?(scrollView)
    }

    func height() -> CGFloat {
        guard let content, content.responds(to: #selector(SheetContent.sheetHeight)) else { return 0 }
        return content.sheetHeight()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
