// The circular-reveal demo: a round button on screen A is tapped, and screen B is revealed through a circle
// growing from the button's frame; B's close button is tapped, and B shrinks back into A's button. Both taps
// come from the demo's touch trace, through hit testing and the buttons' actions.
import Passage

extension DemoCatalog {
    /// The circular reveal, presented and dismissed by taps.
    public static func circularReveal() -> Scene {
        Scene(
            name: "circular-reveal",
            summary:
                "a tapped button's frame grows into the presented screen through an animated CAShapeLayer mask, then shrinks back",
            duration: CircularRevealScene.duration, trace: CircularRevealScene.trace(for:)
        ) { window in
            CircularRevealScene(in: window).watched
        }
    }
}

/// The circular-reveal demo's controllers, buttons and timeline.
@MainActor
final class CircularRevealScene {
    /// When the open button is tapped, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the close button is tapped.
    static let dismissTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4
    static let buttonSize: CGFloat = 64

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    let presented: DemoScreenController
    let openButton: UIButton
    let closeButton: UIButton

    /// The open button's frame on a screen of `size`: bottom right, 32 points in.
    static func openFrame(in size: CGSize) -> CGRect {
        CGRect(x: size.width - 32 - buttonSize, y: size.height - 48 - buttonSize, width: buttonSize, height: buttonSize)
    }

    /// The close button's frame: top left, below the status bar.
    static func closeFrame(in size: CGSize) -> CGRect {
        CGRect(x: 24, y: 56, width: 44, height: 44)
    }

    /// Taps on the open button, then on the close button.
    static func trace(for size: CGSize) -> TouchTrace {
        let open = openFrame(in: size)
        let close = closeFrame(in: size)
        return TouchTrace.tap(at: CGPoint(x: open.midX, y: open.midY), time: presentTime)
            .merged(with: TouchTrace.tap(at: CGPoint(x: close.midX, y: close.midY), time: dismissTime))
    }

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let delegate = CircularRevealTransitionDelegate(log: log)
        presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
        presenter.retained.append(delegate)
        window.rootViewController = presenter
        presented = DemoScreenController(title: "B", color: .systemOrange, log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let size = window.bounds.size
        openButton = Self.roundButton(title: "+", frame: Self.openFrame(in: size))
        closeButton = Self.roundButton(title: "×", frame: Self.closeFrame(in: size))
        presenter.view.addSubview(openButton)
        presented.view.addSubview(closeButton)
        let presenter = presenter
        let presented = presented
        let window = window
        openButton.addAction(
            UIAction { action in
                guard let button = action.sender as? UIView else { return }
                log.add("open tapped")
                delegate.animator.originFrame = button.convert(button.bounds, to: window)
                presenter.present(presented, animated: true) { log.add("presentCompletion") }
            }, for: .touchUpInside)
        closeButton.addAction(
            UIAction { _ in
                log.add("close tapped")
                presented.dismiss(animated: true) { log.add("dismissCompletion") }
            }, for: .touchUpInside)
    }

    private static func roundButton(title: String, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.backgroundColor = .white
        button.layer.cornerRadius = frame.height / 2
        button.setTitle(title, for: .normal)
        button.setTitleColor(.black, for: .normal)
        return button
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        ["A": presenter.view, "B": presented.view, "open": openButton]
    }
}
