// The drop-in grab demos (seed 004, slides 64–103), checked over every way of building them (the manual
// transition, the interruptible animator, the display link) × finishing and cancelling traces: the presentation
// stays interactive so the finger's touches arrive mid-drop, the grab stops the card exactly where the running
// drop shows it, the card leaves the finger at the finger's velocity, and the transition ends finished or
// cancelled with the hierarchy in order.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class DropInGrabDemoTests: XCTestCase {
    private let styles = DropInGrabStyle.allCases

    /// Every grab demo is registered and plays a built-in trace.
    func testGrabDemosAreRegisteredWithTraces() async {
        for name in ["drop-in-grab", "drop-in-grab-cancel", "drop-in-grab-animator", "drop-in-display-link"] {
            let demo = DemoCatalog.named(name)
            XCTAssertNotNil(demo, name)
            XCTAssertEqual(demo?.isInteractive, true, name)
        }
    }

    /// An animated transition with an interaction controller does not ignore touches (UIKit's rule, which the
    /// seed's "always interactive" trick relies on): mid-drop the application takes touches.
    func testTouchesAreNotIgnoredWhileTheCardDrops() async {
        for style in styles {
            let run = DropInGrabRun(style, touches: false)
            run.stage.advance(to: DropInGrabScene.presentTime + 0.1)
            XCTAssertNotNil(run.card?.superview, "\(style)")
            XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents, "\(style)")
        }
    }

    /// Without touches each style drops the card in 0.5 s and completes the presentation: centred, flat, the
    /// pan gone from the container.
    func testDropWithoutTouchesCompletesOnItsOwn() async {
        for style in styles {
            let run = DropInGrabRun(style, touches: false)
            run.stage.advance(to: 1.5)
            guard let card = run.card, let container = card.superview else {
                return XCTFail("\(style): the card is not presented")
            }
            XCTAssertTrue(run.scene.presenter.presentedViewController === run.scene.presented, "\(style)")
            XCTAssertEqual(run.scene.log.entries.last, "presentCompletion", "\(style)")
            XCTAssertTrue(run.scene.log.entries.contains("animationEnded(true)"), "\(style)")
            XCTAssertFalse(run.scene.log.entries.contains("grab"), "\(style)")
            assertRect(card.shownFrame, CGRect(x: 47.5, y: 243.5, width: 280, height: 180), "\(style)")
            XCTAssertNil(container.gestureRecognizers, "\(style): the pan is removed at the end")
        }
    }

    /// The grab: on the frame the pan begins (0.5 s, 40% into the drop, for the finishing trace; one frame later
    /// for the cancelling one, whose finger moves slower) the card is shown exactly where the drop without the
    /// grab shows it on that frame — position (within 0.5 pt; measured 0) and swing — and it stays there.
    func testGrabStopsTheCardWhereTheDropShowsIt() async {
        for style in styles {
            let reference = DropInGrabRun.reference(style)
            for finishing in [true, false] {
                let label = "\(style) \(finishing ? "finishing" : "cancelling")"
                let run = DropInGrabRun(style, finishing: finishing)
                XCTAssertTrue(run.step(until: "grab"), label)
                XCTAssertEqual(run.stage.now, finishing ? 0.5 : 31.0 / 60, accuracy: 1e-9, label)
                guard let shown = run.shownCard, let expected = reference[run.stage.loop.frameCount] else {
                    return XCTFail("\(label): no card")
                }
                XCTAssertEqual(shown.position.x, expected.position.x, accuracy: 0.5, label)
                XCTAssertEqual(shown.position.y, expected.position.y, accuracy: 0.5, label)
                XCTAssertEqual(shown.transform.m22, expected.transform.m22, accuracy: 1e-6, "\(label): the swing")
                XCTAssertEqual(shown.transform.m23, expected.transform.m23, accuracy: 1e-6, "\(label): the swing")
                XCTAssertTrue(shown.transform.m23 > 0.3, "\(label): grabbed mid-swing")
                XCTAssertTrue(
                    expected.position.y < -15 && expected.position.y > -40,
                    "\(label): mid-drop, at \(expected.position.y)")
            }
        }
    }

    /// After the grab the card follows the finger point for point vertically until the release (the drop's
    /// animation no longer moves it).
    func testCardFollowsTheFingerAfterTheGrab() async {
        for style in styles {
            let run = DropInGrabRun(style)
            run.step(until: "grab")
            guard let grabbed = run.shownCard?.position, let fingerAtGrab = run.finger else {
                return XCTFail("\(style)")
            }
            var frames = 0
            while !run.scene.log.entries.contains("release(finish)") {
                run.stage.step()
                guard let shown = run.shownCard?.position, let finger = run.finger else { return XCTFail("\(style)") }
                XCTAssertEqual(
                    shown.y - grabbed.y, finger.y - fingerAtGrab.y, accuracy: 1e-6, "\(style) at \(run.stage.now)")
                XCTAssertEqual(shown.x, grabbed.x, accuracy: 1e-9, "\(style)")
                frames += 1
            }
            XCTAssertEqual(frames, 19, "\(style): the pan runs from 0.5 s to the release at 0.8167 s")
        }
    }

    /// Just before the release the card moves with the finger at the trace's release velocity (900 pt/s down,
    /// 600 up) — and the pan measures exactly that velocity (UIKit's 0.2/0.8 blend of two equal samples).
    func testCardMovesAtTheReleaseVelocityBeforeTheRelease() async {
        for style in styles {
            for finishing in [true, false] {
                let label = "\(style) \(finishing ? "finishing" : "cancelling")"
                let run = DropInGrabRun(style, finishing: finishing)
                run.step(until: "grab")
                var previous = run.shownCard?.position.y ?? 0
                var last = previous
                while !run.scene.log.entries.contains(where: { $0.hasPrefix("release") }) {
                    previous = run.shownCard?.position.y ?? 0
                    run.stage.step()
                    last = run.shownCard?.position.y ?? 0
                }
                // The release frame shows the finger's last position (the spring starts there), so the frame
                // before it measures the finger's last move.
                XCTAssertEqual((last - previous) * 60, releaseVelocity(finishing: finishing), accuracy: 1e-6, label)
                XCTAssertEqual(
                    release(in: run)?.speedTowardTarget ?? 0, abs(releaseVelocity(finishing: finishing)),
                    accuracy: 1e-6, label)
                XCTAssertEqual(release(in: run)?.finishes, finishing, label)
            }
        }
    }

    /// The spring starts at the pan's velocity: measured from consecutive frames 1 ms apart (a 1000 fps loop, so
    /// the spring's acceleration barely shows), the card's first velocity after the release is the trace's
    /// release velocity within 5% (measured: manual 0.93% / 1.8%, animator 0.93% / 1.8%, display link 0.13% /
    /// 0.11%, finishing / cancelling). initialSpringVelocity = velocity / remaining distance.
    func testCardLeavesTheFingerAtThePanVelocity() async {
        for style in styles {
            for finishing in [true, false] {
                let label = "\(style) \(finishing ? "finishing" : "cancelling")"
                let run = DropInGrabRun(style, finishing: finishing, framesPerSecond: 1000)
                XCTAssertTrue(run.step(until: finishing ? "release(finish)" : "release(cancel)"), label)
                let y0 = run.shownCard?.position.y ?? 0
                run.stage.step()
                let y1 = run.shownCard?.position.y ?? 0
                let velocity = (y1 - y0) * 1000
                let expected = releaseVelocity(finishing: finishing)
                XCTAssertEqual(velocity / expected, 1, accuracy: 0.05, "\(label): \(velocity) pt/s")
                if let release = release(in: run), style != .displayLink {
                    XCTAssertEqual(
                        release.initialSpringVelocity, abs(expected) / release.distance, accuracy: 1e-9, label)
                }
            }
        }
    }

    /// The finishing path: the presented controller is in place — the card centred (47.5, 243.5, 280 × 180),
    /// flat, hanging from its centre again, no perspective on the container — the transition was not cancelled,
    /// the pan is gone, and the callbacks come in order ending with the presentation's completion.
    func testFinishingReleasePresentsTheCard() async {
        for style in styles {
            let run = DropInGrabRun(style)
            var cancelled: Bool?
            run.stage.advance(to: DropInGrabScene.presentTime)
            run.scene.presented?.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
            run.runToEnd()
            guard let card = run.card, let container = card.superview else {
                return XCTFail("\(style): the card is not presented")
            }
            XCTAssertEqual(cancelled, false, "\(style): transitionWasCancelled")
            XCTAssertTrue(run.scene.presenter.presentedViewController === run.scene.presented, "\(style)")
            XCTAssertTrue(identical(run.stage.window.subviews, [run.scene.presenter.view, container]), "\(style)")
            assertRect(card.shownFrame, CGRect(x: 47.5, y: 243.5, width: 280, height: 180), "\(style)")
            XCTAssertEqual(card.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5), "\(style)")
            XCTAssertTrue(CATransform3DIsIdentity(card.layer.transform), "\(style)")
            XCTAssertTrue(CATransform3DIsIdentity(container.layer.sublayerTransform), "\(style)")
            XCTAssertNil(container.gestureRecognizers, "\(style): the pan is removed at the end")
            let completion = style == .displayLink ? "completeTransition" : "completeTransition(true)"
            XCTAssertEqual(
                run.entries(from: "grab"),
                ["grab", "release(finish)", completion, "animationEnded(true)", "presentCompletion"],
                "\(style)")
        }
    }

    /// The cancelling path: the card springs back above the top edge, then it is gone from the hierarchy, the
    /// presenter's view is alone in the window where it was, nothing is presented, the transition was cancelled,
    /// and the card controller is deallocated.
    func testCancellingReleaseLeavesThePresenterAlone() async {
        for style in styles {
            weak var presented: UIViewController?
            weak var card: UIView?
            weak var container: UIView?
            var cancelled: Bool?
            do {
                let run = DropInGrabRun(style, finishing: false)
                presented = run.scene.presented
                run.stage.advance(to: DropInGrabScene.presentTime)
                run.scene.presented?.transitionCoordinator?.animate(alongsideTransition: nil) {
                    cancelled = $0.isCancelled
                }
                card = run.card
                container = run.card?.superview
                run.step(until: "release(cancel)")
                run.stage.advance(to: run.stage.now + 0.25)
                XCTAssertLessThan(run.card?.shownFrame.maxY ?? 0, 0, "\(style): back above the top edge before it goes")
                run.runToEnd()
                XCTAssertEqual(cancelled, true, "\(style): transitionWasCancelled")
                XCTAssertNil(run.scene.presenter.presentedViewController, "\(style)")
                XCTAssertNil(card?.superview, "\(style)")
                XCTAssertTrue(identical(run.stage.window.subviews, [run.scene.presenter.view]), "\(style)")
                XCTAssertEqual(run.scene.presenter.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "\(style)")
                XCTAssertFalse(
                    run.scene.log.entries.contains("A.willDisappear"), "\(style): the presenter is untouched")
                if let shared = run.scene.sharedView {
                    XCTAssertTrue(shared.superview === run.scene.presenter.view, "\(style): the shared view is back")
                    XCTAssertEqual(shared.frame, CGRect(x: 50, y: 510, width: 60, height: 60), "\(style)")
                }
                let completion = style == .displayLink ? "completeTransition" : "completeTransition(false)"
                XCTAssertEqual(
                    run.entries(from: "grab"),
                    ["grab", "release(cancel)", completion, "animationEnded(false)", "presentCompletion"],
                    "\(style)")
            }
            XCTAssertNil(presented, "\(style): the cancelled card controller is deallocated")
            XCTAssertNil(card, "\(style): its view too")
            XCTAssertNil(container, "\(style): and the container")
        }
    }

    private func release(in run: DropInGrabRun) -> DropInRelease? {
        switch run.scene.interaction {
        case let transition as DropInGrabTransition: transition.release
        case let driver as DropInGrabDriver: driver.release
        case let interaction as DropInDisplayLinkInteraction: interaction.release
        default: nil
        }
    }
}
