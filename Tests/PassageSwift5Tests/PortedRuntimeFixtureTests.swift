// Runs the fixtures whose port uses what Swift can give of the Objective-C runtime (Ported/): key-value observing
// by key path rewritten into observations that still reach `observeValue(forKeyPath:of:change:context:)`, key-value
// coding on layers and views, and `#selector` values declared through `SelectorResponding`.
import Passage
import XCTest

@MainActor
final class PortedRuntimeFixtureTests: XCTestCase {
    /// Counts the actions a recognizer sends, as a reference for the ported selector action.
    private final class ActionCounter {
        var count = 0
        func count(_ recognizer: UIPanGestureRecognizer) { count += 1 }
    }

    /// The button's frame and the badge's visibility reach `observeValue` with the new value and the context it
    /// registered with; replacing the button stops observing the old one.
    func testObservedFrameAndVisibilityReachObserveValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let tracker = MenuChromeTracker()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        tracker.menuButton = button
        button.frame = CGRect(x: 10, y: 20, width: 44, height: 44)
        XCTAssertEqual(tracker.chromeLayouts, 1)
        XCTAssertEqual(tracker.lastButtonFrame, CGRect(x: 10, y: 20, width: 44, height: 44))
        tracker.badge.isHidden = true
        tracker.badge.isHidden = false
        XCTAssertEqual(tracker.badgeChanges, [true, false])
        tracker.menuButton = nil
        button.frame = .zero
        XCTAssertEqual(tracker.chromeLayouts, 1)
        XCTAssertEqual(tracker.lastButtonFrame, CGRect(x: 10, y: 20, width: 44, height: 44))
    }

    /// The inspectable properties keep working without their attributes, and key-value coding reads the
    /// presented layer's width, an optional layer's radius and the view's frame.
    func testInspectableBadgeReadsByKey() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let badge = InspectableBadge(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
        badge.cornerRadius = 7
        XCTAssertEqual(badge.layer.cornerRadius, 7)
        XCTAssertEqual(badge.presentedWidth(), 20)
        XCTAssertEqual(badge.radius(of: badge), 7)
        XCTAssertNil(badge.radius(of: nil))
        XCTAssertEqual(badge.keyedFrame(), CGRect(x: 5, y: 6, width: 20, height: 20))
        badge.alpha = 0.5
        badge.refresh()
        XCTAssertEqual(badge.alpha, 1)
        XCTAssertEqual(badge.legacyTint, .red)
    }

    /// A recognizer made through the library's own `init(addTo:target:action:)` with a selector value calls the
    /// declared method as often as an action added by reference; a selector kept in a property reaches its method.
    func testSelectorValuesReachTheDeclaredMethods() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let gestures = SideMenuGestures()
        let pan = gestures.attach(to: root.view)
        XCTAssertTrue(root.view.gestureRecognizers?.contains { $0 === pan } == true)
        let reference = ActionCounter()
        pan.addTarget(reference, action: ActionCounter.count)
        let application = UIApplication.shared
        var time = CACurrentMediaTime()
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 300))], timestamp: time)
        for step in 1...10 {
            time += 1.0 / 60
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 100 + 12 * CGFloat(step), y: 300))],
                timestamp: time)
            loop.step()
        }
        time += 1.0 / 60
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 220, y: 300))], timestamp: time)
        loop.step()
        XCTAssertGreaterThanOrEqual(reference.count, 3)
        XCTAssertEqual(gestures.pans, reference.count)
        let responding: SelectorResponding = gestures
        _ = responding.method(for: gestures.closeAction)?(nil)
        XCTAssertEqual(gestures.closes, 1)
        XCTAssertNil(responding.method(for: "missing"))
    }

    /// A layer subclass with an initializer of its own gets presentation copies (through the `init()` the port
    /// added and its `init(layer:)`), and `repeatCount = HUGE` keeps it spinning: a quarter turn after 0.1 s.
    func testALayerWithItsOwnInitializerSpins() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let spinner = SpinnerLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.layer.addSublayer(spinner)
        spinner.spin()
        loop.advance(frames: 6)
        let presented = spinner.presentation()
        XCTAssertTrue(presented.map { type(of: $0) == SpinnerLayer.self } == true)
        let angle = presented?.value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertEqual(Double(angle ?? 0), Double.pi / 2, accuracy: 1e-6)
        XCTAssertEqual(presented?.lineWidth, 1)
    }
}
