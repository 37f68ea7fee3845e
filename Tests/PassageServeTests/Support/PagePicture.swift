// The page's picture, kept as app.js keeps it: frame messages applied in order, operation by operation. The
// tests check through it that what the page is sent rebuilds every frame exactly.
import PassageRender

@testable import PassageServe

/// The pixels a page holds after applying frame messages, 32-bit words in memory order.
struct PagePicture: Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies one frame message, as app.js's applyFrame does; returns its frame number.
    @discardableResult
    mutating func apply(_ message: [UInt8]) throws -> UInt32 {
        guard let (frame, rect) = FrameMessage.header(of: message) else { throw Malformed(description: "no header") }
        guard rect.width > 0 else { return frame }
        guard rect.x + rect.width <= width, rect.y + rect.height <= height, (message.count - 12) % 4 == 0 else {
            throw Malformed(description: "rectangle \(rect) in a message of \(message.count) bytes")
        }
        let words = stride(from: FrameMessage.headerBytes, to: message.count, by: 4).map { at in
            UInt32(message[at]) | UInt32(message[at + 1]) << 8 | UInt32(message[at + 2]) << 16
                | UInt32(message[at + 3]) << 24
        }
        var k = 0
        for row in rect.y..<(rect.y + rect.height) {
            var i = row * width + rect.x
            let end = i + rect.width
            while i < end {
                guard k < words.count else { throw Malformed(description: "the words end in row \(row)") }
                let word = words[k]
                k += 1
                let n = Int(word >> 2)
                guard n > 0, i + n <= end else { throw Malformed(description: "operation \(word) in row \(row)") }
                switch FrameMessage.Operation(rawValue: word & 3)! {
                case .unchanged: break
                case .run:
                    for j in i..<(i + n) { pixels[j] = words[k] }
                    k += 1
                case .above:
                    for j in i..<(i + n) { pixels[j] = pixels[j - width] }
                case .literal:
                    for j in 0..<n { pixels[i + j] = words[k + j] }
                    k += n
                }
                i += n
            }
        }
        guard k == words.count else { throw Malformed(description: "\(words.count - k) words left over") }
        return frame
    }

    /// The pixels of RGBA `bytes`, as a canvas's `getImageData` gives them.
    init(width: Int, height: Int, bytes: [UInt8]) {
        self.init(width: width, height: height)
        for index in 0..<min(pixels.count, bytes.count / 4) {
            let at = index * 4
            pixels[index] =
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
                << 24
        }
    }

    /// `pixmap`'s pixels as the page should hold them (straight alpha; the frames here are opaque, so the same).
    init(_ pixmap: Pixmap) {
        self.init(width: pixmap.width, height: pixmap.height)
        let straight = pixmap.straightPixels()
        for index in 0..<pixels.count {
            let at = index * 4
            pixels[index] =
                UInt32(straight[at]) | UInt32(straight[at + 1]) << 8 | UInt32(straight[at + 2]) << 16
                | UInt32(straight[at + 3]) << 24
        }
    }
}
