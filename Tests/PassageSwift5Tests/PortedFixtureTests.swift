// Runs the fixtures `passage-port` converted (Ported/, compared exactly with the porter's output by
// PassagePortTests): the ported deck presentation scrubs and dismisses under a finger, dismisses on a tap of its
// dimming view and stops observing its notification when dismissed; the display link drives its progress;
// the drawer's optional delegate methods fall back as the Optional-chained call sites did on iOS.
import Passage
import XCTest

@MainActor
final class PortedFixtureTests: XCTestCase {
    @MainActor
    private final class Stage {
        /// Made current first: the window and controllers below belong to it.
        let loop: FrameLoop = {
            let loop = FrameLoop()
            loop.makeCurrent()
            return loop
        }()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = UIViewController()
        let card = UIViewController()
        let deck = DeckTransitioningDelegate()
        var time: TimeInterval = 0

        init() {
            window.rootViewController = root
            window.makeKeyAndVisible()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = deck
            root.present(card, animated: true, completion: nil)
            loop.runUntilIdle()
            deck.interactor.attach(to: card)
        }

        /// A finger from (200, 300) down by `distance` in `steps` moves 1/60 s apart, then lifted.
        func drag(by distance: CGFloat, steps: Int, lift: Bool = true) {
            let application = UIApplication.shared
            time = CACurrentMediaTime()
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 200, y: 300))], timestamp: time)
            for step in 1...steps {
                time += 1.0 / 60
                let y = 300 + distance * CGFloat(step) / CGFloat(steps)
                application.sendTouchInput(
                    [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 200, y: y))], timestamp: time)
                loop.step()
            }
            guard lift else { return }
            time += 1.0 / 60
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 200, y: 300 + distance))],
                timestamp: time)
        }

        func tap(at point: CGPoint) {
            let application = UIApplication.shared
            time = CACurrentMediaTime()
            application.sendTouchInput([TouchTrace.Touch(finger: 0, phase: .began, location: point)], timestamp: time)
            time += 0.05
            application.sendTouchInput([TouchTrace.Touch(finger: 0, phase: .ended, location: point)], timestamp: time)
        }
    }

    /// The ported card sits 40 pt down; dragging it 200 pt over its 760 pt view scrubs the dismissal to
    /// 200 / 760 (the pan's translation counts from touch-down): the card shows that fraction of 800 pt lower,
    /// on the animator's linear curve.
    func testThePortedInteractorScrubsTheDismissal() async {
        let stage = Stage()
        XCTAssertEqual(stage.card.view.frame, CGRect(x: 0, y: 40, width: 400, height: 760))
        stage.drag(by: 200, steps: 20, lift: false)
        XCTAssertTrue(stage.deck.interactor.isInteracting)
        XCTAssertEqual(stage.deck.interactor.percentComplete, 200.0 / 760, accuracy: 1e-9)
        let shown = stage.card.view.layer.presentation()?.frame.origin.y ?? 0
        XCTAssertEqual(shown, 40 + 800 * 200.0 / 760, accuracy: 1e-6)
        withExtendedLifetime(stage) {}
    }

    /// Released past 35 % the swipe finishes the dismissal; a short, slow swipe is cancelled and the card
    /// stays (UIKit: the interactor's finish() / cancel()).
    func testASwipePastTheThresholdDismissesAndAShortOneDoesNot() async {
        let short = Stage()
        short.drag(by: 60, steps: 20)
        short.loop.runUntilIdle()
        XCTAssertTrue(short.root.presentedViewController === short.card)
        XCTAssertEqual(short.card.view.frame, CGRect(x: 0, y: 40, width: 400, height: 760))
        let long = Stage()
        long.drag(by: 400, steps: 20)
        long.loop.runUntilIdle()
        XCTAssertNil(long.root.presentedViewController)
        XCTAssertFalse(long.deck.interactor.isInteracting)
    }

    /// The ported tap recognizer (`Self.dimmingViewTapped`) dismisses; the ported notification observer dims
    /// while presented and is removed with its token once dismissed.
    func testTheDimmingTapDismissesAndTheObserverGoesWithTheCard() async {
        let stage = Stage()
        let presentation = stage.card.presentationController as? DeckPresentationController
        XCTAssertEqual(presentation?.dimmingView.alpha, 0.5)
        NotificationCenter.default.post(name: .deckShouldDim, object: nil)
        XCTAssertEqual(presentation?.dimmingView.alpha, 1)
        XCTAssertTrue(stage.deck.vended(DeckAnimator(isPresenting: true)))
        XCTAssertTrue(stage.deck.interactor.owns(stage.card.view.gestureRecognizers![0]))
        stage.tap(at: CGPoint(x: 200, y: 20))
        stage.loop.runUntilIdle()
        XCTAssertNil(stage.root.presentedViewController)
        presentation?.dimmingView.alpha = 0.25
        NotificationCenter.default.post(name: .deckShouldDim, object: nil)
        XCTAssertEqual(presentation?.dimmingView.alpha, 0.25)
    }

    /// The ported display link (`CADisplayLink(target: self, action: Self.tick)`) sets progress to
    /// (timestamp − start) / duration each frame and stops at 1; the pulse animates "opacity".
    func testThePortedDisplayLinkDrivesTheProgress() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let driver = DisplayLinkProgressDriver(transition: UIPercentDrivenInteractiveTransition(), duration: 0.5)
        driver.start()
        XCTAssertEqual((driver.ring.animation(forKey: "pulse") as? CABasicAnimation)?.keyPath, "opacity")
        loop.advance(frames: 15)
        XCTAssertEqual(driver.progress, 0.5, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(driver.progress, 1)
        loop.advance(frames: 5)
        XCTAssertEqual(driver.progress, 1)
        XCTAssertFalse(driver.timedOut)
    }

    private final class MinimalDrawerDelegate: DrawerControllerDelegate {
        var opened = 0
        func drawerDidOpen(_ drawer: DrawerController) { opened += 1 }
    }

    private final class FullDrawerDelegate: DrawerControllerDelegate {
        var events: [String] = []
        func drawerWillOpen(_ drawer: DrawerController) { events.append("will") }
        func drawerOpenWidth(for drawer: DrawerController) -> CGFloat { 200 }
        func drawerShadowColor(for drawer: DrawerController) -> UIColor? { .red }
        var allowsSwipeToClose: Bool { false }
        func drawerDidOpen(_ drawer: DrawerController) { events.append("did") }
    }

    /// A delegate implementing only the required method gets the call sites' fallbacks (width 280, swipe
    /// closes, no shadow colour); one implementing everything is asked, in UIKit's order.
    func testTheDrawersOptionalMethodsFallBackAsTheCallSitesDid() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let minimal = MinimalDrawerDelegate()
        let plain = DrawerController()
        plain.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        plain.delegate = minimal
        plain.open()
        XCTAssertEqual(plain.panel.frame.width, 280)
        XCTAssertTrue(plain.swipeCloses)
        XCTAssertNil(plain.panel.layer.shadowColor)
        loop.runUntilIdle()
        XCTAssertEqual(plain.panel.frame.origin.x, 0)
        XCTAssertEqual(minimal.opened, 1)
        XCTAssertTrue(plain.isOpen)

        let full = FullDrawerDelegate()
        let custom = DrawerController()
        custom.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        custom.delegate = full
        custom.open()
        XCTAssertEqual(custom.panel.frame.width, 200)
        XCTAssertFalse(custom.swipeCloses)
        XCTAssertNotNil(custom.panel.layer.shadowColor)
        loop.runUntilIdle()
        XCTAssertEqual(full.events, ["will", "did"])
    }

    /// The ported button menu: the menu button's touchUpInside (sent as a tap sends it) toggles the menu and
    /// selects the button, through the `addTarget(self, action: Self.toggleMenu, for:)` form the porter wrote.
    func testThePortedButtonMenuToggles() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let host = MenuHostViewController()
        host.loadViewIfNeeded()
        host.menuButton.sendActions(for: .touchUpInside)
        XCTAssertTrue(host.menuOpen)
        XCTAssertTrue(host.menuButton.isSelected)
        host.menuButton.sendActions(for: .touchUpInside)
        XCTAssertFalse(host.menuOpen)
    }

    /// The public protocol's optional requirements with non-optional results return optionals: a conforming
    /// type's implementations are called (not the `nil` defaults), and a type implementing none gets `nil`.
    func testOptionalizedRequirementsCallTheImplementations() async {
        let driver = DeckDriver()
        let list = ListController()
        XCTAssertTrue(driver.scrollView(of: list) === list.list)
        XCTAssertEqual(driver.height(of: list, known: true), 400)
        let navigation = UINavigationController(rootViewController: UIViewController())
        XCTAssertNil(driver.scrollView(of: navigation))
        XCTAssertNil(driver.height(of: navigation, known: false))
    }

    /// The ported sheet: its keyboard observer (now taking a Notification) runs, its forwarded scroll delegate
    /// hears scrollViewDidScroll, and `responds(to:)` of a required member became true.
    func testThePortedSheetObservesForwardsAndAnswers() async {
        final class Forwarded: UIScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        final class Content: SheetContent {
            func sheetHeight() -> CGFloat { 320 }
        }
        let sheet = SheetController()
        sheet.loadViewIfNeeded()
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 400, height: 300)])
        XCTAssertEqual(sheet.keyboardHeight, 300)
        let forwarded = Forwarded()
        sheet.forwardedDelegate = forwarded
        sheet.scrollViewDidScroll(UIScrollView())
        XCTAssertEqual(forwarded.scrolls, 1)
        let content = Content()
        sheet.content = content
        XCTAssertEqual(sheet.height(), 320)
    }

    /// The ported `@NSManaged` properties are key-value coded: zero (or nil) before they are set, then what was
    /// set, and an animation of "radius" shows in between in the presentation layer.
    func testManagedLayerPropertiesAreKeyValueCoded() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let layer = ManagedCornerLayer()
        XCTAssertEqual(layer.radius, 0)
        XCTAssertNil(layer.fill)
        layer.radius = 12
        layer.fill = CGColor(gray: 0, alpha: 1)
        XCTAssertEqual(layer.radius, 12)
        XCTAssertEqual(layer.value(forKey: "radius") as? CGFloat, 12)
        XCTAssertNotNil(layer.fill)
        XCTAssertTrue(ManagedCornerLayer.needsDisplay(forKey: "radius"))
        let animation = CABasicAnimation(keyPath: "radius")
        animation.fromValue = 0 as CGFloat
        animation.toValue = 12 as CGFloat
        animation.duration = 1
        layer.add(animation, forKey: "radius")
        loop.advance(seconds: 0.5)
        let presented = layer.presentation()?.radius ?? -1
        XCTAssertEqual(presented, 6, accuracy: 0.5)
    }

    /// The members the port moved out of an extension are overridden: a call through the base class reaches the
    /// subclass, as it did through the Objective-C runtime.
    func testMembersMovedOutOfAnExtensionAreOverridden() async {
        let badged = BadgedCardController()
        let controller: CardController = badged
        controller.cardDidOpen()
        controller.cardWillClose()
        controller.cardWillClose()
        XCTAssertEqual(badged.opened, 1)
        XCTAssertEqual(badged.closing, 2)
    }
}
