// The stage the Swift 5 pattern tests run on: a fresh frame loop and a visible window showing a controller.
import Passage

/// Makes a fresh frame loop current, then a visible window of `frame` whose root is the controller `makeRoot`
/// makes (after the loop, so it belongs to it). Hold the window: Passage keeps none alive.
@MainActor
func showing<Root: UIViewController>(_ frame: CGRect, _ makeRoot: () -> Root) -> (FrameLoop, UIWindow, Root) {
    let loop = FrameLoop()
    loop.makeCurrent()
    let window = UIWindow(frame: frame)
    let root = makeRoot()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (loop, window, root)
}
