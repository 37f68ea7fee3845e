// Tint: a colour a view inherits from its superview unless it sets its own. When the effective tint of a
// view changes (set on it, set on an ancestor it inherits from, or the view moved under another tint),
// `tintColorDidChange()` runs on it and then on each inheriting descendant, parents before children.
// The other appearance properties are the layer's, forwarded in UIView.swift.
import Foundation

extension UIView {
    var effectiveTintColor: UIColor {
        if let own = storedTintColor { return own }
        return superview?.tintColor ?? UIColor.systemBlue
    }

    func setTintColor(_ color: UIColor?) {
        let old = effectiveTintColor
        storedTintColor = color
        if effectiveTintColor != old { sendTintColorDidChange() }
    }

    /// Notifies the view's subtree if its inherited tint changed after a move (no-op for an own tint).
    func inheritedTintMayHaveChanged(from oldTint: UIColor) {
        guard storedTintColor == nil, effectiveTintColor != oldTint else { return }
        sendTintColorDidChange()
    }

    private func sendTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil {
            subview.sendTintColorDidChange()
        }
    }
}
