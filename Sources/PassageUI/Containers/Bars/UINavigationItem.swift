// What a controller shows in a navigation bar while it is on top: its title (or a title view), the items at the
// left and right, and — for the controller above it — the back button's title. A change redraws the bar when the
// item is showing there (as the top item or as the one the back button names).
import Foundation
import PassageCore

/// The contents a controller gives the navigation bar (UIKit's `UINavigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: BarItemObserver {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The title shown centred in the bar (a controller's item follows its `title`). Default nil.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown centred in place of the title, at its own size. Default nil.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// The items at the left, leftmost first; they replace the back button unless
    /// `leftItemsSupplementBackButton`. Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { adopt(leftBarButtonItems) } }
    /// The items at the right, rightmost first (UIKit's order). Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { adopt(rightBarButtonItems) } }
    /// The item whose title the back button shows while the controller above this one is on top. Default nil.
    open var backBarButtonItem: UIBarButtonItem? { didSet { adopt(backBarButtonItem.map { [$0] }) } }
    /// The back button's title while the controller above this one is on top, when `backBarButtonItem` is nil.
    /// Default nil (the title is used, else "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top. Default false.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items follow the back button instead of replacing it. Default false.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    /// The controller whose item this is: told of changes so its navigation controller redraws the bar.
    weak var owner: UIViewController?

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
    }

    init(owner: UIViewController) {
        self.owner = owner
        title = owner.title
    }

    /// The leftmost item at the left, or nil. Setting it replaces every left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The rightmost item at the right, or nil. Setting it replaces every right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left items (the change is not animated in Passage).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (the change is not animated in Passage).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left item (the change is not animated in Passage).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item (the change is not animated in Passage).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button (the change is not animated in Passage).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button's title while the item above this one is on top: the back item's title, else
    /// `backButtonTitle`, else the title, else "Back" (UIKit's order).
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    func barItemDidChange(_ item: UIBarItem) { itemDidChange() }

    private func adopt(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.addObserver(self) }
        itemDidChange()
    }

    private func itemDidChange() {
        owner?.navigationItemDidChange(self)
    }
}
