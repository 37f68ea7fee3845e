// The controller hierarchy as content containers: a window resize (a device change) calls
// viewWillTransition(to:with:) down the hierarchy with a coordinator whose alongside animations run with
// the change and whose completions run after; preferred-size changes go up to the parent or the
// presentation controller.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Logs the content-container callbacks and fades a badge alongside size transitions.
@MainActor
private final class SizeLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    let badge = UIView()
    var coordinatorDuration: TimeInterval?
    var childSizeOverride: CGSize?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add(
            "\(name).willTransition(\(Int(size.width))x\(Int(size.height))) window \(Int(view.window?.bounds.width ?? -1))"
        )
        super.viewWillTransition(to: size, with: coordinator)
        coordinatorDuration = coordinator.transitionDuration
        coordinator.animate(
            alongsideTransition: { _ in self.badge.alpha = 0 },
            completion: { context in
                self.log.add("\(self.name).completion cancelled=\(context.isCancelled)")
            })
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        log.add("\(name).willTransitionTraits(v\(newCollection.verticalSizeClass.rawValue))")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add(
            "\(name).traitsChanged(v\(previousTraitCollection?.verticalSizeClass.rawValue ?? -1)→v\(traitCollection.verticalSizeClass.rawValue))"
        )
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        log.add("\(name).childPreferred(\(Int(container.preferredContentSize.height)))")
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        childSizeOverride ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
}

@MainActor
final class ContentContainerTests: XCTestCase {
    /// A 393 × 852 iPhone 15 Pro window whose root holds a child controller, both logging.
    private func makeHierarchy() -> (FrameLoop, UIWindow, SizeLoggingController, SizeLoggingController, CallbackLog) {
        let log = CallbackLog()
        let root = SizeLoggingController("root", log: log)
        let child = SizeLoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.entries.removeAll()
        return (loop, window, root, child, log)
    }

    /// UIKit's order for a rotation: trait change announced, then viewWillTransition (parent first, before
    /// the window changes size), then inside the animation the traits change; completions after it ends.
    func testWindowResizeRunsTheSizeTransitionDownTheHierarchy() async {
        let (loop, window, root, child, log) = makeHierarchy()
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        XCTAssertEqual(
            log.entries,
            [
                "root.willTransitionTraits(v1)", "child.willTransitionTraits(v1)",
                "root.willTransition(852x393) window 393", "child.willTransition(852x393) window 393",
                "root.traitsChanged(v2→v1)", "child.traitsChanged(v2→v1)",
            ])
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 852, height: 393), "the root view follows the window")
        XCTAssertEqual(root.coordinatorDuration, UIWindow.sizeTransitionDuration)
        XCTAssertEqual(UIWindow.sizeTransitionDuration, 0.4)
        loop.advance(frames: 12)
        XCTAssertEqual(
            Double(root.badge.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01,
            "the alongside animation runs with the 0.4 s ease-in-out change: half way at 0.2 s")
        XCTAssertEqual(log.entries(of: "root.completion"), [])
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(log.entries(of: "root.completion"), ["root.completion cancelled=false"])
        XCTAssertEqual(log.entries(of: "child.completion"), ["child.completion cancelled=false"])
        XCTAssertEqual(child.badge.alpha, 0)
    }

    /// The parent decides its children's sizes with size(forChildContentContainer:withParentContainerSize:).
    func testParentGivesItsChildTheSizeItChooses() async {
        let (loop, window, root, _, log) = makeHierarchy()
        root.childSizeOverride = CGSize(width: 300, height: 200)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        XCTAssertTrue(log.entries.contains("child.willTransition(300x200) window 393"))
        loop.runUntilIdle()
    }

    /// A size change that keeps the size classes announces no trait change; a hidden window runs no transition.
    func testSameTraitsAndHiddenWindows() async {
        let (loop, window, _, _, log) = makeHierarchy()
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(log.entries.filter { $0.contains("Traits") || $0.contains("traits") }, [])
        XCTAssertEqual(log.entries(of: "root.willTransition("), ["root.willTransition(390x844) window 393"])
        loop.runUntilIdle()
        log.entries.removeAll()
        window.isHidden = true
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(window.bounds.size, CGSize(width: 393, height: 852))
    }

    /// A presented full-screen controller hears the transition through its presentation controller and its
    /// view takes the new size.
    func testPresentedControllerFollowsTheResize() async {
        let (loop, window, root, _, log) = makeHierarchy()
        let presented = SizeLoggingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        loop.runUntilIdle()
        log.entries.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        XCTAssertTrue(log.entries.contains("presented.willTransition(852x393) window 393"))
        XCTAssertTrue(log.entries.contains("presented.traitsChanged(v2→v1)"))
        loop.runUntilIdle()
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(log.entries(of: "presented.completion").count, 1)
    }

    /// UIKit: a child's preferredContentSize change calls the parent's
    /// preferredContentSizeDidChange(forChildContentContainer:); setting the same size again does not.
    func testPreferredContentSizeChangesReachTheParent() async {
        let (_, window, _, child, log) = makeHierarchy()
        child.preferredContentSize = CGSize(width: 100, height: 240)
        child.preferredContentSize = CGSize(width: 100, height: 240)
        XCTAssertEqual(log.entries, ["root.childPreferred(240)"])
        withExtendedLifetime(window) {}
    }

    /// A presented controller's preferredContentSize change reaches its presentation controller.
    func testPresentedPreferredContentSizeReachesThePresentationController() async {
        let (loop, window, root, _, _) = makeHierarchy()
        let delegate = VendingDelegate()
        var heard: [CGSize] = []
        delegate.presentation = { presented, presenting in
            let controller = ResizingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.onChange = { heard.append($0) }
            return controller
        }
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        loop.runUntilIdle()
        presented.preferredContentSize = CGSize(width: 300, height: 400)
        XCTAssertEqual(heard, [CGSize(width: 300, height: 400)])
        XCTAssertEqual(presented.presentationController?.preferredContentSize, CGSize(width: 300, height: 400))
        withExtendedLifetime(window) {}
    }

    /// A device change (another preset's screen made main, then the window takes its size): the old traits
    /// are the old device's (phone), the new ones the new device's (pad).
    func testDeviceChangeReportsTheOldAndNewDevicesTraits() async {
        let (loop, window, root, _, _) = makeHierarchy()
        final class Watcher: UIView {
            var previousIdioms: [UIUserInterfaceIdiom] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previousIdioms.append(previousTraitCollection?.userInterfaceIdiom ?? .unspecified)
            }
        }
        let watcher = Watcher()
        root.view.addSubview(watcher)
        UIScreen(device: .iPad).makeMain()
        XCTAssertEqual(root.traitCollection.userInterfaceIdiom, .phone, "the window keeps its device until it resizes")
        window.frame = UIScreen.main.bounds
        XCTAssertEqual(watcher.previousIdioms, [.phone])
        XCTAssertEqual(root.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(root.traitCollection.displayScale, 2)
        loop.runUntilIdle()
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 820, height: 1180))
    }
}

/// Reports the presented controller's preferred-size changes.
@MainActor
private final class ResizingPresentationController: UIPresentationController {
    var onChange: ((CGSize) -> Void)?
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        onChange?(container.preferredContentSize)
    }
}
