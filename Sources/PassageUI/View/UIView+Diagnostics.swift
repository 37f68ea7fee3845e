// Where misuse of a view, or of something that works on a view, is reported: the frame loop of the view's window.
import PassageCore

extension UIView {
    /// The frame loop a diagnostic about this view is raised on: its window's, else (outside a window) the
    /// current one.
    package var diagnosticLoop: FrameLoop { window?.frameLoop ?? FrameLoop.current }
}

extension UIGestureRecognizer {
    /// The frame loop a diagnostic about this recognizer is raised on: its view's (see `UIView.diagnosticLoop`),
    /// else the current one.
    package var diagnosticLoop: FrameLoop { view?.diagnosticLoop ?? FrameLoop.current }
}
