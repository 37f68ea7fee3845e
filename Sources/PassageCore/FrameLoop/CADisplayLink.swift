// A timer synchronised with the frame loop. Swift on Linux has no Objective-C selectors, so instead of
// `CADisplayLink(target:selector:)` a link takes a closure, or a target and an unapplied method reference:
// iOS's `CADisplayLink(target: self, selector: #selector(tick(_:)))` becomes
// `CADisplayLink(target: self, action: Self.tick)` (or `MyClass.tick`).
import Foundation

/// Calls its handler once per frame of the frame loop it was added to (Core Animation's `CADisplayLink`).
@preconcurrency @MainActor
public final class CADisplayLink {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    private var handler: ((CADisplayLink) -> Void)?
    private weak var loop: FrameLoop?

    /// The time of the frame being prepared, in media time. 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will fire for: timestamp + duration.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between two calls at the link's rate. 0 before the link is added to a loop.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether calls are suspended. Default false.
    public var isPaused = false
    /// The rate the link would like, in frames per second; 0 (the default) means the loop's rate.
    /// The link fires every round(loop rate / preferred rate) frames.
    public var preferredFramesPerSecond = 0

    /// Creates a link that calls `handler` each frame once added to a loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Creates a link that calls `action` on `target` each frame, e.g. `CADisplayLink(target: self, action: Self.tick)`
    /// or `MyClass.tick`. The target is retained until `invalidate()`, as UIKit retains it. A target that is
    /// not a `Receiver` (the class whose method `action` is) logs an error and the link calls nothing.
    public convenience init<Target: AnyObject, Receiver>(
        target: Target, action: @escaping (Receiver) -> (CADisplayLink) -> Void
    ) {
        guard let receiver = target as? Receiver else {
            diagnose(
                .displayLinkTargetMismatch, .error,
                "CADisplayLink(target:action:): \(type(of: target)) is not a \(Receiver.self), whose method the action is; the link calls nothing"
            )
            self.init { _ in }
            return
        }
        self.init { link in action(receiver)(link) }
    }

    /// Adds the link to the current frame loop. The run loop and mode are accepted for source compatibility.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else {
            diagnose(
                .displayLinkAddedAfterInvalidate, .warning, "CADisplayLink.add(to:forMode:) after invalidate() ignored")
            return
        }
        let current = FrameLoop.current
        guard !current.displayLinks.contains(where: { $0 === self }) else { return }
        loop = current
        current.displayLinks.append(self)
    }

    /// Removes the link from its frame loop; it can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        loop?.displayLinks.removeAll { $0 === self }
        loop = nil
    }

    /// Removes the link from its loop for good and releases its target.
    public func invalidate() {
        remove(from: .main, forMode: .common)
        handler = nil
    }

    /// Whether the link fires on frame number `frameIndex` of a loop running at `loopRate` fps.
    package func shouldFire(frameIndex: Int, loopRate: Int) -> Bool {
        guard !isPaused, handler != nil else { return false }
        return frameIndex % interval(loopRate: loopRate) == 0
    }

    package func fire(at time: CFTimeInterval) {
        guard let loop else { return }
        duration = Double(interval(loopRate: loop.framesPerSecond)) / Double(loop.framesPerSecond)
        timestamp = time
        targetTimestamp = time + duration
        handler?(self)
    }

    private func interval(loopRate: Int) -> Int {
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < loopRate else { return 1 }
        return max(1, Int((Double(loopRate) / Double(preferredFramesPerSecond)).rounded()))
    }
}
