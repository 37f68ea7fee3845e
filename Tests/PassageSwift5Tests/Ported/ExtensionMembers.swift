import UIKit

/// A library controller that groups its overrides, its open hooks and a conformance in one extension.
open class CardController: UIViewController {
    let card = UIView()

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }

    /// Called when the card settles open; subclasses override it.
    open func cardDidOpen() {}

    func cardWillClose() {}
}

extension CardController: UIViewControllerTransitioningDelegate {
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
}

final class BadgedCardController: CardController {
    var opened = 0
    var closing = 0

    override func cardDidOpen() {
        opened += 1
    }

    override func cardWillClose() {
        closing += 1
    }
}
