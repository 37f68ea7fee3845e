// The transition coordinator as the participants see it in viewWillAppear / viewWillDisappear: already
// interactive when the transition starts interactively, so session 218's pattern works (register
// notifyWhenInteractionEnds when the coordinator is initially interactive, undo a side effect on cancel).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Session 218's pattern: viewWillAppear makes a change (a badge shown) and, when the coordinator is initially
/// interactive, undoes it if the interaction is cancelled. Records the coordinator's flags in both callbacks.
@MainActor
private final class UndoingViewController: UIViewController {
    var flagsInWillAppear: (initially: Bool, interactive: Bool)?
    var flagsInWillDisappear: (initially: Bool, interactive: Bool)?
    var badgeShown = false
    var interactionEnds: [Bool] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        flagsInWillAppear = (coordinator.initiallyInteractive, coordinator.isInteractive)
        badgeShown = true
        if coordinator.initiallyInteractive {
            coordinator.notifyWhenInteractionEnds { [weak self] context in
                self?.interactionEnds.append(context.isCancelled)
                if context.isCancelled { self?.badgeShown = false }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator else { return }
        flagsInWillDisappear = (coordinator.initiallyInteractive, coordinator.isInteractive)
    }
}

@MainActor
final class CoordinatorInAppearanceTests: XCTestCase {
    /// A navigation controller on A with B pushed, its delegate vending a 1 s slide and `interaction` for the pop.
    private func makeStack(interaction: UIPercentDrivenInteractiveTransition?)
        -> (FrameLoop, UIWindow, UINavigationController, UndoingViewController, UndoingViewController, VendingDelegate)
    {
        let a = UndoingViewController()
        let navigation = UINavigationController(rootViewController: a)
        let (loop, window) = makeWindow(root: navigation)
        let b = UndoingViewController()
        navigation.pushViewController(b, animated: false)
        let delegate = VendingDelegate()
        delegate.animator = LinearSlideAnimator(duration: 1, reverse: true)
        delegate.interactor = interaction
        navigation.delegate = delegate
        a.flagsInWillAppear = nil
        a.badgeShown = false
        return (loop, window, navigation, a, b, delegate)
    }

    /// UIKit: in an interactive pop, the coordinator reports initiallyInteractive and isInteractive from the
    /// first appearance callback (session 218, "viewWillAppear is really viewMightAppear"); the pattern
    /// registered there hears the cancel and undoes its change.
    func testInteractivePopIsInteractiveInWillAppearAndTheUndoPatternRuns() async {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (loop, window, navigation, a, b, delegate) = makeStack(interaction: interaction)
        navigation.popViewController(animated: true)
        XCTAssertEqual(a.flagsInWillAppear?.initially, true)
        XCTAssertEqual(a.flagsInWillAppear?.interactive, true)
        XCTAssertEqual(b.flagsInWillDisappear?.initially, true)
        XCTAssertEqual(b.flagsInWillDisappear?.interactive, true)
        XCTAssertTrue(a.badgeShown)
        interaction.update(0.3)
        loop.advance(frames: 2)
        interaction.cancel()
        XCTAssertEqual(a.interactionEnds, [true])
        XCTAssertFalse(a.badgeShown, "the side effect is undone when the interaction is cancelled")
        loop.runUntilIdle()
        XCTAssertTrue(navigation.topViewController === b)
        withExtendedLifetime((window, delegate)) {}
    }

    /// Finishing: the handler hears isCancelled false and the change stays.
    func testInteractivePopFinishedKeepsTheChange() async {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (loop, window, navigation, a, _, delegate) = makeStack(interaction: interaction)
        navigation.popViewController(animated: true)
        interaction.update(0.7)
        loop.advance(frames: 1)
        interaction.finish()
        loop.runUntilIdle()
        XCTAssertEqual(a.interactionEnds, [false])
        XCTAssertTrue(a.badgeShown)
        XCTAssertTrue(navigation.topViewController === a)
        withExtendedLifetime((window, delegate)) {}
    }

    /// Without an interaction controller, and with one that does not want an interactive start, both flags
    /// read false in viewWillAppear and the pattern registers nothing.
    func testNonInteractiveStartsReportFalse() async {
        let lazy = UIPercentDrivenInteractiveTransition()
        lazy.wantsInteractiveStart = false
        for interaction in [nil, lazy] {
            let (loop, window, navigation, a, b, delegate) = makeStack(interaction: interaction)
            navigation.popViewController(animated: true)
            XCTAssertEqual(a.flagsInWillAppear?.initially, false)
            XCTAssertEqual(a.flagsInWillAppear?.interactive, false)
            XCTAssertEqual(b.flagsInWillDisappear?.interactive, false)
            loop.runUntilIdle()
            XCTAssertEqual(a.interactionEnds, [])
            XCTAssertTrue(navigation.topViewController === a)
            withExtendedLifetime((window, delegate)) {}
        }
    }
}
