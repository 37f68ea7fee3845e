// One program's app: a fresh frame loop, a 400 × 800 window, the controllers the program makes, and the records
// the checks read (appearance states, the completion ledger, weak references to everything made). The world
// plays operations inside its loop (`perform`), steps frames, and runs the checks after every frame through a
// frame observer; the first broken invariant is kept and ends the program.
import Foundation
import Passage

/// The app a program runs in.
@MainActor
final class StressWorld {
    let loop: FrameLoop
    private(set) var window: UIWindow?
    let ledger = CompletionLedger()
    let appearance = AppearanceTracker()
    let lifetimes = LifetimeTracker()
    /// The controllers made, in order, held weakly.
    private(set) var controllers: [TrackedController] = []
    /// Property animators of transitions, newest last, for `interruptAnimator`.
    var runningAnimators: [WeakAnimator] = []
    /// Interaction drives and interruptions still moving by themselves.
    var activeDrives = 0
    /// Touch traces being played.
    var players: [TouchTracePlayer] = []
    /// The first broken invariant.
    private(set) var failure: StressFailure?
    /// The operation being played (nil during the ending).
    var currentOperation: Int?
    /// Invariant checks made so far.
    var checks = 0
    private var frameObserver: Int?
    private var names = 0

    struct TrackedController {
        weak var controller: UIViewController?
        let name: String
    }

    /// A controller's root view, remembered so that the view tree check notices it in the window after its
    /// controller was released.
    struct ControllerView {
        weak var view: UIView?
        weak var controller: UIViewController?
        let name: String
    }

    /// The root views of the controllers seen on screen, by view.
    var controllerViews: [ObjectIdentifier: ControllerView] = [:]

    init(root: StressContent) {
        loop = FrameLoop()
        loop.stage.eventObserver = { [weak self] event in self?.observe(event) }
        loop.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            lifetimes.track(window, "window")
            window.rootViewController = make(root)
            window.makeKeyAndVisible()
            self.window = window
        }
        frameObserver = loop.addFrameObserver { [weak self] _ in self?.checkFrame() }
    }

    /// Whether the checks go on after a failure (a soak run measuring memory); otherwise the first failure ends
    /// the program.
    var keepsGoing = false
    /// How many times a check failed (only the first is kept).
    private(set) var failureCount = 0

    /// Records `message` as the program's failure unless one was already recorded.
    func fail(_ kind: StressFailure.Kind, _ message: String) {
        failureCount += 1
        guard failure == nil else { return }
        failure = StressFailure(kind: kind, message: message, frame: loop.frameCount, operation: currentOperation)
    }

    /// Checks an `animationEnded(_:)` call against the ledger entry its start expected (`entry`; nil: it never
    /// started, which `missingStart` describes), failing when there was no start or the call came twice.
    func checkAnimationEnded(_ entry: Int?, missingStart: String, owner: String) {
        guard let entry else { return fail(.animationEnded, "animationEnded without \(missingStart) (\(owner))") }
        if ledger.ran(entry) != nil { fail(.animationEnded, "animationEnded called twice (\(owner))") }
    }

    private func observe(_ event: Stage.Event) {
        guard case .appearance(let callback, let participant, _) = event else { return }
        if callback == .viewDidAppear, let role = participant.controller as? StressControllerRole {
            role.record.everAppeared = true
        }
        if let message = appearance.apply(callback, to: participant.controller, name: participant.name) {
            fail(.appearanceOrder, message)
        }
    }

    // MARK: Making controllers

    /// A new name with `prefix` ("P3").
    private func name(_ prefix: String) -> String {
        names += 1
        return "\(prefix)\(names)"
    }

    private func register(_ controller: UIViewController) {
        let name = controller.title ?? "?"
        controllers.append(TrackedController(controller: controller, name: name))
        appearance.forget(ObjectIdentifier(controller))
        lifetimes.track(controller, "controller \(name)")
    }

    /// A plain controller.
    func makePlain() -> UIViewController {
        let controller = StressPlainController(name: name("P"), world: self)
        register(controller)
        return controller
    }

    /// A collection view controller; with `after`, a layout-to-layout push from that one when it is one too.
    func makeCollection(after top: UIViewController? = nil) -> UIViewController {
        let controller = StressCollectionController(name: name("G"), side: top == nil ? 60 : 100, world: self)
        controller.useLayoutToLayoutNavigationTransitions = top is UICollectionViewController
        register(controller)
        return controller
    }

    /// The hierarchy `content` describes.
    func make(_ content: StressContent) -> UIViewController {
        switch content {
        case .plain:
            return makePlain()
        case .collection:
            return makeCollection()
        case .navigation(let depth):
            let navigation = StressNavigationController(root: makePlain(), name: name("N"), world: self)
            register(navigation)
            for _ in 1..<max(1, depth) { navigation.pushViewController(makePlain(), animated: false) }
            return navigation
        case .tabs(let count):
            let tabs = StressTabBarController(name: name("T"), world: self)
            register(tabs)
            tabs.viewControllers = (0..<max(1, count)).map { _ in
                let navigation = StressNavigationController(root: makePlain(), name: name("N"), world: self)
                navigation.definesPresentationContext = true
                register(navigation)
                return navigation
            }
            return tabs
        }
    }

    /// The controllers made that are still alive, with their names.
    var liveControllers: [(UIViewController, String)] {
        controllers.compactMap { tracked in tracked.controller.map { ($0, tracked.name) } }
    }

    // MARK: Running

    /// Whether nothing moves any more: the loop is idle, no drive or trace is playing.
    var isSettled: Bool {
        players.removeAll(where: \.isFinished)
        return activeDrives == 0 && players.isEmpty && !loop.isBusy
    }

    /// Steps frames until settled; a failure if that takes more than `limit` seconds (a queue of transitions whose
    /// animators never complete takes 5.3 s each, the watchdog's time).
    func settle(limit: TimeInterval = 120) {
        let frames = Int(limit * Double(loop.framesPerSecond))
        for _ in 0..<frames {
            if isSettled || (failure != nil && !keepsGoing) { return }
            loop.step()
        }
        if !isSettled { fail(.stuck, "still busy \(Int(limit)) s after the last operation") }
    }

    /// Lets the window go: the app drops its last reference.
    func dropWindow() {
        window = nil
    }

    /// Replaces the window's root view controller with `content`.
    func replaceRoot(with content: StressContent) {
        guard let window else { return }
        loop.perform { window.rootViewController = make(content) }
    }

    /// Forgets what was released, so a long program's records stay as small as its hierarchy.
    func compact() {
        controllers.removeAll { $0.controller == nil }
        controllerViews = controllerViews.filter { $0.value.view != nil }
        runningAnimators.removeAll { $0.animator == nil }
        lifetimes.prune()
        appearance.keep(only: Set(liveControllers.map { ObjectIdentifier($0.0) }))
    }

    /// Stops checking every frame (after the program).
    func stopChecking() {
        if let frameObserver { loop.removeFrameObserver(frameObserver) }
        frameObserver = nil
        loop.stage.eventObserver = nil
    }
}
