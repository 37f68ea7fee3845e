import UIKit

/// What a presented controller may tell a deck library: every requirement optional, in a public protocol.
public protocol DeckPresentable: AnyObject {
    var scrollViewForDeck: UIScrollView? { get }
    func deckHeight() -> CGFloat?
    func deckWillDismiss()
}

extension DeckPresentable {
    public var scrollViewForDeck: UIScrollView? { nil }
    public func deckHeight() -> CGFloat? { nil }
    public func deckWillDismiss() {}
}

extension UINavigationController: DeckPresentable {}

final class ListController: UIViewController, DeckPresentable {
    let list = UIScrollView()
    var scrollViewForDeck: UIScrollView? { list }
    func deckHeight() -> CGFloat? { 400 }
}

final class DeckDriver {
    func scrollView(of presented: DeckPresentable) -> UIScrollView? {
        if let scrollView = presented.scrollViewForDeck { return scrollView }
        return nil
    }

    func height(of presented: DeckPresentable, known: Bool) -> CGFloat? {
        if known { return presented.deckHeight()! }
        presented.deckWillDismiss()
        return presented.deckHeight()
    }
}
