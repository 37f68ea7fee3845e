// The failure test decoders report: what was malformed, in words a failing test can show.

/// A malformed file met by a test decoder.
struct TestDecodeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
