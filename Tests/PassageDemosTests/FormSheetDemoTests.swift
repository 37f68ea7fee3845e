// The form-sheet demo: a custom presentation controller with a dimming view faded alongside the transition
// through the coordinator, a centred sheet frame, and a presenter that stays in the window.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class FormSheetDemoTests: XCTestCase {
    /// The sheet's frame: 300 × 400 centred in the 375 × 667 container.
    private let sheet = CGRect(x: 37.5, y: 133.5, width: 300, height: 400)

    /// The presentation: the dimming view goes in behind the sheet at alpha 0 and fades to 1 alongside while the
    /// sheet slides up from below the container (both 0.5 s ease-in-out, so halfway at 0.25 s); the presenter's
    /// view stays in the window below the container throughout and after.
    func testFormSheetPresentationFirstMiddleAndLastFrame() async {
        let stage = DemoStage()
        let scene = FormSheetScene(in: stage.window)
        let a = scene.presenter
        stage.advance(to: FormSheetScene.presentTime)
        guard let b = scene.presented, let container = b.view.superview,
            let controller = b.presentationController as? FormSheetPresentationController,
            let dimming = controller.dimmingView
        else { return XCTFail("the sheet is not being presented") }
        XCTAssertTrue(identical(stage.window.subviews, [a.view, container]))
        XCTAssertTrue(identical(container.subviews, [dimming, b.view]), "the dimming view is behind the sheet")
        assertRect(dimming.shownFrame, stage.window.bounds)
        XCTAssertEqual(dimming.shownAlpha, 0, accuracy: 1e-6)
        assertRect(b.view.shownFrame, sheet.offsetBy(dx: 0, dy: 667 - sheet.minY))
        XCTAssertEqual(b.view.shownAlpha, 1)

        stage.advance(to: FormSheetScene.presentTime + SheetAnimator.duration / 2)
        XCTAssertEqual(dimming.shownAlpha, 0.5, accuracy: 1e-4)
        assertRect(b.view.shownFrame, sheet.offsetBy(dx: 0, dy: (667 - sheet.minY) / 2))

        stage.advance(to: FormSheetScene.presentTime + SheetAnimator.duration)
        XCTAssertTrue(scene.log.entries.contains("presentCompletion"))
        XCTAssertEqual(dimming.shownAlpha, 1)
        assertRect(b.view.shownFrame, sheet)
        assertRect(controller.frameOfPresentedViewInContainerView, sheet)
        XCTAssertTrue(
            identical(stage.window.subviews, [a.view, container]), "a custom presentation keeps the presenter's view")
        XCTAssertTrue(identical(container.subviews, [dimming, b.view]))
        XCTAssertEqual(a.view.shownAlpha, 1)
        assertRect(a.view.shownFrame, stage.window.bounds)
    }

    /// The order over presentation and dismissal: will-begin before the animation; completeTransition, the
    /// presentation controller's did-end, animationEnded, the coordinator's completion, the caller's completion.
    /// The presenter's appearance does not change (its view stays).
    func testFormSheetCompletionOrder() async {
        let stage = DemoStage()
        let scene = FormSheetScene(in: stage.window)
        scene.log.clear()
        stage.advance(to: FormSheetScene.duration)
        XCTAssertEqual(
            scene.log.entries,
            [
                "Sheet.willAppear", "presentationTransitionWillBegin", "completeTransition", "Sheet.didAppear",
                "presentationTransitionDidEnd(true)", "animationEnded(true)", "dimmingFadedIn(cancelled: false)",
                "presentCompletion",
                "Sheet.willDisappear", "dismissalTransitionWillBegin", "completeTransition", "Sheet.didDisappear",
                "dismissalTransitionDidEnd(true)", "animationEnded(true)", "dimmingFadedOut(cancelled: false)",
                "dismissCompletion",
            ])
    }

    /// The dismissal fades the dimming view out alongside the sheet sliding down and removes it when it ends;
    /// afterwards the window holds only the presenter's view and the sheet, its presentation controller, the
    /// dimming view and the container are released.
    func testFormSheetDismissalRemovesTheDimmingAndReleasesTheSheet() async {
        let stage = DemoStage()
        let scene = FormSheetScene(in: stage.window)
        let a = scene.presenter
        weak var container: UIView?
        weak var dimming: UIView?
        weak var controller: UIPresentationController?
        do {
            stage.advance(to: FormSheetScene.dismissTime)
            guard let b = scene.presented else { return XCTFail("the sheet is not presented") }
            container = b.view.superview
            controller = b.presentationController
            dimming = (controller as? FormSheetPresentationController)?.dimmingView
            XCTAssertEqual(dimming?.shownAlpha ?? -1, 1, accuracy: 1e-6)
            assertRect(b.view.shownFrame, sheet)
            stage.advance(to: FormSheetScene.dismissTime + SheetAnimator.duration / 2)
            XCTAssertEqual(dimming?.shownAlpha ?? -1, 0.5, accuracy: 1e-4)
            assertRect(b.view.shownFrame, sheet.offsetBy(dx: 0, dy: (667 - sheet.minY) / 2))
        }
        stage.advance(to: FormSheetScene.duration)
        XCTAssertTrue(identical(stage.window.subviews, [a.view]))
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(scene.presented, "the dismissed sheet is released")
        XCTAssertNil(controller, "its presentation controller is released")
        XCTAssertNil(dimming, "the dimming view is removed and released")
        XCTAssertNil(container, "the container is released")
    }
}
