// The one error a touch trace can fail to load with: where in the text the problem starts, which field it is in,
// and what was expected there. Positions are 1-based; a file that could not be read has no position (line 0).
import Foundation

/// Why a touch trace could not be loaded, and where in its JSON text.
public struct TouchTraceError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line where the offending value (or character) starts; 0 when the file could not be read.
    public var line: Int
    /// The 1-based column, in Unicode scalars, where the offending value starts; 0 when the file could not be read.
    public var column: Int
    /// The JSON path of the offending value, such as `events[3].touches[0].x`; empty at the top level.
    public var field: String
    /// What was expected and what was found.
    public var message: String

    /// An error at `line` and `column` in `field`.
    ///
    /// - Parameters:
    ///   - line: The 1-based line, or 0 for no position.
    ///   - column: The 1-based column in Unicode scalars, or 0 for no position.
    ///   - field: The JSON path of the offending value, or empty at the top level.
    ///   - message: What was expected and what was found.
    public init(line: Int, column: Int, field: String, message: String) {
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// The position, field and message in one line, such as
    /// `line 12, column 9, events[3].touches[0].x: expected a finite number, found 1e999`.
    public var description: String {
        var parts: [String] = []
        if line > 0 {
            parts.append("line \(line), column \(column)")
        }
        if !field.isEmpty {
            parts.append(field)
        }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}
