// Runs the Swift 5 library patterns: the card presentation with the bubble animator presents and dismisses,
// the dimming view follows the coordinator, and the helpers answer as on iOS.
import Passage
import XCTest

@MainActor
final class LibraryPatternTests: XCTestCase {
    /// present(_:animated:) through the protocol extension: the custom presentation controller places the card
    /// 28 pt down, the dimming view fades in alongside, the bubble grows from the starting point; dismissal
    /// removes the bubble and the card.
    func testCardPresentsAndDismissesWithTheBubble() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) { HostViewController() }
        let card = UIViewController()
        host.presentCard(card, from: CGPoint(x: 200, y: 700))
        XCTAssertEqual(host.cardDelegate.animator.bubble.center, CGPoint(x: 200, y: 700), "didSet moved the bubble")
        loop.runUntilIdle()
        XCTAssertTrue(host.presentedViewController === card)
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 28, width: 400, height: 772))
        let presentation = card.presentationController as? CardPresentationController
        XCTAssertEqual(presentation?.dimmingAlpha, 1)
        XCTAssertEqual(host.cardDelegate.animator.bubble.transform, .identity)
        card.dismiss(animated: true, completion: nil)
        loop.runUntilIdle()
        XCTAssertNil(host.presentedViewController)
        XCTAssertNil(host.cardDelegate.animator.bubble.superview)
        XCTAssertEqual(presentation?.dimmingAlpha, 0)
        withExtendedLifetime(window) {}
    }

    /// The helpers: the covering diameter from (200, 700) in 400 × 800 is 2·√(200² + 700²); the interactor's
    /// progress clamps; the static handle is 36 × 5 with radius 2.5.
    func testHelpersAnswerAsOnIOS() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let animator = BubbleRevealAnimator()
        XCTAssertEqual(
            animator.coveringDiameter(from: CGPoint(x: 200, y: 700), in: CGSize(width: 400, height: 800)),
            2 * (200 * 200 + 700 * 700 as CGFloat).squareRoot(), accuracy: 1e-9)
        let interactor = PanToDismissInteractor()
        XCTAssertEqual(interactor.progress(forTranslation: 1200, in: 800), 1)
        XCTAssertEqual(interactor.progress(forTranslation: 200, in: 800), 0.25)
        XCTAssertEqual(PanToDismissInteractor.finishThreshold, 0.3)
        let handle = UIView.makeHandle()
        XCTAssertEqual(handle.bounds.size, CGSize(width: 36, height: 5))
        XCTAssertEqual(handle.layer.cornerRadius, 2.5)
    }

    /// The bottom sheet's pan, added with `Self.didPan` and gated by its delegate in an extension, reports the
    /// drag's 120 pt translation down; the main-queue hop runs.
    func testBottomSheetPanAndMainQueueHop() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
        let sheet = UIView(frame: window.bounds)
        window.addSubview(sheet)
        let interaction = BottomSheetInteraction()
        interaction.attach(to: sheet)
        let application = UIApplication.shared
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 200, y: 100))], timestamp: 0.1)
        for step in 1...4 {
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 200, y: 100 + 30 * CGFloat(step)))],
                timestamp: 0.1 + Double(step) / 60)
        }
        XCTAssertEqual(interaction.lastUpdate, 120)
        let collapsed = expectation(description: "collapsed on the main queue")
        interaction.collapse { collapsed.fulfill() }
        await fulfillment(of: [collapsed], timeout: 5)
        XCTAssertEqual(sheet.alpha, 0)
        withExtendedLifetime(window) {}
    }

    /// The snapping carousel: a flick left at 2000 pt/s on the fast rate projects 2000 · 0.099 = 198 pt past the
    /// release; the delegate rounds that to a whole card, and the content rests exactly there.
    func testSnappingCarouselRestsOnAWholeCard() async {
        let (loop, window, carousel) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) {
            SnappingCarouselController()
        }
        let trace = TouchTrace.drag(
            from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2,
            releaseVelocity: CGVector(dx: -2000, dy: 0))
        let player = TouchTracePlayer(trace: trace)
        var released: CGFloat?
        while !player.isFinished {
            loop.step()
            if released == nil, !carousel.scrollView.isTracking, carousel.scrollView.isDecelerating {
                released = carousel.scrollView.contentOffset.x
            }
        }
        loop.runUntilIdle()
        let projected = (released ?? 0) + 2000 * 0.099
        XCTAssertEqual(carousel.scrollView.contentOffset.x, (projected / 300).rounded() * 300)
        XCTAssertEqual(carousel.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 300), 0)
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class ControlPatternTests: XCTestCase {
    /// The close button's target–action runs on `sendActions(for: .touchUpInside)` as on iOS.
    func testCloseButtonTargetActionRuns() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let header = SheetHeaderView(title: "Sheet")
        var closed = false
        header.onClose = { closed = true }
        header.closeButton.sendActions(for: .touchUpInside)
        header.closeButton.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(header.closeTaps, 1)
        XCTAssertEqual(header.primaryActions, 1)
        XCTAssertTrue(closed)
        XCTAssertEqual(header.closeButton.buttonType, .close)
    }

    /// The ring layer's presentation copy keeps its colour through `override init(layer:)`.
    func testRingLayerPresentationKeepsItsColour() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let ring = RingLayer()
        ring.lineColor = .systemRed
        XCTAssertEqual(ring.presentation()?.lineColor, UIColor.systemRed)
        XCTAssertEqual(ring.presentation()?.shouldRasterize, true)
    }

    /// The custom segue presents its destination.
    func testModalSeguePresents() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) { ChromeFadingController() }
        let destination = UIViewController()
        host.show(destination)
        loop.runUntilIdle()
        XCTAssertTrue(host.presentedViewController === destination)
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class ObservationPatternTests: XCTestCase {
    /// The tracker follows the scroll view's offset and content size through KVO.
    func testScrollTrackerFollowsTheScrollView() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let tracker = ScrollTracker()
        tracker.track(scrollView)
        XCTAssertTrue(tracker.isAtTop)
        scrollView.contentSize = CGSize(width: 100, height: 900)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertFalse(tracker.isAtTop)
        XCTAssertEqual(tracker.contentHeight, 900)
        scrollView.contentOffset = .zero
        XCTAssertTrue(tracker.isAtTop)
    }
}

@MainActor
final class ContainerPatternTests: XCTestCase {
    /// The bottom card follows a rotation (viewWillTransition with an alongside re-layout) and its controller's
    /// preferred content size.
    func testBottomCardFollowsRotationAndPreferredSize() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 393, height: 852)) { MenuHostController() }
        let transitioning = BottomCardTransitioning()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        host.present(card, animated: false, completion: nil)
        loop.runUntilIdle()
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 652, width: 393, height: 200))
        card.preferredContentSize = CGSize(width: 0, height: 300)
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 552, width: 393, height: 300))
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        loop.runUntilIdle()
        let presentation = card.presentationController as? BottomCardPresentationController
        XCTAssertEqual(presentation?.sizeTransitions, [CGSize(width: 852, height: 393)])
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 93, width: 852, height: 300))
    }

    /// The menu is presented through its popover controller, adapted over full screen on the phone.
    func testMenuPopoverAdaptsOverFullScreen() async {
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 393, height: 852)) { MenuHostController() }
        let menu = UIViewController()
        host.showMenu(menu, from: host.view)
        loop.runUntilIdle()
        XCTAssertTrue(menu.presentationController === menu.popoverPresentationController)
        XCTAssertTrue(host.view.superview === window)
    }
}
