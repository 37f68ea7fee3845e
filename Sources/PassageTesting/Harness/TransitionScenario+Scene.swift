// A scenario as a scene, so the transition a test asserts can also be recorded from code
// (`Scene.record(to:options:)`) and run by a user's own command line (`PassageCommand.main(scenes:)`): the same
// root, trigger and trace, with t = 0 at the scene's first recorded frame.
import Foundation
import Passage
import PassageScenes

extension TransitionScenario {
    /// The scenario as a scene called `name`, described by `summary`, running `duration` seconds from t = 0;
    /// `passage table` watches the views `watching` picks by label (given the root controller after the trigger
    /// ran). The scene's window shows the root controller and lets it settle before the trigger runs.
    public func scene(
        named name: String, summary: String, duration: TimeInterval,
        watching: @escaping @MainActor (UIViewController) -> WatchedViews = { _ in [] }
    ) -> Scene {
        let trace = self.trace
        return Scene(name: name, summary: summary, duration: duration, trace: trace.map { trace in { _ in trace } }) {
            window in
            let controller = makeRoot()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            FrameLoop.current.runUntilIdle(timeout: 10)
            trigger(controller)
            return watching(controller)
        }
    }
}
