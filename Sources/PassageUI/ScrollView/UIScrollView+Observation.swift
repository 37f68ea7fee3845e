// Scroll views are observable as views are: `contentOffset` is the bounds origin, so it is reported
// through the layer like `bounds`; `contentSize` is the scroll view's own value and reports through
// `contentSizeDidChange()`, which its setter calls.
import Foundation
import PassageCore

extension UIScrollView {
    /// Tells the observations of this scroll view that `contentSize` may have changed.
    func contentSizeDidChange() {
        layer.notifyKeyValueObservers()
    }
}
