// Shared pieces of the drop-in grab demo tests: a scene on a fresh stage playing the demo's trace from the start
// (as SceneRecorder plays the built-in one), stepping until the log reports an event, the card as shown, where the
// finger is, and a reference run of the same scene without touches.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

/// One run of a drop-in grab scene: the stage, the scene and the trace being played (none: the card drops alone).
/// Making a run makes its frame loop current; finish with one run before making the next.
@MainActor
struct DropInGrabRun {
    let stage: DemoStage
    let scene: DropInGrabScene
    let player: TouchTracePlayer?

    /// A scene of `style` on a fresh 375 × 667 stage at `framesPerSecond`, playing the scene's finishing or
    /// cancelling trace from now (no touches when `touches` is false).
    init(_ style: DropInGrabStyle, finishing: Bool = true, touches: Bool = true, framesPerSecond: Int = 60) {
        stage = DemoStage(framesPerSecond: framesPerSecond)
        scene = DropInGrabScene(in: stage.window, style: style)
        player =
            touches
            ? TouchTracePlayer(trace: DropInGrabScene.trace(for: stage.window.bounds.size, finishing: finishing)) : nil
    }

    /// The presented card's view, while it exists.
    var card: UIView? { scene.presented?.view }

    /// The card's layer as shown this frame.
    var shownCard: CALayer? { card.map { $0.layer.presentation() ?? $0.layer } }

    /// Where the finger is (the last touch delivered), in window points; nil before it came down.
    var finger: CGPoint? {
        guard let player else { return nil }
        let now = CACurrentMediaTime()
        return player.trace.events.last { player.startTime + $0.time <= now + 1e-9 }?.touches.first?.location
    }

    /// Steps one frame at a time until the log holds `entry` (the frame that logged it has run); false if it did
    /// not come within `limit` seconds of the demo's clock.
    @discardableResult
    func step(until entry: String, limit: TimeInterval = 3) -> Bool {
        while !scene.log.entries.contains(entry) {
            guard stage.now < limit else { return false }
            stage.step()
        }
        return true
    }

    /// Steps until the demo has run for as long as `passage render` runs it with this trace.
    func runToEnd() {
        stage.advance(to: DemoCatalog.dropInGrab().duration(playing: player?.trace))
    }

    /// The log entries from `entry` on.
    func entries(from entry: String) -> [String] {
        Array(scene.log.entries.drop { $0 != entry })
    }

    /// The card's shown position and transform on every frame of the first `duration` seconds of `style` without
    /// touches, indexed by frame number (nil before the card is presented).
    static func reference(
        _ style: DropInGrabStyle, duration: TimeInterval = 1,
        framesPerSecond: Int = 60
    ) -> [(position: CGPoint, transform: CATransform3D)?] {
        let run = DropInGrabRun(style, touches: false, framesPerSecond: framesPerSecond)
        var frames: [(position: CGPoint, transform: CATransform3D)?] = []
        while run.stage.now < duration {
            frames.append(run.shownCard.map { ($0.position, $0.transform) })
            run.stage.step()
        }
        return frames
    }
}

/// The trace's release velocity, in points per second: 900 down when finishing, 600 up when cancelling.
func releaseVelocity(finishing: Bool) -> CGFloat { finishing ? 900 : -600 }
