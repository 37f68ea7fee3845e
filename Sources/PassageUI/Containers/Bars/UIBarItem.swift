// The common part of the items bars show: a title, an image, whether it can be tapped and a tag. A change tells
// the navigation item (or toolbar) holding the item, which redraws its bar.
import Foundation
import PassageCore

/// An item a bar shows (UIKit's `UIBarItem`): the base of `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarItem {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The item's title. Default nil.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image, drawn at its own size. Default nil.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// Whether a tap on the item performs its action; a disabled item is drawn dimmed. Default true.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number identifying the item in your code. Default 0.
    open var tag = 0

    /// The bars showing the item, told when it changes.
    var observers: [WeakBarItemObserver] = []

    /// Creates an item with no title and no image.
    public init() {}

    func itemDidChange() {
        observers.removeAll { $0.observer == nil }
        for observer in observers { observer.observer?.barItemDidChange(self) }
    }

    func addObserver(_ observer: BarItemObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakBarItemObserver(observer: observer))
    }
}

/// What holds bar items and redraws when one changes (a navigation item, a toolbar).
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

/// A weak reference to a `BarItemObserver`.
struct WeakBarItemObserver {
    weak var observer: BarItemObserver?
}
