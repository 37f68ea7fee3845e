// `DispatchQueue.main.async` and `asyncAfter` as iOS code calls them, routed to the current frame loop when called
// on the main thread (see `FrameLoop+MainQueue.swift` for the rules). These overloads take only the block, so Swift
// prefers them to Dispatch's (which take a group, a quality of service and flags with defaults) wherever Passage is
// imported; every other queue, thread and spelling goes to Dispatch unchanged.
import Foundation

extension DispatchQueue {
    /// Schedules `work` on the queue, as Dispatch does. On the main queue, called on the main thread, the block
    /// also runs at the current frame loop's next frame if the run loop has not run it before: iOS's main run loop
    /// drains the main queue between frames, and a program stepping a frame loop turns no run loop.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue, Thread.isMainThread else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        let queued = MainActor.assumeIsolated { FrameLoop.current.enqueueMainQueueBlock(work) }
        async(group: nil, qos: .unspecified, flags: []) {
            MainActor.assumeIsolated { queued.runIfPending() }
        }
    }

    /// Schedules `work` to run on the queue at `deadline`, as Dispatch does. On the main queue, called on the main
    /// thread while the current frame loop's clock is virtual, the deadline is read as a delay from now on that
    /// clock (to the nearest millisecond) and the block runs at the first frame at or after it, never on the wall
    /// clock. `DispatchTime.distantFuture` never comes.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueue, Thread.isMainThread,
            MainActor.assumeIsolated({ FrameLoop.current.clock is VirtualClock })
        else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        guard deadline != .distantFuture else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        let delay = (Double(nanoseconds) / 1e6).rounded() / 1e3
        MainActor.assumeIsolated { FrameLoop.current.enqueueMainQueueBlock(after: delay, work) }
    }

    /// Whether this is the main queue (Dispatch gives a new wrapper of it for each `DispatchQueue.main`).
    private var isMainQueue: Bool {
        label == DispatchQueue.main.label
    }
}
