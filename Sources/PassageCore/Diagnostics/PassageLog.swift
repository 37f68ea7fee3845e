// The one logger Passage's diagnostics are printed through (swift-log). Nothing logs to it directly: a
// diagnostic is raised on a frame loop (`FrameLoop.diagnose`, `diagnose`, `diagnoseOnAnyThread`), which logs it.
import Logging

/// The logger every diagnostic is written to (label "passage"), by `Diagnostic.log` only.
package let passageLog = Logger(label: "passage")
