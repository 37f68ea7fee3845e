// Runs a scene on a virtual clock and writes what is on screen frame by frame: the presented frame,
// opacity and (for 3D) the rotation of each watched view, as a text table.
import Passage
import PassageRender

/// Presented values of a scene's views, one row per frame.
@MainActor
package enum SceneTable {
    /// Runs `scene` at `framesPerSecond` on a fresh frame loop, in a window the size of `device` (default the
    /// iPhone SE, 375 × 667 points), playing its own touch trace if it has one, and returns the table's lines.
    package static func lines(for scene: Scene, framesPerSecond: Int, device: DeviceProfile = .iPhoneSE) -> [String] {
        let loop = FrameLoop(framesPerSecond: framesPerSecond)
        loop.makeCurrent()
        UIScreen(device: device).makeMain()
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        window.makeKeyAndVisible()
        let watched = scene.start(window)
        let trace = scene.trace(for: device.size)
        let player = trace.map { TouchTracePlayer(trace: $0) }
        var lines = [header(watched.map(\.label))]
        let frames = Int((scene.duration(playing: trace) * Double(framesPerSecond)).rounded(.up))
        lines.append(row(frame: 0, time: CACurrentMediaTime(), watched.map(\.view)))
        for frame in 1...max(frames, 1) {
            loop.step()
            lines.append(row(frame: frame, time: CACurrentMediaTime(), watched.map(\.view)))
        }
        player?.stop()
        return lines
    }

    /// The header line: `frame`, `t`, then x, y, w, h, alpha and rotX° of each label, tab-separated.
    package static func header(_ labels: [String]) -> String {
        (["frame", "t"] + labels.flatMap { ["\($0).x", "\($0).y", "\($0).w", "\($0).h", "\($0).alpha", "\($0).rotX°"] })
            .joined(separator: "\t")
    }

    /// One line: the frame number, `time` and the presented values of `views`, tab-separated.
    package static func row(frame: Int, time: CFTimeInterval, _ views: [UIView]) -> String {
        var cells = [String(frame), format(time, 4)]
        for view in views {
            let layer = view.layer.presentation() ?? view.layer
            let frame = layer.frame
            let rotation = atan2(Double(layer.transform.m23), Double(layer.transform.m22)) * 180 / .pi
            cells += [
                format(frame.minX), format(frame.minY), format(frame.width), format(frame.height),
                format(Double(layer.opacity), 3), format(rotation),
            ]
        }
        return cells.joined(separator: "\t")
    }

    private static func format<T: BinaryFloatingPoint>(_ value: T, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f", Double(value))
    }
}
