// The view a bar draws for an item: its custom view, else a system button with its title (17 pt, bold for
// `.done`) and image, tinted with the item's tint colour, whose tap runs the item's action. Spaces draw nothing.
// A bar makes a fresh view each time it lays out its items, so an item can show in a navigation bar's outgoing
// and incoming content at once during a transition (except a custom view, which lives in one place); the item
// remembers the last one made, which a zoom out of the item (`sourceBarButtonItemProvider`) grows from.
import Foundation
import PassageCore

extension UIBarButtonItem {
    /// The point size of bar item titles (UIKit's 17 pt body size).
    static let titleFontSize: CGFloat = 17

    /// A view showing the item in a bar `height` points tall, sized to its content (or `width`), or nil for a space.
    func makeView(height: CGFloat) -> UIView? {
        guard !isSpace else { return nil }
        if let customView {
            let size = customView.frame.size
            customView.frame = CGRect(
                x: 0, y: (height - size.height) / 2, width: width > 0 ? width : size.width, height: size.height)
            lastShownView = customView
            return customView
        }
        let button = UIButton(type: .system)
        let font: UIFont =
            style == .done ? .boldSystemFont(ofSize: Self.titleFontSize) : .systemFont(ofSize: Self.titleFontSize)
        button.titleLabel?.font = font
        if let title = displayTitle, image == nil || self.title != nil { button.setTitle(title, for: .normal) }
        if let image { button.setImage(image, for: .normal) }
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        button.addAction(UIAction { [weak self] _ in self?.performAction() }, for: .touchUpInside)
        button.frame = CGRect(x: 0, y: 0, width: width > 0 ? width : contentWidth(of: button), height: height)
        lastShownView = button
        return button
    }

    /// The view that draws the item on screen now: the view a bar made for it last (or its custom view), if that
    /// is in a window; nil for an item no bar shows (a space, an item of a controller not on top, an item in no
    /// bar).
    var viewShowingItem: UIView? {
        if let view = lastShownView ?? customView, view.window != nil { return view }
        return nil
    }

    /// The width the item's content needs: the button's measured size, else an estimate from the title's
    /// length (`BarItemLayout.estimatedCharacterWidth`) when the text cannot be measured (the fonts are missing).
    private func contentWidth(of button: UIButton) -> CGFloat {
        let measured = button.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        ).width
        let imageWidth = button.currentImage?.size.width ?? 0
        guard measured <= imageWidth, let title = button.currentTitle, !title.isEmpty else { return measured }
        return imageWidth + CGFloat(title.count) * Self.titleFontSize * BarItemLayout.estimatedCharacterWidth
    }
}
