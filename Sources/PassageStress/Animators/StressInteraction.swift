// A percent-driven interaction controller that moves by itself, as a gesture would: once the transition starts it
// updates the percent every frame (a display link) along its drive, then finishes or cancels.
import Foundation
import Passage

/// A `UIPercentDrivenInteractiveTransition` following a `StressDrive`.
@MainActor
final class StressInteraction: UIPercentDrivenInteractiveTransition {
    private let drive: StressDrive
    private weak var world: StressWorld?
    private var link: CADisplayLink?

    init(drive: StressDrive, world: StressWorld) {
        self.drive = drive
        self.world = world
        super.init()
        completionSpeed = CGFloat(drive.completionSpeed)
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        guard link == nil else { return }
        world?.activeDrives += 1
        var frame = 0
        let drive = self.drive
        // The link holds the interaction weakly: the transition owns it and may end (and release it) first, and
        // the drive then ends too.
        let link = CADisplayLink { [weak self, weak world] link in
            guard let self else {
                link.invalidate()
                world?.activeDrives -= 1
                return
            }
            frame += 1
            if frame >= drive.frames {
                self.update(CGFloat(drive.percent))
                if drive.finish { self.finish() } else { self.cancel() }
                self.stop()
            } else {
                self.update(CGFloat(drive.percent) * CGFloat(frame) / CGFloat(max(1, drive.frames)))
            }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func stop() {
        guard let link else { return }
        link.invalidate()
        self.link = nil
        world?.activeDrives -= 1
    }
}
