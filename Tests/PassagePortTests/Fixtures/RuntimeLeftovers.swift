import UIKit

/// What Swift cannot give of the Objective-C runtime: each is reported with its replacement.
final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
    weak var target: UIScrollViewDelegate?

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || target?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target
    }
}

extension UIViewController {
    static func swizzleAppearance() {
        let original = class_getInstanceMethod(UIViewController.self, #selector(viewWillAppear(_:)))!
        let replacement = class_getInstanceMethod(UIViewController.self, #selector(tracked_viewWillAppear(_:)))!
        method_exchangeImplementations(original, replacement)
    }

    @objc func tracked_viewWillAppear(_ animated: Bool) {
        tracked_viewWillAppear(animated)
    }
}

enum Cards {
    class Deck {
        var cards: [UIView] = []
    }
}

extension Cards.Deck {
    @objc func shuffle() {}
}

final class MagicDeck: Cards.Deck {
    override func shuffle() {}
}
