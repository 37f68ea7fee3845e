import UIKit

/// What a presented controller may tell a deck library: every requirement optional, in a public protocol.
@objc public protocol DeckPresentable {
    @objc optional var scrollViewForDeck: UIScrollView { get }
    @objc optional func deckHeight() -> CGFloat
    @objc optional func deckWillDismiss()
}

extension UINavigationController: DeckPresentable {}

final class ListController: UIViewController, DeckPresentable {
    let list = UIScrollView()
    var scrollViewForDeck: UIScrollView { list }
    func deckHeight() -> CGFloat { 400 }
}

final class DeckDriver {
    func scrollView(of presented: DeckPresentable) -> UIScrollView? {
        if let scrollView = presented.scrollViewForDeck { return scrollView }
        return nil
    }

    func height(of presented: DeckPresentable, known: Bool) -> CGFloat? {
        if known { return presented.deckHeight!() }
        presented.deckWillDismiss?()
        return presented.deckHeight?()
    }
}
