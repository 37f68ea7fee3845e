// The zoom's geometry at chosen frames (the reference's MORPH springs, ZoomMetrics): it starts on the source
// view's frame, moves on its springs to the zoomed frame, dims the content behind, hides the source while it
// flies, and leaves everything as it was; the pop asks the provider again and zooms into the view it names now.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class ZoomGeometryTests: XCTestCase {
    private var benches: [ZoomBench] = []

    private func bench(navigation: Bool, options: UIViewController.Transition.ZoomOptions? = nil) -> ZoomBench {
        let bench = ZoomBench(navigation: navigation, options: options)
        benches.append(bench)
        return bench
    }

    /// `preferredTransition` is nil until set; the classic values stand for the modal transition styles.
    func testPreferredTransitionDefaultsAndClassicValues() async {
        XCTAssertNil(UIViewController().preferredTransition)
        XCTAssertEqual(UIViewController.Transition.coverVertical.modalTransitionStyle, .coverVertical)
        XCTAssertEqual(UIViewController.Transition.flipHorizontal.modalTransitionStyle, .flipHorizontal)
        XCTAssertEqual(UIViewController.Transition.crossDissolve.modalTransitionStyle, .crossDissolve)
        XCTAssertEqual(UIViewController.Transition.partialCurl.modalTransitionStyle, .partialCurl)
        XCTAssertNil(UIViewController.Transition.zoom(sourceViewProvider: { _ in nil }).modalTransitionStyle)
    }

    /// Push: frame 0 is the source's frame with the source hidden and no dimming; at 0.1 s and 0.25 s the centre,
    /// width and height sit on their open springs and the dimming on the in spring; at rest Z's view is in the
    /// container at full size with nothing left over, and the source shows again.
    func testPushGeometryAtChosenFrames() async throws {
        let bench = bench(navigation: true)
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        let container = flight.container
        let start = container.convert(bench.a.bounds, from: bench.a)
        let end = flight.zoomedFrame
        XCTAssertEqual(end, container.bounds)
        XCTAssertEqual(flight.frame, start)
        XCTAssertTrue(bench.a.isHidden, "the source is hidden while it flies")
        XCTAssertEqual(flight.dimmingView.alpha, 0)
        XCTAssertEqual(flight.clipView.layer.cornerRadius, 8, "the source's radius at the start")
        for (frames, time) in [(6, 0.1), (9, 0.25)] {
            bench.loop.advance(frames: frames)
            let at = time
            XCTAssertEqual(
                flight.frame.midX,
                ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.midX, to: end.midX, at: at),
                accuracy: 1e-6)
            XCTAssertEqual(
                flight.frame.width,
                ZoomBench.spring(ZoomMetrics.openPositionSpring, from: start.width, to: end.width, at: at),
                accuracy: 1e-6)
            XCTAssertEqual(
                flight.frame.height,
                ZoomBench.spring(ZoomMetrics.openHeightSpring, from: start.height, to: end.height, at: at),
                accuracy: 1e-6)
            let dimming = ZoomBench.spring(ZoomMetrics.inSpring, from: 0, to: 1, at: at)
            XCTAssertEqual(flight.dimmingView.alpha, dimming, accuracy: 1e-6)
            XCTAssertEqual(CGFloat(flight.pageView.layer.shadowOpacity), 0.36 * dimming, accuracy: 1e-6)
            XCTAssertTrue(bench.a.isHidden)
        }
        let seconds = bench.settle()
        XCTAssertLessThan(seconds, 1, "settles well within a second")
        XCTAssertNil(bench.flight)
        XCTAssertFalse(bench.a.isHidden)
        XCTAssertTrue(bench.zoomed.view.superview === container)
        XCTAssertEqual(container.subviews.count, 1, "the dimming, page and snapshot are gone")
        XCTAssertEqual(bench.zoomed.view.frame, end)
        XCTAssertEqual(bench.zoomed.view.transform, .identity)
        XCTAssertEqual(bench.zoomed.view.alpha, 1)
        XCTAssertEqual(bench.appearance, ["S.willDisappear", "Z.willAppear", "S.didDisappear", "Z.didAppear"])
        XCTAssertEqual(bench.zoomed.coordinatorInWillAppear, true)
    }

    /// With an alignment rectangle, the content is scaled so that rectangle spans the clip's width at the start,
    /// and placed with its origin at the clip's origin; at rest the content is unscaled.
    func testAlignmentRectangleLinesUpWithTheSource() async throws {
        let options = UIViewController.Transition.ZoomOptions()
        let aligned = CGRect(x: 0, y: 100, width: 400, height: 300)
        options.alignmentRectProvider = { _ in aligned }
        let bench = bench(navigation: true, options: options)
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        let view = bench.zoomed.view!
        XCTAssertEqual(view.transform.a, 100.0 / 400, accuracy: 1e-9)
        let alignedInClip = view.convert(aligned, to: flight.clipView)
        XCTAssertEqual(alignedInClip.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(alignedInClip.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(alignedInClip.width, 100, accuracy: 1e-9)
        bench.settle()
        XCTAssertEqual(view.transform, .identity)
    }

    /// The provider is asked once when the push starts and once when the pop starts, with S and Z; the pop zooms
    /// into the view it names then (paging), on the zoom-out spring, and both sources show again afterwards.
    func testPopAsksAgainAndZoomsIntoTheNewSource() async throws {
        let bench = bench(navigation: true)
        bench.open()
        bench.settle()
        XCTAssertEqual(bench.asked.count, 1)
        let b = bench.b
        bench.provided = { b }
        bench.log.entries.removeAll()
        bench.close()
        XCTAssertEqual(bench.asked.count, 2)
        for context in bench.asked {
            XCTAssertTrue(context.source === bench.source)
            XCTAssertTrue(context.zoomed === bench.zoomed)
        }
        let flight = try XCTUnwrap(bench.flight)
        let target = flight.container.convert(b.bounds, from: b)
        XCTAssertTrue(b.isHidden)
        XCTAssertFalse(bench.a.isHidden)
        XCTAssertEqual(flight.centerX.target, target.midX)
        XCTAssertEqual(flight.height.target, target.height)
        bench.loop.advance(frames: 6)
        let start = flight.zoomedFrame
        XCTAssertEqual(
            flight.frame.midY, ZoomBench.spring(ZoomMetrics.outSpring, from: start.midY, to: target.midY, at: 0.1),
            accuracy: 1e-6)
        XCTAssertEqual(
            flight.dimmingView.alpha, ZoomBench.spring(ZoomMetrics.outSpring, from: 1, to: 0, at: 0.1), accuracy: 1e-6)
        bench.settle()
        XCTAssertEqual(bench.navigation?.viewControllers.count, 1)
        XCTAssertFalse(b.isHidden)
        XCTAssertNil(bench.zoomed.view.superview)
        XCTAssertEqual(bench.zoomed.view.transform, .identity)
        XCTAssertEqual(bench.appearance, ["Z.willDisappear", "S.willAppear", "Z.didDisappear", "S.didAppear"])
    }

    /// A nil source, a view outside any window, and a view off screen: each raises zoom-source-view-unavailable
    /// and the zoom cross-fades in place (the page at full size, its content fading in with the dimming); no crash,
    /// nothing left over.
    func testUnavailableSourcesCrossFadeWithADiagnostic() async throws {
        let offScreen = UIView(frame: CGRect(x: 40, y: 5000, width: 100, height: 100))
        let cases: [(String, () -> UIView?)] = [
            ("nil", { nil }), ("no window", { UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }),
            ("off screen", { offScreen }),
        ]
        for (name, provider) in cases {
            let bench = bench(navigation: true)
            bench.source.view.addSubview(offScreen)
            bench.provided = provider
            bench.open()
            let codes = bench.loop.diagnostics.filter { $0.code == .zoomSourceViewUnavailable }
            XCTAssertEqual(codes.count, 1, name)
            XCTAssertEqual(codes.first?.severity, .warning, name)
            let flight = try XCTUnwrap(bench.flight, name)
            XCTAssertEqual(flight.frame, flight.zoomedFrame, name)
            XCTAssertEqual(bench.zoomed.view.alpha, 0, name)
            bench.loop.advance(frames: 6)
            XCTAssertGreaterThan(bench.zoomed.view.alpha, 0.2, name)
            XCTAssertLessThan(bench.zoomed.view.alpha, 1, name)
            bench.settle()
            XCTAssertEqual(bench.zoomed.view.alpha, 1, name)
            XCTAssertEqual(bench.zoomed.view.frame, flight.zoomedFrame, name)
            XCTAssertEqual(flight.container.subviews.count, 1, name)
            bench.close()
            bench.settle()
            XCTAssertEqual(bench.navigation?.viewControllers.count, 1, name)
            XCTAssertEqual(bench.zoomed.view.alpha, 1, "\(name): the alpha is put back")
            XCTAssertFalse(offScreen.isHidden, name)
        }
    }

    /// dimmingColor replaces the black 15 %; dimmingVisualEffect adds a blur under it; both go when the zoom ends.
    func testDimmingOptions() async throws {
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = .systemRed
        options.dimmingVisualEffect = UIBlurEffect(style: .regular)
        let bench = bench(navigation: false, options: options)
        bench.open()
        let flight = try XCTUnwrap(bench.flight)
        XCTAssertEqual(flight.dimmingView.backgroundColor, .systemRed)
        let blur = try XCTUnwrap(flight.blurView)
        XCTAssertTrue(blur.superview === flight.container)
        bench.settle()
        XCTAssertNil(blur.superview)
        XCTAssertNil(flight.dimmingView.superview)
        let plain = self.bench(navigation: false)
        plain.open()
        XCTAssertEqual(plain.flight?.dimmingView.backgroundColor, UIColor.black.withAlphaComponent(0.15))
        XCTAssertNil(plain.flight?.blurView)
    }

    /// A zoom presents the sheet styles full screen (iOS 18); the classic values replace modalTransitionStyle for
    /// presentations (a cross-dissolve fades the presented view) and leave a push's slide alone.
    func testPresentationStylesAndClassicValues() async throws {
        let bench = bench(navigation: false)
        bench.zoomed.modalPresentationStyle = .pageSheet
        bench.open()
        XCTAssertEqual(bench.zoomed.presentationController?.presentationStyle, .fullScreen)
        XCTAssertNotNil(bench.flight)
        bench.settle()

        let log = CallbackLog()
        let root = LoggingViewController("R", log: log)
        let (loop, window) = makeWindow(root: root)
        defer { _ = window }
        let presented = LoggingViewController("P", log: log)
        presented.modalTransitionStyle = .coverVertical
        presented.preferredTransition = .crossDissolve
        root.present(presented, animated: true)
        loop.advance(frames: 15)
        XCTAssertEqual(presented.view.presentedAlpha, 0.5, accuracy: 0.01, "half way through the 0.5 s dissolve")
        XCTAssertEqual(presented.view.presentedTranslationX, 0)

        let pushed = LoggingViewController("Q", log: log)
        pushed.preferredTransition = .crossDissolve
        let navigation = UINavigationController(rootViewController: LoggingViewController("N", log: log))
        let (navigationLoop, navigationWindow) = makeWindow(root: navigation)
        defer { _ = navigationWindow }
        navigation.pushViewController(pushed, animated: true)
        navigationLoop.advance(frames: 1)
        XCTAssertGreaterThan(pushed.view.presentedTranslationX, 300, "a push keeps its slide")
    }
}
