// A system sheet (iOS 15's UISheetPresentationController), driven by touches: A presents "Sheet" with the
// default style (`.automatic`, a page sheet) and the medium and large detents, resting at medium with a grabber;
// a finger flicks it up to the large detent (A recedes behind it and the sheet delegate hears the change); a
// second finger swipes it down and the sheet is dismissed interactively (willDismiss as the swipe starts,
// didDismiss after the sheet's viewDidDisappear).
import Passage

extension DemoCatalog {
    /// A sheet flicked from the medium to the large detent, then swiped down.
    public static func sheetDetents() -> Scene {
        Scene(
            name: "sheet-detents",
            summary:
                "a system sheet at the medium detent flicked up to large (the presenter recedes), then swiped down to dismiss (iOS 15 sheets)",
            duration: SheetDetentsScene.duration, trace: { SheetDetentsScene.trace(screen: $0) }
        ) { window in
            SheetDetentsScene(in: window).watched
        }
    }
}

/// The sheet-detents demo's controllers, timeline and touches.
@MainActor
final class SheetDetentsScene: UISheetPresentationControllerDelegate {
    /// When the sheet is presented, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the finger that flicks the sheet up comes down, and how long it moves.
    static let flickUpTime: TimeInterval = 1.2
    static let flickUpDuration: TimeInterval = 0.25
    /// When the finger that swipes the sheet down comes down, and how long it moves.
    static let swipeDownTime: TimeInterval = 2.4
    static let swipeDownDuration: TimeInterval = 0.25
    /// The speed of both fingers as they lift, in points per second.
    static let releaseSpeed: CGFloat = 1200
    static let duration: TimeInterval = 3.6

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var sheet: DemoScreenController?
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
        self.presenter = presenter
        window.rootViewController = presenter
        let sheet = DemoScreenController(title: "Sheet", color: .systemPink, log: log)
        self.sheet = sheet
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.selectedDetentIdentifier = .medium
            controller.prefersGrabberVisible = true
            controller.delegate = self
        }
        presenter.retained.append(self)
        script.at(Self.presentTime) {
            presenter.present(sheet, animated: true) { log.add("presentCompletion") }
        }
    }

    /// The finger flicking the sheet up from the lower part of the medium sheet by a third of the screen, then
    /// the one swiping it down from the large sheet by half the screen, both released at `releaseSpeed`.
    static func trace(screen: CGSize) -> TouchTrace {
        let x = screen.width / 2
        let upStart = CGPoint(x: x, y: screen.height * 0.8)
        let up = TouchTrace.drag(
            from: upStart, to: CGPoint(x: x, y: upStart.y - screen.height / 3), startTime: flickUpTime,
            duration: flickUpDuration, releaseVelocity: CGVector(dx: 0, dy: -releaseSpeed))
        let downStart = CGPoint(x: x, y: screen.height * 0.3)
        let down = TouchTrace.drag(
            from: downStart, to: CGPoint(x: x, y: downStart.y + screen.height / 2), startTime: swipeDownTime,
            duration: swipeDownDuration, releaseVelocity: CGVector(dx: 0, dy: releaseSpeed))
        return up.merged(with: down)
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["presenter": presenter.view]
        if let sheet { views.append("sheet", sheet.view) }
        return views
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.add("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.add("didDismiss")
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        log.add(
            "didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "other"))")
    }
}
