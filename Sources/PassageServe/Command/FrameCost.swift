// `passage-serve --measure N`: what one live frame costs, scene by scene, at the device and scale the page
// would use. Each scene runs N frames headless with its own touch trace (so interactive transitions happen),
// and every frame is rendered, its changed rectangle found and encoded as the server sends it (FrameMessage's
// operations), and the message written to a loopback TCP connection whose other end a thread of this process
// reads (the send: a copy into the socket, and the reader's copy out of it). Each step is timed in CPU time of
// the whole process (every thread: the renderer's workers and the reader too), which is what a frame costs a
// core however busy the machine is. Medians per frame, in milliseconds, of each step and of their sum, the
// sum's 90th percentile (a mostly still scene has a still frame's median) and its median in wall time, and the
// mean bytes sent are printed, one row per scene, then the worst scene.
// With `--compare-png`, each frame's changed rectangle is also encoded and sent as the page's earlier format did
// (a PNG at deflate level 1), timed the same way in the same run: side by side.
import Foundation
import Passage
import PassageRender
import PassageScenes

#if canImport(Glibc)
import Glibc
#endif

/// The per-frame costs of one scene.
struct FrameCost {
    var scene: String
    var frames: Int
    var render: Double
    /// The 90th percentile of the render time.
    var renderP90: Double
    var changedRect: Double
    var send: Double
    /// The median of each frame's render + rectangle and encoding + send, in CPU time.
    var total: Double
    /// The 90th percentile of the same: the cost of the moving frames of a scene that is mostly still.
    var totalP90: Double
    /// The median of the same in wall time.
    var totalWall: Double
    var changedBytes: Int
    /// With `--compare-png`: the changed rectangle as a PNG at deflate level 1 and its send, the median and 90th
    /// percentile of render + those, and the mean bytes.
    var png: (encode: Double, send: Double, total: Double, totalP90: Double, bytes: Int)?

