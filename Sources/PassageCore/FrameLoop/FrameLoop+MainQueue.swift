// The main dispatch queue served by the frame loop, as iOS's main run loop serves it between frames.
//
// Rules (relied on by tests and stated in the Differences from UIKit article):
// - A block handed to `DispatchQueue.main.async(execute:)` on the main thread is queued on the current loop and
//   runs in phase 3 of the loop's next frame, after the clock advanced. It is also handed to Dispatch, so that a
//   program that turns the run loop before that frame (an expectation being waited for) runs it then, as iOS
//   would; each block runs once, whichever comes first.
// - A block handed to `DispatchQueue.main.asyncAfter(deadline:execute:)` on the main thread while the loop's
//   clock is virtual is due at the loop's current time plus the delay the deadline stood for when it was handed
//   over (measured then, to the nearest millisecond). It runs in phase 3 of the first frame whose time is at or
//   after that, never earlier and never on the wall clock: the same program runs it at the same frame every time.
//   On a real clock the block goes to Dispatch unchanged.
// - Ready blocks run in the order they became ready (a queued block at the time it was queued, a delayed block
//   at its due time), ties in the order they were handed over. A block handed over while ready work runs waits
//   for the next frame, so a block that queues itself again cannot hold a frame.
// - Pending blocks keep `runUntilIdle` stepping.
import Foundation

/// One block handed to the main dispatch queue while a frame loop was current, run once.
@MainActor
final class MainQueueWork {
    /// The loop time from which the block may run: when it was queued, or its deadline.
    let readyTime: CFTimeInterval
    /// Whether the block waits for its deadline (`asyncAfter`) rather than for the next frame (`async`).
    let isDelayed: Bool
    /// The frame count of the loop when the block was handed over.
    let queuedAtFrame: Int
    private var block: (@Sendable () -> Void)?

    init(readyTime: CFTimeInterval, isDelayed: Bool, queuedAtFrame: Int, block: @escaping @Sendable () -> Void) {
        self.readyTime = readyTime
        self.isDelayed = isDelayed
        self.queuedAtFrame = queuedAtFrame
        self.block = block
    }

    /// Whether the block has not run yet.
    var isPending: Bool { block != nil }

    /// Runs the block unless it ran already.
    func runIfPending() {
        guard let block else { return }
        self.block = nil
        block()
    }
}

extension FrameLoop {
    /// Queues `block` to run at this loop's next frame (what `DispatchQueue.main.async` does on the main thread).
    /// Returns the queued work, which Dispatch may also run first.
    func enqueueMainQueueBlock(_ block: @escaping @Sendable () -> Void) -> MainQueueWork {
        let work = MainQueueWork(
            readyTime: clock.currentTime, isDelayed: false, queuedAtFrame: frameCount, block: block)
        mainQueueWork.append(work)
        return work
    }

    /// Queues `block` to run at the first frame at or after `delay` seconds from now on this loop's clock (what
    /// `DispatchQueue.main.asyncAfter` does on the main thread when the clock is virtual).
    func enqueueMainQueueBlock(after delay: CFTimeInterval, _ block: @escaping @Sendable () -> Void) {
        let work = MainQueueWork(
            readyTime: clock.currentTime + max(0, delay), isDelayed: true, queuedAtFrame: frameCount, block: block)
        mainQueueWork.append(work)
    }

    /// Whether main-queue work handed to this loop has not run yet.
    var hasPendingMainQueueWork: Bool {
        mainQueueWork.contains { $0.isPending }
    }

    /// Phase 3 of a frame: runs the main-queue work that is ready by now, handed over before this frame.
    func runReadyMainQueueWork() {
        mainQueueWork.removeAll { !$0.isPending }
        guard !mainQueueWork.isEmpty else { return }
        let now = clock.currentTime
        let tolerance = frameDuration * 1e-6
        let ready = mainQueueWork.filter { work in
            work.queuedAtFrame < frameCount && (!work.isDelayed || work.readyTime <= now + tolerance)
        }
        guard !ready.isEmpty else { return }
        let readyIDs = Set(ready.map(ObjectIdentifier.init))
        mainQueueWork.removeAll { readyIDs.contains(ObjectIdentifier($0)) }
        // A stable sort: ties keep the order the blocks were handed over in.
        let ordered = ready.enumerated().sorted { lhs, rhs in
            lhs.element.readyTime != rhs.element.readyTime
                ? lhs.element.readyTime < rhs.element.readyTime : lhs.offset < rhs.offset
        }
        for (_, work) in ordered { work.runIfPending() }
    }
}
