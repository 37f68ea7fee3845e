// The diagnostics raised on a frame loop: kept, newest last, up to a limit, and logged as they come.
import Foundation
import Logging

extension FrameLoop {
    /// How many diagnostics a loop keeps; older ones are dropped first.
    public static let diagnosticsLimit = 1_000

    /// Records a diagnostic with `code` on this loop and logs it at `severity`'s level, as coming from the caller.
    package func diagnose(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        if diagnosticStore.count == Self.diagnosticsLimit { diagnosticStore.removeFirst() }
        diagnosticStore.append(Diagnostic(code: code, severity: severity, message: message, frame: frameCount))
        diagnosticsRaised += 1
        Diagnostic.log(severity, message, file: file, function: function, line: line)
    }
}

extension FrameLoop {
    /// Records a diagnostic with `code` unless this loop has one already (for conditions that hold for the
    /// whole loop, said once), and logs it.
    package func diagnoseOnce(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: @autoclosure () -> String,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        guard !diagnosticStore.contains(where: { $0.code == code }) else { return }
        diagnose(code, severity, message(), file: file, function: function, line: line)
    }
}

extension Diagnostic {
    /// Logs `message` at `severity`'s level (swift-log, label "passage"), as coming from the caller's module.
    package static func log(
        _ severity: Severity, _ message: String, file: String, function: String, line: UInt
    ) {
        let level: Logger.Level =
            switch severity {
            case .info: .info
            case .warning: .warning
            case .error: .error
            }
        let module = file.split(separator: "/", maxSplits: 1).first.map(String.init) ?? "Passage"
        passageLog.log(level: level, "\(message)", source: module, file: file, function: function, line: line)
    }
}

/// Records a diagnostic on the current frame loop (for objects that do not know their loop) and logs it.
@MainActor
package func diagnose(
    _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String,
    file: String = #fileID, function: String = #function, line: UInt = #line
) {
    FrameLoop.current.diagnose(code, severity, message, file: file, function: function, line: line)
}

/// Records a diagnostic on the current frame loop when called on the main thread, where frame loops live; on any
/// other thread (a value type or a render worker used off the main actor) it is only logged, never recorded.
package func diagnoseOnAnyThread(
    _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: String,
    file: String = #fileID, function: String = #function, line: UInt = #line
) {
    guard Thread.isMainThread else {
        return Diagnostic.log(severity, message, file: file, function: function, line: line)
    }
    MainActor.assumeIsolated {
        FrameLoop.current.diagnose(code, severity, message, file: file, function: function, line: line)
    }
}
