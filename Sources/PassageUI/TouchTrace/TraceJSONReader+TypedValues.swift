// Reading a value of an expected type: a finite double, an exact integer or a string, each failing with
// "expected …, found …" at the value's start. Integers are converted from their literal text exactly, never
// through a double, so a huge or fractional literal is rejected instead of rounded or trapping.
import Foundation

extension TraceJSONReader {
    /// Reads a number that is finite as a double (JSON has no NaN or Infinity; 1e999 overflows and is rejected).
    mutating func readFiniteNumber() throws(TouchTraceError) -> (value: Double, position: TraceJSONPosition) {
        let (kind, start) = try peekValue()
        guard kind == .number else {
            throw error("expected a number, found \(describeValue(of: kind))", at: start)
        }
        let literal = try readNumber()
        guard let value = Double(literal), value.isFinite else {
            throw error("expected a finite number, found \(Self.abbreviated(literal))", at: start)
        }
        return (value, start)
    }

    /// Reads an integer written without fraction or exponent that fits in `Int` and is at least `minimum`.
    ///
    /// - Parameters:
    ///   - minimum: The smallest value accepted.
    ///   - expected: What the value is, for messages, such as `a non-negative integer finger id`.
    mutating func readInteger(
        minimum: Int = .min, expected: String
    ) throws(TouchTraceError) -> (value: Int, position: TraceJSONPosition) {
        let (kind, start) = try peekValue()
        guard kind == .number else {
            throw error("expected \(expected), found \(describeValue(of: kind))", at: start)
        }
        let literal = try readNumber()
        guard let value = Int(literal), value >= minimum else {
            throw error("expected \(expected), found \(Self.abbreviated(literal))", at: start)
        }
        return (value, start)
    }

    /// Reads a string.
    ///
    /// - Parameter expected: What the value is, for messages, such as `a phase name`.
    mutating func readString(expected: String) throws(TouchTraceError) -> (value: String, position: TraceJSONPosition) {
        let (kind, start) = try peekValue()
        guard kind == .string else {
            throw error("expected \(expected), found \(describeValue(of: kind))", at: start)
        }
        return (try readString(), start)
    }
}
