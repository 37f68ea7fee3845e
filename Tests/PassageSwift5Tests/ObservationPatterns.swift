// Swift 5 library code that follows an embedded scroll view with key-value observation, as pan-to-dismiss
// sheets do: the token is kept in a property and invalidated in deinit.
import Passage

/// Follows a scroll view's offset: while it is scrolled to the top, a pull can dismiss the sheet.
final class ScrollTracker: NSObject {
    private var offsetObservation: NSKeyValueObservation?
    private var sizeObservation: NSKeyValueObservation?
    private(set) var isAtTop = true
    private(set) var contentHeight: CGFloat = 0

    func track(_ scrollView: UIScrollView) {
        offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, change in
            self?.isAtTop = (change.newValue?.y ?? 0) <= 0
        }
        sizeObservation = scrollView.observe(\.contentSize, options: [.old, .new]) { [weak self] scrollView, change in
            guard change.newValue != change.oldValue else { return }
            self?.contentHeight = scrollView.contentSize.height
        }
    }

    deinit {
        offsetObservation?.invalidate()
        sizeObservation?.invalidate()
    }
}
