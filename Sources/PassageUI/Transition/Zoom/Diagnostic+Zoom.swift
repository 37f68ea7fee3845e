// The code of the zoom transition's one misuse: a source view it cannot zoom from.
import PassageCore

extension Diagnostic.Code {
    /// A zoom's source provider gave no view, or one not in a window, with empty bounds or off screen; the zoom
    /// cross-fades instead.
    public static let zoomSourceViewUnavailable = Self(rawValue: "zoom-source-view-unavailable")
}
