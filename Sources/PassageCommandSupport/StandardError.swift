import Foundation

// Writing to stderr unbuffered, for error lines and the progress bar (stdout keeps the results).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard error.
package enum StandardError {
    /// Whether stderr is a terminal (the progress bar then redraws in place).
    package static var isTerminal: Bool {
        isatty(STDERR_FILENO) != 0
    }

    /// Writes `text` as it is.
    package static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `line` and a line break.
    package static func writeLine(_ line: String) {
        write(line + "\n")
    }
}
