// A menu of actions (UIKit's `UIMenu`), kept so bar button items and buttons take the same arguments as on iOS.
// Passage does not show menus: a menu is held and can be read back, nothing more.
import Foundation

/// A group of menu elements with a title (UIKit's `UIMenu`). Passage holds menus but does not present them.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu titled `title` holding `children`.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
