// Misuse that Passage handles in a defined way (where UIKit logs, asserts or misbehaves) is reported as a value:
// a code that tests match, a message people read, the frame it happened on. Each frame loop keeps the
// diagnostics raised on it; every one is also logged (swift-log, label "passage"), which the command line prints.
//
// Where a diagnostic goes: on the frame loop of the object misused when it knows it (a view: its window's loop;
// a gesture recognizer: its view's; a transition or an animator: the loop it runs on), else on the current loop
// (`diagnose(_:_:_:)`). Code that is not main-actor isolated (paths, graphics contexts, images, timing functions,
// the layout solver, drawing off the main thread) calls `diagnoseOnAnyThread(_:_:_:)`: on the main thread, where
// frame loops live, it records on the current loop like `diagnose`; on any other thread it only logs, since no
// loop can be reached safely from there. No diagnostic is kept anywhere but on a loop.
//
// The codes live next to their module: Diagnostic+Core.swift (PassageCore), Diagnostic+UIKit.swift and
// Diagnostic+UIKitViews.swift (PassageUI), Diagnostic+Dynamics.swift, Diagnostic+Render.swift.

/// A misuse of the API or a bad input, handled in a defined way and reported (a Passage addition: UIKit logs
/// such things to the console, or stops the app).
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as a stable identifier: tests assert codes, not wording.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The identifier, kebab-case (`complete-transition-twice`).
        public let rawValue: String

        /// A code with the identifier `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }

    /// How serious the misuse is: `info` for a request Passage honours differently (queued, say), `warning`
    /// for one it ignores or corrects, `error` for one that breaks what the app meant.
    public enum Severity: Sendable, Equatable {
        case info, warning, error
    }

    /// What went wrong.
    public let code: Code
    /// How serious it is.
    public let severity: Severity
    /// What happened and what Passage did, for people.
    public let message: String
    /// The frame it happened on: the loop's `frameCount` then.
    public let frame: Int

    /// A diagnostic; Passage makes them, tests compare them.
    public init(code: Code, severity: Severity, message: String, frame: Int) {
        self.code = code
        self.severity = severity
        self.message = message
        self.frame = frame
    }

    public var description: String { "[\(code)] \(message)" }
}
