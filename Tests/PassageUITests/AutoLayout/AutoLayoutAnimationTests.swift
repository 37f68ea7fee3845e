// The layout-animation idiom: change constants, then call layoutIfNeeded() inside an animation. Every
// frame the new constants change animates, measured mid-way, in a block animation, a property animator
// (running and scrubbed) and an interactive transition.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A card pinned to the bottom of `container` with an animatable height, and a badge sitting on its top edge.
@MainActor
private struct Card {
    let card: UIView
    let badge: UIView
    let height: NSLayoutConstraint

    init(in container: UIView, height: CGFloat = 100) {
        card = constrainedView(in: container)
        badge = constrainedView(in: container)
        self.height = card.heightAnchor.constraint(equalToConstant: height)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor), self.height,
            badge.bottomAnchor.constraint(equalTo: card.topAnchor),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    /// The card's presented (on-screen) frame and the badge's presented minY.
    var presentedCardFrame: CGRect { presentedFrame(card) }
    var presentedBadgeMinY: CGFloat { presentedFrame(badge).minY }
}

@MainActor
private func presentedFrame(_ view: UIView) -> CGRect {
    let layer = view.layer.presentation() ?? view.layer
    let size = layer.bounds.size
    return CGRect(
        x: layer.position.x - size.width / 2, y: layer.position.y - size.height / 2, width: size.width,
        height: size.height)
}

@MainActor
final class AutoLayoutAnimationTests: XCTestCase {
    /// `UIView.animate { layoutIfNeeded() }` after a constant change animates the card and what hangs on it:
    /// at half time (linear, 1 s, 30 of 60 frames) both are half-way; at the end, at the new layout.
    func testBlockAnimationOfConstantChangeIsHalfWayAtHalfTime() async {
        let (loop, window) = makeLayoutWindow()
        let card = Card(in: window)
        loop.step()
        assertRect(card.card.frame, CGRect(x: 0, y: 700, width: 400, height: 100))
        XCTAssertEqual(card.badge.frame.minY, 680)
        card.height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        assertRect(card.card.frame, CGRect(x: 0, y: 500, width: 400, height: 300), accuracy: 1e-9)
        loop.advance(frames: 30)
        assertRect(card.presentedCardFrame, CGRect(x: 0, y: 600, width: 400, height: 200), accuracy: 1e-6)
        XCTAssertEqual(card.presentedBadgeMinY, 580, accuracy: 1e-6)
        loop.advance(frames: 31)
        assertRect(card.presentedCardFrame, CGRect(x: 0, y: 500, width: 400, height: 300), accuracy: 1e-9)
        XCTAssertEqual(card.presentedBadgeMinY, 480, accuracy: 1e-9)
    }

    /// Layout outside an animation block does not animate: the next frame shows the new layout.
    func testLayoutOutsideAnAnimationIsImmediate() async {
        let (loop, window) = makeLayoutWindow()
        let card = Card(in: window)
        loop.step()
        card.height.constant = 300
        loop.step()
        assertRect(card.presentedCardFrame, CGRect(x: 0, y: 500, width: 400, height: 300))
    }

    /// A property animator whose animations call layoutIfNeeded: scrubbed to 0.25 the card is a quarter of the
    /// way; started, it runs on to the end.
    func testPropertyAnimatorScrubsAndRunsTheLayoutChange() async {
        let (loop, window) = makeLayoutWindow()
        let card = Card(in: window)
        loop.step()
        card.height.constant = 300
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { window.layoutIfNeeded() }
        animator.fractionComplete = 0.25
        loop.step()
        XCTAssertEqual(card.presentedCardFrame.height, 150, accuracy: 1e-6)
        XCTAssertEqual(card.presentedBadgeMinY, 630, accuracy: 1e-6)
        animator.startAnimation()
        loop.advance(frames: 70)
        assertRect(card.presentedCardFrame, CGRect(x: 0, y: 500, width: 400, height: 300), accuracy: 1e-9)
    }

    /// In an interactive push whose animator grows a constrained card with the idiom, update(0.5) holds the
    /// card half-way; finishing lands it at its full height.
    func testInteractiveTransitionScrubsTheLayoutChange() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        let animator = GrowingCardAnimator()
        delegate.animator = animator
        delegate.interactor = interaction
        navigation.delegate = delegate
        loop.step()
        navigation.pushViewController(UIViewController(), animated: true)
        interaction.update(0.5)
        loop.advance(frames: 5)
        let card = try! XCTUnwrap(animator.card)
        XCTAssertEqual(card.presentedCardFrame.height, 200, accuracy: 1e-6)
        interaction.finish()
        loop.advance(frames: 60)
        XCTAssertEqual(card.presentedCardFrame.height, 300, accuracy: 1e-9)
        XCTAssertEqual(card.card.frame.height, 300)
        withExtendedLifetime((window, delegate)) {}
    }

    /// An alongside animation of an interactive push that calls layoutIfNeeded after a constant change is
    /// scrubbed with the transition: half-way at update(0.5).
    func testAlongsideAnimationScrubsTheLayoutChange() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (loop, window) = makeWindow(root: navigation)
        let card = Card(in: root.view)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1)
        delegate.interactor = interaction
        navigation.delegate = delegate
        loop.step()
        XCTAssertEqual(card.card.frame.height, 100)
        navigation.pushViewController(UIViewController(), animated: true)
        card.height.constant = 300
        navigation.transitionCoordinator?.animate(
            alongsideTransition: { _ in root.view.layoutIfNeeded() }, completion: nil)
        interaction.update(0.5)
        loop.advance(frames: 5)
        XCTAssertEqual(card.presentedCardFrame.height, 200, accuracy: 1e-4, "scrubbed layer time is single precision")
        XCTAssertEqual(card.presentedBadgeMinY, card.presentedCardFrame.minY - 20, accuracy: 1e-4)
        withExtendedLifetime((window, delegate)) {}
    }
}

/// A push animator that lays out a card at 100 points in the incoming view, then grows it to 300 with
/// `UIView.animate { layoutIfNeeded() }` over the transition (1 s, linear).
@MainActor
private final class GrowingCardAnimator: UIViewControllerAnimatedTransitioning {
    var card: Card?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: to)
        context.containerView.addSubview(toView)
        let card = Card(in: toView)
        self.card = card
        toView.layoutIfNeeded()
        card.height.constant = 300
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.layoutIfNeeded() },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
