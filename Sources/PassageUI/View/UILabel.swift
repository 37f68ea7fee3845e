// A view that shows read-only text. The label stores what to draw; the renderer lays out and draws the
// glyphs. With no text metrics in this module, `sizeThatFits` keeps the default (the current size).
import Foundation

/// A view that displays one or more lines of read-only text (UIKit's `UILabel`). Ignores touches by default.
@MainActor
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing. Default nil.
    open var text: String?

    /// The text colour; setting nil restores the default. Default `UIColor.label` (opaque black).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? UIColor.label }
    }

    /// The font; setting nil restores the default. Default the system font at 17 points.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }

    /// How the lines are aligned. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines: Int = 1

    private var storedTextColor: UIColor = UIColor.label
    private var storedFont: UIFont = UIFont.systemFont(ofSize: 17)

    /// Creates a label; `isUserInteractionEnabled` is false, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
