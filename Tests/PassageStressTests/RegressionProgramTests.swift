// The minimal programs of the bugs the random programs found, each kept as it was printed (with its seed). Each
// broke an invariant (or trapped) before the fix its comment names.
import Foundation
import Passage
import PassageStress
import XCTest

@MainActor
final class RegressionProgramTests: XCTestCase {
    /// Seed 4: letting the window go after a presentation leaked the window and both controllers (the presentation
    /// controller and the presented controller held each other, and the window through the presenter's old place).
    func testWindowLetGoAfterAPresentationReleasesEverything() async {
        let program = StressProgram(
            seed: 4, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system)
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 24: replacing the root under a full-screen presentation left the presented view in the window.
    func testReplacingTheRootUnderAPresentation() async {
        let program = StressProgram(
            seed: 24, root: .plain, ending: .replaceRoot,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .edgeSwipe(toFraction: 0.5, velocity: 0.0),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 32: replacing the root under a sheet left the sheet in the window.
    func testReplacingTheRootUnderASheet() async {
        let program = StressProgram(
            seed: 32, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .mediumSheet, content: .plain, animated: true, animator: .system),
                .replaceRoot(content: .plain),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 18: replacing the root while a custom presentation's dismissal ran put a released navigation
    /// controller's view back into the window, and the next layout trapped on its unowned reference.
    func testReplacingTheRootDuringADismissalDoesNotTrap() async {
        let program = StressProgram(
            seed: 18, root: .navigation(depth: 3), ending: .replaceRoot,
            operations: [
                .push(navigation: 1, content: .plain, animated: true, animator: .block),
                .interactivePop(
                    navigation: 1, animator: .spring,
                    drive: StressDrive(frames: 10, percent: 0.1, finish: true, completionSpeed: 0.5)),
                .push(navigation: 2, content: .plain, animated: false, animator: .instant),
                .advance(frames: 21),
                .present(
                    from: 2, style: .customRemovingPresenter, content: .navigation(depth: 1), animated: true,
                    animator: .twice),
                .advance(frames: 19),
                .dismiss(presented: 1, via: .presenter, animated: true, animator: .keyframes),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 246: replacing the root while a finger dragged a sheet down left the dismissal running forever (the
    /// drag's end was ignored) and the old root alive.
    func testReplacingTheRootDuringASheetDrag() async {
        let program = StressProgram(
            seed: 246, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .mediumSheet, content: .plain, animated: false, animator: .system),
                .sheetSwipe(toFraction: 0.5, velocity: 0.0),
                .advance(frames: 2),
                .replaceRoot(content: .plain),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 750: replacing the root while a dismissal waited for the watchdog (an animator that never completes)
    /// left a released navigation controller's view to be laid out, which trapped on its unowned reference.
    func testReplacingTheRootDuringAStuckDismissalDoesNotTrap() async {
        let program = StressProgram(
            seed: 750, root: .navigation(depth: 1), ending: .idle,
            operations: [
                .present(
                    from: 0, style: .overCurrentContext, content: .tabs(count: 2), animated: true, animator: .keyframes),
                .advance(frames: 2),
                .present(from: 3, style: .custom, content: .tabs(count: 2), animated: true, animator: .spring),
                .advance(frames: 42),
                .dismiss(presented: 2, via: .root, animated: true, animator: .never),
                .advance(frames: 10),
                .replaceRoot(content: .navigation(depth: 1)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 5845: a dismissal waiting behind a dismissal of the whole chain found its controller no longer
    /// presented and returned without running its completion.
    func testDismissalQueuedBehindTheChainsDismissalRunsItsCompletion() async {
        let program = StressProgram(
            seed: 5845, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: true, animator: .system),
                .present(from: 7, style: .fullScreen, content: .plain, animated: true, animator: .system),
                .advance(frames: 34),
                .present(from: 2, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .dismiss(presented: 0, via: .root, animated: false, animator: .system),
                .dismiss(presented: 3, via: .presented, animated: false, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 300: replacing the root while a dismissal ran let the dismissal put the old root's view back into the
    /// window, where it stayed after the old root was released.
    func testReplacingTheRootDuringADismissalKeepsTheOldRootOut() async {
        let program = StressProgram(
            seed: 300, root: .navigation(depth: 1), ending: .idle,
            operations: [
                .advance(frames: 1),
                .present(
                    from: 0, style: .fullScreen, content: .navigation(depth: 1), animated: false, animator: .system),
                .present(from: 6, style: .fullScreen, content: .plain, animated: true, animator: .system),
                .dismiss(presented: 0, via: .presenter, animated: true, animator: .system),
                .advance(frames: 30),
                .replaceRoot(content: .plain),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 2993: a `.currentContext` presentation made in a tab stayed on screen after switching to another tab
    /// (its container was left in the tab bar controller's transition view).
    func testATabSwitchTakesTheTabsCurrentContextPresentationOffScreen() async {
        let program = StressProgram(
            seed: 2993, root: .tabs(count: 2), ending: .idle,
            operations: [
                .present(from: 1, style: .currentContext, content: .plain, animated: false, animator: .system),
                .selectTab(tabs: 0, index: 1, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 671: a full-screen presentation from the tab bar controller took an over-current-context presentation
    /// made in a tab off screen, but left its controller appeared.
    func testAFullScreenPresentationFromAnAncestorCoversAnOverCurrentContextPresentation() async {
        let program = StressProgram(
            seed: 671, root: .tabs(count: 2), ending: .idle,
            operations: [
                .present(from: 2, style: .overCurrentContext, content: .plain, animated: false, animator: .system),
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 1492 (with the gesture operations): a presentation made over a tab's current-context presentation
    /// stayed appeared when the tab switch took both off screen.
    func testATabSwitchTakesPresentationsOverTheTabsPresentationOffScreen() async {
        let program = StressProgram(
            seed: 1492, root: .navigation(depth: 3), ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .tabs(count: 2), animated: false, animator: .system),
                .present(from: 5, style: .currentContext, content: .plain, animated: false, animator: .system),
                .present(from: 7, style: .overCurrentContext, content: .plain, animated: false, animator: .system),
                .selectTab(tabs: 0, index: 1, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 2366: a full-screen presentation from a tab's current-context presentation was presented by that
    /// controller instead of the tab bar controller, and stayed in the window when the tabs switched under it.
    func testAFullScreenPresentationFromAContextPresentationIsPresentedByTheFullScreenAncestor() async {
        let program = StressProgram(
            seed: 2366, root: .tabs(count: 2), ending: .idle,
            operations: [
                .present(from: 1, style: .currentContext, content: .plain, animated: false, animator: .system),
                .present(from: 3, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .selectTab(tabs: 0, index: 1, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 2006: dismissing a chain whose top was presented in the context of the full-screen controller below it
    /// took the top's container out of the window first, and the root came back without appearing.
    func testDismissingAChainEndingInAContextPresentationMakesTheRootAppear() async {
        let program = StressProgram(
            seed: 2006, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .present(from: 3, style: .currentContext, content: .plain, animated: false, animator: .system),
                .dismiss(presented: 0, via: .root, animated: false, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Found before the gesture operations (seed 2386 then): an interaction drive left on a navigation controller
    /// whose pop had nothing to pop drove its next pop, with an animator that completes at once, and a push under an
    /// over-current-context presentation followed.
    func testALeftOverDriveWithAnInstantAnimatorLeaksNothing() async {
        let program = StressProgram(
            seed: 2386, root: .navigation(depth: 1), ending: .idle,
            operations: [
                .present(
                    from: 0, style: .overCurrentContext, content: .navigation(depth: 1), animated: true,
                    animator: .system),
                .interactivePop(
                    navigation: 1, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: true, completionSpeed: 1.0)),
                .setViewControllers(navigation: 1, keep: 0, add: 1, animated: false, animator: .system),
                .popTo(navigation: 1, index: 0, animated: true, animator: .instant),
                .push(navigation: 0, content: .plain, animated: true, animator: .propertyAnimator),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 5863 of the 100,000-program run: dismissing a full-screen controller and the over-full-screen one above
    /// it from the root, the top's dismissal cancelled (a drive given before it started), left the root's view out
    /// of the window under the over-full-screen controller that stayed.
    func testACancelledDismissalOfAChainsOverFullScreenTopLeavesTheRootOnScreen() async {
        let program = StressProgram(
            seed: 5863, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .present(from: 3, style: .overFullScreen, content: .plain, animated: true, animator: .system),
                .dismiss(presented: 0, via: .presenter, animated: true, animator: .system),
                .interactiveDismiss(
                    presented: 0, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// The soak program (seed 1, 100,000 operations) at operation 63,033, shrunk: cancelling a tab switch brought
    /// back a tab's over-current-context presentation and made its controller appear although the current-context
    /// presentation above it kept its view out of the window.
    func testACancelledTabSwitchKeepsACoveredContextPresentationDisappeared() async {
        let program = StressProgram(
            seed: 1, root: .plain, ending: .idle,
            operations: [
                .replaceRoot(content: .tabs(count: 2)),
                .present(from: 2, style: .overCurrentContext, content: .plain, animated: false, animator: .system),
                .present(from: 3, style: .currentContext, content: .plain, animated: false, animator: .system),
                .interactiveSelectTab(
                    tabs: 0, index: 1, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 57525 of the 100,000-program run: after a cancelled dismissal of a chain from the root left the top
    /// presented by the root, dismissing the top put the root's view back where the removed middle controller's
    /// view had been (out of the window), and the root appeared off screen.
    func testDismissingTheTopLeftByACancelledChainDismissalPutsTheRootBack() async {
        let program = StressProgram(
            seed: 57525, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .present(
                    from: 5, style: .fullScreen, content: .navigation(depth: 1), animated: false, animator: .system),
                .push(navigation: 0, content: .plain, animated: true, animator: .system),
                .dismiss(presented: 0, via: .root, animated: true, animator: .system),
                .interactiveDismiss(
                    presented: 3, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 78072 of the 100,000-program run: a chain dismissal from the root whose top was presented in the
    /// middle's context, cancelled, left the top appeared inside the middle's container, out of the window.
    func testACancelledChainDismissalKeepsATopPresentedInTheMiddlesContextOnScreen() async {
        let program = StressProgram(
            seed: 78072, root: .plain, ending: .idle,
            operations: [
                .present(
                    from: 0, style: .fullScreen, content: .navigation(depth: 1), animated: true, animator: .system),
                .present(from: 2, style: .currentContext, content: .plain, animated: true, animator: .system),
                .dismiss(presented: 0, via: .presenter, animated: true, animator: .system),
                .advance(frames: 34),
                .interactiveDismiss(
                    presented: 0, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 30705 of the 100,000-program run: a finger dragging a medium sheet when a full-screen presentation from
    /// the sheet covered it went on to start the sheet's swipe dismissal, which dismissed the covering controller
    /// instead; the swipe's interaction controller stayed with the sheet, and the sheet's next dismissal waited for
    /// it forever.
    func testASheetCoveredWhileDraggedIsNotSwipeDismissed() async {
        let program = StressProgram(
            seed: 30705, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .mediumSheet, content: .plain, animated: false, animator: .system),
                .edgeSwipe(toFraction: 0.5, velocity: 0.0),
                .advance(frames: 2),
                .present(from: 1, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .advance(frames: 1),
                .advance(frames: 21),
                .dismiss(presented: 0, via: .presented, animated: true, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 33747 of the 100,000-program run: the same with the finger of a pan on the tab's navigation controller
    /// landing on the sheet.
    func testASheetCoveredWhileDraggedIsNotSwipeDismissedInTabs() async {
        let program = StressProgram(
            seed: 33747, root: .tabs(count: 2), ending: .idle,
            operations: [
                .present(from: 0, style: .mediumSheet, content: .plain, animated: false, animator: .system),
                .push(navigation: 0, content: .plain, animated: false, animator: .system),
                .pan(action: .pop, animator: .block, toFraction: 0.5, velocity: 0.0),
                .push(navigation: 0, content: .plain, animated: false, animator: .system),
                .advance(frames: 1),
                .present(from: 7, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .advance(frames: 17),
                .dismiss(presented: 0, via: .presented, animated: true, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 84912 of the 100,000-program run: the same, the sheet presented while the finger was already down.
    func testASheetPresentedUnderAFingerAndCoveredIsNotSwipeDismissed() async {
        let program = StressProgram(
            seed: 84912, root: .plain, ending: .idle,
            operations: [
                .replaceRoot(content: .tabs(count: 3)),
                .pan(action: .pop, animator: .block, toFraction: 0.5, velocity: 0.0),
                .present(from: 0, style: .mediumSheet, content: .plain, animated: false, animator: .system),
                .advance(frames: 1),
                .present(from: 7, style: .fullScreen, content: .plain, animated: false, animator: .system),
                .advance(frames: 21),
                .dismiss(presented: 0, via: .presented, animated: true, animator: .system),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 45574 of the 100,000-program run: dismissing a form sheet and the full-screen controller it presented
    /// from the root, the top's dismissal cancelled, left the full-screen controller presented by the root with the
    /// root's view still in the window (and appeared) under it.
    func testACancelledChainDismissalOverASheetTakesTheRootOffScreen() async {
        let program = StressProgram(
            seed: 45574, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .formSheet, content: .plain, animated: false, animator: .system),
                .present(from: 5, style: .fullScreen, content: .plain, animated: true, animator: .system),
                .dismiss(presented: 0, via: .root, animated: true, animator: .system),
                .interactiveDismiss(
                    presented: 0, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }

    /// Seed 40337 of the 100,000-program run: the same over a medium sheet.
    func testACancelledChainDismissalOverAMediumSheetTakesTheRootOffScreen() async {
        let program = StressProgram(
            seed: 40337, root: .plain, ending: .idle,
            operations: [
                .present(from: 0, style: .mediumSheet, content: .plain, animated: false, animator: .system),
                .present(from: 5, style: .fullScreen, content: .plain, animated: true, animator: .system),
                .interactiveDismiss(
                    presented: 0, animator: .block,
                    drive: StressDrive(frames: 1, percent: 0.5, finish: false, completionSpeed: 1.0)),
                .advance(frames: 34),
                .dismiss(presented: 0, via: .root, animated: true, animator: .system),
                .interactiveDismiss(
                    presented: 0, animator: .block,
                    drive: StressDrive(frames: 0, percent: 0.5, finish: false, completionSpeed: 1.0)),
            ]
        )
        XCTAssertNil(StressRunner().run(program).failure)
    }
}
