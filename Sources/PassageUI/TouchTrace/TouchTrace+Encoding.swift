// Writing a trace as JSON text in the format of docs/touch-trace-format.md: one event per line, keys in a fixed
// order, numbers in the shortest form that reads back as the same double. For a valid trace, parsing the output
// gives back an equal trace; an invalid one (say with NaN or a region phase) gives text the parser rejects.
import Foundation

extension TouchTrace {
    /// The trace as JSON text, one event per line, deterministic byte for byte.
    ///
    /// Numbers are written in Swift's shortest round-trip form (`0.016`, `2.0`, `1e-05`), so
    /// `TouchTrace(json: trace.jsonData())` equals `trace` exactly for every valid trace.
    public func jsonData() -> Data {
        var text = """
            {
              "format": "\(Self.formatName)",
              "version": \(Self.currentVersion),
              "events": [
            """
        if events.isEmpty {
            text += "]\n}\n"
            return Data(text.utf8)
        }
        text += "\n"
        for (index, event) in events.enumerated() {
            text += "    { \"time\": \(Self.number(event.time)), \"touches\": [ "
            text += event.touches.map(Self.json(of:)).joined(separator: ", ")
            text += index == events.count - 1 ? " ] }\n" : " ] },\n"
        }
        text += "  ]\n}\n"
        return Data(text.utf8)
    }

    /// One touch as a JSON object on one line.
    private static func json(of touch: Touch) -> String {
        "{ \"finger\": \(touch.finger), \"phase\": \"\(name(of: touch.phase))\", "
            + "\"x\": \(number(Double(touch.location.x))), \"y\": \(number(Double(touch.location.y))) }"
    }

    /// `value` in the shortest text that reads back as the same double.
    private static func number(_ value: Double) -> String {
        value.description
    }
}
