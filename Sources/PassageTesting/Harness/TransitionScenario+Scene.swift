// A scenario as a scene (`Demo`), so the transition a test asserts can also be recorded from code
// (`Demo.record(to:options:)`) and run by a user's own command line (`PassageCommand.main(scenes:)`): the same
// root, trigger and trace, with t = 0 at the scene's first recorded frame.
import Foundation
import Passage
import PassageScenes

extension TransitionScenario {
    /// The scenario as a scene called `name`, described by `summary`, running `duration` seconds from t = 0;
    /// `passage table` watches the views `watching` picks (given the root controller after the trigger ran).
    /// The scene's window shows the root controller and lets it settle before the trigger runs.
    public func scene(
        named name: String, summary: String, duration: TimeInterval,
        watching: @escaping @MainActor (UIViewController) -> [(label: String, view: UIView)] = { _ in [] }
    ) -> Demo {
        let trace = self.trace
        return Demo(name: name, summary: summary, duration: duration, trace: trace.map { trace in { _ in trace } }) {
            root in
            let window = root as? UIWindow ?? UIWindow(frame: root.bounds)
            if window !== root { root.addSubview(window) }
            let controller = makeRoot()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            FrameLoop.current.runUntilIdle(timeout: 10)
            trigger(controller)
            return watching(controller)
        }
    }
}
