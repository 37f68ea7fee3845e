// The status bar a frame shows is what the app's controllers ask for when it is drawn: the renderer (which knows
// layers, not controllers) is told before each frame.
import Passage
import PassageRender

extension StatusBar.Appearance {
    /// What `application`'s key window's controllers ask the status bar to show: white content for
    /// `.lightContent` (or `.default` in dark mode), black otherwise; hidden when they prefer it hidden.
    @MainActor package init(of application: UIApplication) {
        self.init(
            content: application.statusBarShowsLightContent ? .light : .dark,
            isHidden: application.isStatusBarHidden)
    }
}
