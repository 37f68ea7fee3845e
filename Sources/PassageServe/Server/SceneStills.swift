// The pictures of the page's scene list: one still per scene, the frame halfway through its duration (with its
// own touch trace playing, so an interactive transition is caught in the middle), drawn as the gallery draws its
// demos (iPhone SE @2x, a quarter of each side: 188 × 334 pixels) and kept as a PNG. Each is made when first
// asked for, one at a time, giving way to the playing pages every few frames, and kept for the server's life:
// at most one per scene of the server's list.
import Foundation
import Passage
import PassageRender
import PassageScenes

/// The scene list's pictures of one server.
@MainActor
final class SceneStills {
    /// The device the stills are drawn on, and the factor each side is divided by (the gallery's).
    static let device = DeviceProfile.iPhoneSE.scaled(to: 2)
    static let downsampling = 4
    /// Frames stepped between two yields to the playing pages.
    static let framesPerYield = 8

    private let scenes: [Scene]
    private var stills: [String: Data] = [:]
    /// The still being made, which the next one waits for.
    private var making: Task<Void, Never>?

    /// How many stills are kept.
    var count: Int { stills.count }

    /// Stills of `scenes`.
    init(scenes: [Scene]) {
        self.scenes = scenes
    }

    /// The still of the scene named `name`, as a PNG, or an error naming the scenes there are.
    func still(named name: String) async -> Result<Data, LiveServerError> {
        guard let scene = scenes.first(where: { $0.name == name }) else {
            return .failure(
                LiveServerError(
                    "no scene named \(ClientMessage.excerpt(name)); expected one of \(scenes.map(\.name).joined(separator: ", "))"
                ))
        }
        return .success(await still(of: scene))
    }

    /// The still of `scene`, as a PNG: made now (after those asked for before it) or kept from before.
    func still(of scene: Scene) async -> Data {
        if let still = stills[scene.name] { return still }
        let previous = making
        let made = Task { @MainActor in
            await previous?.value
            if let still = stills[scene.name] { return still }
            let still = await Self.make(scene)
            stills[scene.name] = still
            return still
        }
        making = Task { _ = await made.value }
        return await made.value
    }

    /// The frame halfway through `scene`'s duration, shrunk, as a PNG.
    static func make(_ scene: Scene) async -> Data {
        Data(await picture(of: scene).pngData(compressionLevel: 6))
    }

    /// The frame halfway through `scene`'s duration, shrunk.
    static func picture(of scene: Scene) async -> Pixmap {
        let run = SceneRun(
            scene, device: device, loopRate: LivePlayback.framesPerSecond, background: LivePlayback.background)
        let frame = max(1, Int((scene.duration * Double(LivePlayback.framesPerSecond) / 2).rounded()))
        for number in 1..<frame {
            run.skipFrame()
            if number % framesPerYield == 0 { await Task.yield() }
        }
        let still = run.nextFrame()!.downsampled(by: downsampling)
        _ = run.stop()
        return still
    }
}
