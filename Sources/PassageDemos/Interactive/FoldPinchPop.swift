// Session 218's pinch to pop with its fold: B is pushed with the fold (scripted), then two fingers pinch in over
// the screen and the pop folds B away as they close, driven by `PinchToPopInteractor`. In `fold-pinch-pop` the
// fingers close from scale 1 to 0.35 and lift while still closing, so the pop finishes; in
// `fold-pinch-pop-cancel` they close to 0.6 and open again to 0.8 before lifting, so the pop is cancelled and
// B unfolds back.
import Passage

extension DemoCatalog {
    /// A pinch in that pops the top screen with the fold.
    public static func foldPinchPop() -> Scene {
        Scene(
            name: "fold-pinch-pop",
            summary:
                "two fingers pinch in and the top screen folds away, percent-driven; lifted while closing, the pop finishes (session 218)",
            duration: FoldPinchPopScene.duration, trace: { FoldPinchPopScene.trace(.pinchIn, for: $0) }
        ) { window in
            FoldPinchPopScene(in: window).watched
        }
    }

    /// A pinch in and back out: the pop is cancelled.
    public static func foldPinchPopCancel() -> Scene {
        Scene(
            name: "fold-pinch-pop-cancel",
            summary:
                "a pinch starts folding the top screen away, then opens again before lifting: the pop is cancelled (session 218)",
            duration: FoldPinchPopScene.duration, trace: { FoldPinchPopScene.trace(.pinchInThenOut, for: $0) }
        ) { window in
            FoldPinchPopScene(in: window).watched
        }
    }
}

/// The pinch-to-pop demos' controllers, timeline and touches.
@MainActor
final class FoldPinchPopScene: PushPopScene<FoldPinchNavigationDelegate> {
    /// The pinches the scene's traces make.
    enum Gesture {
        /// Scale 1 → 0.35 in 0.9 s, lifting while closing (release velocity −0.72 per second): the pop finishes.
        case pinchIn
        /// Scale 1 → 0.6 in 0.6 s, then → 0.8 in 0.3 s before lifting (release velocity +0.67 per second): the pop
        /// is cancelled.
        case pinchInThenOut
        /// Scale 1 → 0.5 in 0.6 s, then the system cancels the touches (still closing): the pop is cancelled.
        case interrupted

        /// The scales the fingers pass through and the seconds each leg between them takes.
        var path: (scales: [CGFloat], legDurations: [TimeInterval]) {
            switch self {
            case .pinchIn: ([1, 0.35], [0.9])
            case .pinchInThenOut: ([1, 0.6, 0.8], [0.6, 0.3])
            case .interrupted: ([1, 0.5], [0.6])
            }
        }
    }

    /// When B is pushed (the fold, not interactive), in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the fingers come down, after the push (whose touches would be ignored) has ended.
    static let pinchTime: TimeInterval = 1.6
    /// The fingers' distance at scale 1, as a fraction of the screen's shorter side.
    static let spanFraction: CGFloat = 0.6
    /// The direction from the first finger to the second: one above the card, one below.
    static let fingerAngle: CGFloat = .pi / 2
    static let duration: TimeInterval = 3.5

    /// Session 218's interactor, which owns the pinch.
    var interactor: PinchToPopInteractor { delegate.interactor }

    init(in window: UIWindow) {
        super.init(in: window, rootColor: .systemIndigo, pushTime: Self.pushTime, popTime: nil) { log, navigation in
            FoldPinchNavigationDelegate(
                interactor: PinchToPopInteractor(navigationController: navigation, log: log), log: log)
        }
    }

    /// The touches of `gesture` on a screen of `size` points: two fingers about its center, starting at `pinchTime`.
    static func trace(_ gesture: Gesture, for size: CGSize) -> TouchTrace {
        let path = gesture.path
        let trace = TouchTrace.pinch(
            center: CGPoint(x: size.width / 2, y: size.height / 2), through: path.scales,
            legDurations: path.legDurations, baseSpan: min(size.width, size.height) * spanFraction,
            angle: fingerAngle, startTime: pinchTime)
        return gesture == .interrupted ? trace.cancellingInsteadOfLifting() : trace
    }
}