    /// Runs `scene` for `frames` frames on `device` and measures every frame, sending the messages over
    /// `connection`.
    @MainActor
    static func measure(
        _ scene: Scene, device: DeviceProfile, frames: Int, over connection: LoopbackConnection, comparePNG: Bool
    ) -> FrameCost {
        let run = SceneRun(
            scene, device: device, loopRate: LivePlayback.framesPerSecond, background: LivePlayback.background)
        var times: [[Double]] = [[], [], [], [], [], [], [], []]
        var bytes = [0, 0]
        var previous: Pixmap?
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
        }
        for number in 1...frames {
            let wallStart = clock.now
            let start = processTime()
            let frame = run.nextFrame()!
            let rendered = processTime()
            let message = FrameMessage(frame: frame, number: number, previous: previous)
            let changed = processTime()
            connection.send(message.bytes)
            let sent = processTime()
            times[6].append(milliseconds(clock.now - wallStart))
            times[0].append(rendered - start)
            times[1].append(changed - rendered)
            times[2].append(sent - changed)
            times[3].append(sent - start)
            bytes[0] += message.bytes.count
            if comparePNG {
                let pngStart = processTime()
                let png = Self.pngMessage(frame: frame, number: number, previous: previous)
                let encoded = processTime()
                connection.send(png)
                let pngSent = processTime()
                times[4].append(encoded - pngStart)
                times[5].append(pngSent - encoded)
                times[7].append(rendered - start + pngSent - pngStart)
                bytes[1] += png.count
            }
            previous = frame
        }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1
                ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        func percentile90(_ values: [Double]) -> Double {
            values.sorted()[min(values.count - 1, values.count * 9 / 10)]
        }
        return FrameCost(
            scene: scene.name, frames: frames, render: median(times[0]), renderP90: percentile90(times[0]),
            changedRect: median(times[1]),
            send: median(times[2]), total: median(times[3]), totalP90: percentile90(times[3]),
            totalWall: median(times[6]), changedBytes: bytes[0] / frames,
            png: comparePNG
                ? (median(times[4]), median(times[5]), median(times[7]), percentile90(times[7]), bytes[1] / frames)
                : nil)
    }

    /// The message the page's earlier format sent for `frame`: the header, then the changed rectangle as a PNG at
    /// deflate level 1 (nothing when no pixel changed).
    static func pngMessage(frame: Pixmap, number: Int, previous: Pixmap?) -> [UInt8] {
        let whole = FrameMessage.PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let rect = previous.flatMap { FrameMessage.changedRect(from: $0, to: frame) } ?? whole
        var bytes = [UInt8](repeating: 0, count: FrameMessage.headerBytes)
        bytes[0] = UInt8(truncatingIfNeeded: number >> 24)
        bytes[1] = UInt8(truncatingIfNeeded: number >> 16)
        bytes[2] = UInt8(truncatingIfNeeded: number >> 8)
        bytes[3] = UInt8(truncatingIfNeeded: number)
        for (index, value) in [rect.x, rect.y, rect.width, rect.height].enumerated() {
            bytes[4 + index * 2] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[5 + index * 2] = UInt8(truncatingIfNeeded: value)
        }
        if rect.width > 0 { bytes += FrameMessage.crop(frame, to: rect).pngData(compressionLevel: 1) }
        return bytes
    }

    /// Milliseconds of CPU time the process has used, all threads.
    static func processTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The table's heading.
    static func heading(comparePNG: Bool) -> String {
        "scene                           frames  render ms  render p90  rect+ops ms  send ms  total ms  p90 ms  wall ms   ops bytes"
            + (comparePNG ? "  png ms  png send ms  png total ms  png p90 ms   png bytes" : "")
    }

    /// One row of the table.
    var row: String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func left(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        func ms(_ value: Double) -> String { String(format: "%.2f", value) }
        var row =
            pad(scene, 32) + left("\(frames)", 6) + left(ms(render), 11) + left(ms(renderP90), 12)
            + left(ms(changedRect), 13)
            + left(ms(send), 9) + left(ms(total), 10) + left(ms(totalP90), 8) + left(ms(totalWall), 9)
            + left("\(changedBytes)", 12)
        if let png {
            row +=
                left(ms(png.encode), 8) + left(ms(png.send), 13) + left(ms(png.total), 14) + left(ms(png.totalP90), 12)
                + left("\(png.bytes)", 12)
        }
        return row
    }

    /// The summary under the table: the scenes within `budget` milliseconds per frame, by the median total and
    /// by its 90th percentile, and the worst of each (and the same for the PNG, when compared).
    static func summary(_ costs: [FrameCost], budget: Double = 1000.0 / 60) -> String {
        guard let worst = costs.max(by: { $0.total < $1.total }),
            let worstP90 = costs.max(by: { $0.totalP90 < $1.totalP90 })
        else { return "no scene measured" }
        var lines = [
            String(
                format:
                    "%d of %d scenes within %.1f ms of CPU per frame (median total), %d at the 90th percentile; worst: %@, %.2f ms (median), %@, %.2f ms (90th percentile)",
                costs.filter { $0.total <= budget }.count, costs.count, budget,
                costs.filter { $0.totalP90 <= budget }.count, worst.scene, worst.total, worstP90.scene,
                worstP90.totalP90)
        ]
        let compared = costs.compactMap { cost in cost.png.map { (cost.scene, $0) } }
        if let worstPNG = compared.max(by: { $0.1.total < $1.1.total }) {
            lines.append(
                String(
                    format: "with PNG: %d of %d within (median total), %d at the 90th percentile; worst: %@, %.2f ms",
                    compared.filter { $0.1.total <= budget }.count, compared.count,
                    compared.filter { $0.1.totalP90 <= budget }.count, worstPNG.0, worstPNG.1.total))
        }
        return lines.joined(separator: "\n")
    }
}

/// A TCP connection on loopback whose far end a thread of this process reads and drops: where `--measure`
/// sends its frames.
final class LoopbackConnection: @unchecked Sendable {
    private let sender: Int32
    private let reader: Thread

    /// Connects a socket to a listener on 127.0.0.1 and starts the thread reading its far end.
    ///
    /// - Throws: `LiveServerError` when the connection cannot be made.
    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, bound else { throw LiveServerError("--measure: could not listen on 127.0.0.1") }
        let sender = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(sender, $0, length) == 0 }
        }
        let receiver = accept(listener, nil, nil)
        guard connected, receiver >= 0 else {
            close(sender)
            throw LiveServerError("--measure: could not connect to 127.0.0.1")
        }
        self.sender = sender
        reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while buffer.withUnsafeMutableBytes({ recv(receiver, $0.baseAddress, $0.count, 0) }) > 0 {}
            close(receiver)
        }
        reader.start()
    }

    deinit {
        shutdown(sender, Int32(SHUT_RDWR))
        close(sender)
    }

    /// Writes all of `bytes`, waiting while the socket's buffer is full.
    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(sender, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }
}
