// What the page sends over the live WebSocket: JSON text messages, each an object with a "type". Anything else
// (binary data, text that is not JSON, an unknown type, a touch with a bad field) is refused with a message that
// names the field and what was expected; the session then goes on, until too many bad messages close it.
import Foundation
import Passage

/// One message from the page, parsed and checked.
enum ClientMessage: Equatable {
    /// Fingers that changed at one instant, in the scene's window points, with the page's number for the input
    /// (echoed with the frame that first shows it, so the page can time the round trip).
    case touches([TouchTrace.Touch], id: Int? = nil)
    /// The page has drawn one frame the server sent (flow control: frames are sent only while few are unacknowledged).
    case frameDrawn
    /// Stop the scene's clock.
    case pause
    /// Run the scene's clock again.
    case play
    /// While paused, run exactly one frame.
    case step
    /// Start the scene again from its first frame, with a new recording.
    case restart
    /// Run the clock at `rate` times real time (1, 1/2, 1/4 or 1/10).
    case speed(Double)
    /// Pause and show frame `n` (from 1), made again by replaying the recorded input on a fresh run.
    case seek(Int)
    /// Send the layer tree at the frame shown.
    case layers

    /// The largest message the server reads, in bytes; a larger one closes the connection.
    static let maximumBytes = 16 * 1024
    /// The most fingers one touches message may list.
    static let maximumTouches = 10
    /// The largest finger id accepted.
    static let maximumFinger = 31
    /// How far outside the window a touch may be, in points (beyond that the value is surely garbage).
    static let maximumCoordinate: Double = 100_000
    /// The speeds the page offers.
    static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

    /// Parses `text`, or throws a `ClientMessageError` saying what was wrong.
    init(text: String) throws(ClientMessageError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw ClientMessageError("message of \(text.utf8.count) bytes; at most \(Self.maximumBytes) are read")
        }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw Self.describe(error, in: text)
        }
        switch wire.type {
        case "touches":
            let touches = try Self.touches(wire.touches)
            if let id = wire.id, id != id.rounded() || !(0...Double(Int32.max)).contains(id) {
                throw ClientMessageError("touches: expected \"id\" an integer 0…\(Int32.max), found \(id.description)")
            }
            self = .touches(touches, id: wire.id.map { Int($0) })
        case "drawn": self = .frameDrawn
        case "pause": self = .pause
        case "play": self = .play
        case "step": self = .step
        case "restart": self = .restart
        case "speed":
            guard let rate = wire.rate, Self.speeds.contains(rate) else {
                throw ClientMessageError(
                    "speed: expected \"rate\" one of \(Self.speeds.map { "\($0)" }.joined(separator: ", "))")
            }
            self = .speed(rate)
        case "seek":
            guard let frame = wire.frame, frame == frame.rounded(),
                (1...Double(LiveTimeline.maximumFrames)).contains(frame)
            else {
                throw ClientMessageError("seek: expected \"frame\" an integer 1…\(LiveTimeline.maximumFrames)")
            }
            self = .seek(Int(frame))
        case "layers": self = .layers
        default:
            throw ClientMessageError(
                "unknown type \(Self.excerpt(wire.type)); expected touches, drawn, pause, play, step, restart, speed, seek or layers"
            )
        }
    }

    /// A message as JSON gives it, before its values are checked.
    private struct Wire: Decodable {
        var type: String
        var touches: [WireTouch]?
        /// A "touches" message's number (optional).
        var id: Double?
        var rate: Double?
        var frame: Double?
    }

    /// One touch as JSON gives it.
    private struct WireTouch: Decodable {
        /// A number, checked to be a whole one here (Foundation on Linux reports 1.5 given for an Int as invalid
        /// JSON, with no field).
        var finger: Double
        var phase: String
        var x: Double
        var y: Double
    }

    /// The touches of a "touches" message: 1…10 of them, each finger once, at finite places near the window.
    private static func touches(_ list: [WireTouch]?) throws(ClientMessageError) -> [TouchTrace.Touch] {
        guard let list, (1...maximumTouches).contains(list.count) else {
            throw ClientMessageError("touches: expected an array of 1 to \(maximumTouches) touches")
        }
        var touches: [TouchTrace.Touch] = []
        for (index, touch) in list.enumerated() {
            let field = "touches[\(index)]"
            guard touch.finger == touch.finger.rounded(), (0...Double(maximumFinger)).contains(touch.finger) else {
                throw ClientMessageError(
                    "\(field).finger: expected an integer 0…\(maximumFinger), found \(touch.finger.description)")
            }
            guard let phase = phases[touch.phase] else {
                throw ClientMessageError(
                    "\(field).phase: expected began, moved, stationary, ended or cancelled, found \(excerpt(touch.phase))"
                )
            }
            guard touch.x.isFinite, touch.y.isFinite, abs(touch.x) <= maximumCoordinate,
                abs(touch.y) <= maximumCoordinate
            else {
                throw ClientMessageError("\(field): expected x and y within ±\(Int(maximumCoordinate)) points")
            }
            let finger = Int(touch.finger)
            guard !touches.contains(where: { $0.finger == finger }) else {
                throw ClientMessageError("\(field).finger: finger \(finger) is listed twice")
            }
            touches.append(
                TouchTrace.Touch(finger: finger, phase: phase, location: CGPoint(x: touch.x, y: touch.y)))
        }
        return touches
    }

    private static let phases: [String: UITouch.Phase] = [
        "began": .began, "moved": .moved, "stationary": .stationary, "ended": .ended, "cancelled": .cancelled,
    ]

    /// What a decoding error says about the message: the field and what was wrong with it, or that the text is
    /// not a JSON object at all.
    private static func describe(_ error: any Error, in text: String) -> ClientMessageError {
        let notAnObject = ClientMessageError("expected a JSON object with a \"type\", found \(excerpt(text))")
        switch error as? DecodingError {
        case .keyNotFound(let key, let context):
            return ClientMessageError("\(path(context.codingPath + [key])): missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return notAnObject }
            return ClientMessageError("\(path(context.codingPath)): \(context.debugDescription.lowercased())")
        default:
            return notAnObject
        }
    }

    /// A coding path as `touches[0].x`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "message" : text
    }

    /// The start of `text`, quoted, for an error message.
    static func excerpt(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + short.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Why a message from the page was refused.
struct ClientMessageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong and what was expected.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
