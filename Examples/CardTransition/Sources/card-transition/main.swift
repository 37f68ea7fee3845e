// `card-transition`: the `passage` command line (list, table, render with all its options) over this package's
// scenes. Try `swift run card-transition render card-open --out card-open.gif`.
import CardTransition
import Passage
import PassageCommandLine

/// A scene that shows the card list, lets it settle, then runs `action` on it; `trace` plays from then on.
@MainActor
func cardScene(
    _ name: String, _ summary: String, duration: TimeInterval, trace: TouchTrace? = nil,
    action: @escaping (CardListViewController) -> Void
) -> Scene {
    Scene(name: name, summary: summary, duration: duration, trace: trace.map { trace in { _ in trace } }) { window in
        let list = CardListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        FrameLoop.current.runUntilIdle()
        action(list)
        return ["detail": list.presentedViewController?.view ?? list.view]
    }
}

MainActor.assumeIsolated {
    PassageCommand.main(scenes: [
        cardScene("card-open", "the card opens into its detail with a spring", duration: 0.8) { $0.open() },
        cardScene(
            "card-close-drag", "the detail is dragged down past half way and closes into the card", duration: 1.2,
            trace: .drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 600), duration: 0.4)
        ) { $0.open(animated: false) },
        cardScene(
            "card-close-cancel", "a short drag down is released and the detail springs back open", duration: 1.2,
            trace: .drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 400), duration: 0.4)
        ) { $0.open(animated: false) },
    ])
}
