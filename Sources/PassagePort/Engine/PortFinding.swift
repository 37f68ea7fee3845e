// What `passage-port` could not convert: one place in one file and why, so the porter can finish by hand.

/// Something the porter left for a person, at a line of the original file.
public struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was named to the porter.
    public var file: String
    /// The 1-based line in the file as it was before porting.
    public var line: Int
    /// What is left and what to do about it.
    public var reason: String

    /// Creates a finding.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, the form compilers use, so editors can jump to it.
    public var description: String { "\(file):\(line): \(reason)" }
}
