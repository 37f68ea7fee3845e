// Reading `passage render`'s option values. Each reader turns the text after an option into its value or throws
// a ValidationError saying what was expected; swift-argument-parser puts the option and the value in front, so
// the user sees one line such as
// `The value '500' is invalid for '--fps <fps>': expected a whole number of frames per second from 1 to 240`.
import ArgumentParser
import Foundation
import PassageCore
import PassageRender
import PassageScenes

/// The frame's background: a colour, or nothing (transparent).
struct RenderBackground: Sendable {
    /// What the frame is cleared to; nil leaves it transparent.
    let color: CGColor?

    /// White, the default.
    static let white = RenderBackground(color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
}

/// Readers for `passage render`'s option values.
enum RenderOptionValues {
    /// Output frame rates `--fps` accepts.
    static let framesPerSecondRange = 1...240
    /// Pixels per point `--scale` accepts.
    static let scales = 1...3
    /// The largest `--slow-animations` factor (the simulator's "Slow Animations" is 10).
    static let maximumSlowdown = 10.0

    /// `--fps`: a whole number from 1 to 240.
    @Sendable static func framesPerSecond(_ text: String) throws -> Int {
        try wholeNumber(
            text, in: framesPerSecondRange, else: "expected a whole number of frames per second from 1 to 240")
    }

    /// `--scale`: 1, 2 or 3.
    @Sendable static func scale(_ text: String) throws -> Int {
        try wholeNumber(text, in: scales, else: "expected 1, 2 or 3 pixels per point")
    }

    /// `--threads`: a whole number from 1 to 64.
    @Sendable static func threads(_ text: String) throws -> Int {
        try wholeNumber(
            text, in: 1...64,
            else: "expected a whole number of threads from 1 to 64 (1 encodes on the rendering thread)")
    }

    /// `--downsample`: a whole number from 1 to 8.
    @Sendable static func downsample(_ text: String) throws -> Int {
        try wholeNumber(
            text, in: RecordingOptions.downsampleRange,
            else: "expected a whole number from 1 to 8 (2 halves the width and height)")
    }

    /// `--jobs`: a whole number from 1 to 64.
    @Sendable static func processes(_ text: String) throws -> Int {
        try wholeNumber(
            text, in: 1...64,
            else: "expected a whole number of processes from 1 to 64 (1 renders every demo in this process)")
    }

    /// `text` as a whole number in `range`; a ValidationError saying `expectation` otherwise.
    private static func wholeNumber(_ text: String, in range: ClosedRange<Int>, else expectation: String) throws -> Int
    {
        guard let value = Int(text), range.contains(value) else { throw ValidationError(expectation) }
        return value
    }

    /// `--device`: the name of a preset in `DeviceProfile.all`.
    @Sendable static func device(_ text: String) throws -> DeviceProfile {
        guard let device = DeviceProfile.named(text.lowercased()) else {
            throw ValidationError("expected one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        return device
    }

    /// `--slow-animations`: a factor greater than 0 and at most 10.
    @Sendable static func slowdown(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= maximumSlowdown else {
            throw ValidationError("expected a factor greater than 0 and at most 10 (1 is normal speed)")
        }
        return value
    }

    /// `--background`: `#RRGGBB`, `#RRGGBBAA`, `white`, `black` or `none` (transparent), case-insensitively.
    @Sendable static func background(_ text: String) throws -> RenderBackground {
        let expected = ValidationError("expected #RRGGBB, #RRGGBBAA, white, black or none")
        switch text.lowercased() {
        case "white": return .white
        case "black": return RenderBackground(color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        case "none": return RenderBackground(color: nil)
        default: break
        }
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8 else { throw expected }
        var components: [CGFloat] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { throw expected }
            components.append(CGFloat(high * 16 + low) / 255)
        }
        return RenderBackground(
            color: CGColor(
                red: components[0], green: components[1], blue: components[2],
                alpha: components.count == 4 ? components[3] : 1))
    }

    /// `--format` (with `--all`): apng, gif, png, mp4 or webm.
    @Sendable static func format(_ text: String) throws -> ExportFormat {
        guard let format = allFormats.first(where: { $0.fileExtension == text.lowercased() }) else {
            throw ValidationError("expected apng, gif, png, mp4 or webm")
        }
        return format
    }

    /// The formats `--all` writes, one file per demo.
    static let allFormats: [ExportFormat] = [.apng, .gif, .png, .mp4, .webm]

    private static func hexValue(_ digit: UInt8) -> Int? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(digit - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

extension ExportFormat {
    /// The extension of a file in this format, without the dot (empty for a folder of frames).
    var fileExtension: String {
        switch self {
        case .pngSequence: return ""
        default: return rawValue
        }
    }

    /// How the success line names the format.
    var displayName: String {
        switch self {
        case .png: return "PNG"
        case .pngSequence: return "PNG frames"
        case .apng: return "APNG"
        case .gif: return "GIF"
        case .mp4: return "MP4"
        case .webm: return "WebM"
        }
    }
}
