// Runs a scene on a virtual clock and writes what is on screen frame by frame: the presented frame,
// opacity and (for 3D) the rotation of each watched view, as a text table.
import Passage
import PassageRender

/// Presented values of a scene's views, one row per frame: what `passage table` prints.
@MainActor
package enum SceneTable {
    /// Runs `scene` at `framesPerSecond` on the stage a recording runs it on (`SceneRun`, drawing nothing), in a
    /// window the size of `device` (default the iPhone SE, 375 × 667 points), playing its own touch trace if it
    /// has one, and returns the table's lines: the header, then one row per frame until the scene's duration has
    /// passed (at least one after frame 0). Frame 0's row shows the values the scene's start left, read before
    /// the commit of the first frame (`SceneRun.nextFrame()`) runs the layout pass; a recording's first frame is
    /// drawn after it. From frame 1 on, the rows are the values of the recording's frames.
    package static func lines(for scene: Scene, framesPerSecond: Int, device: DeviceProfile = .iPhoneSE) -> [String] {
        let run = SceneRun(scene, device: device, loopRate: framesPerSecond, draws: false)
        let frames = Int(
            (scene.duration(playing: scene.trace(for: device.size)) * Double(framesPerSecond)).rounded(.up))
        let views = run.watched.map(\.view)
        let read = { (frame: Int) in run.loop.perform { row(frame: frame, time: CACurrentMediaTime(), views) } }
        var lines = [header(run.watched.map(\.label)), read(0)]
        run.nextFrame()
        for frame in 1...max(frames, 1) {
            run.nextFrame()
            lines.append(read(frame))
        }
        _ = run.stop()
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
