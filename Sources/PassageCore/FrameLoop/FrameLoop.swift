// The heartbeat of a Passage app: one call to `step()` is one display refresh.
//
// Order of work in a frame (documented, relied on by tests):
// 1. The implicit transaction of the code that ran since the last frame is committed.
// 2. The clock advances by one frame (a virtual clock exactly to origin + n / framesPerSecond).
// 3. Main-queue work that is ready runs (see `FrameLoop+MainQueue.swift`): blocks handed to
//    `DispatchQueue.main.async` before this frame, and `asyncAfter` blocks whose deadline on this loop's clock has
//    come, in the order they became ready. Input sources run next (touch traces deliver the input due by now), in
//    the order they were added.
// 4. Display links fire, in the order they were added.
// 5. Layout passes registered by the UI layer run.
// 6. The implicit transaction is committed again (changes made by input, display links or layout).
// 7. Animation bookkeeping, layer by layer in the order they first gained an animation, animation by
//    animation in the order they were added: `animationDidStart` for animations whose active time began,
//    then `animationDidStop(_:finished: true)` for those that ended (removed first when
//    `isRemovedOnCompletion`). Stop callbacks for animations removed early (`finished: false`) were queued
//    when they were removed and are delivered first in this phase. Completion blocks (CATransaction's,
//    UIView's) run right after the stop callback of the last animation they waited for.
// 8. The implicit transaction is committed again (changes made by callbacks).
// 9. Frame observers run (renderers, recorders, tests): the presentation tree is final for this frame.
import Foundation

/// Advances an app by whole frames on its clock and runs display links, layout and animation
/// bookkeeping in a fixed order. A Passage addition: UIKit hides its run loop, Passage hands it to you.
@preconcurrency @MainActor
public final class FrameLoop {
    /// The frame loop that `CACurrentMediaTime()`, CATransaction and new animations use.
    public private(set) static var current = FrameLoop()

    /// The clock this loop reads and, when it is a `VirtualClock`, advances.
    public let clock: MediaClock

    /// Frames per second that `step()` advances a virtual clock by. Range 1…1000, default 60.
    public var framesPerSecond: Int {
        didSet {
            if !(1...1000).contains(framesPerSecond) {
                diagnose(
                    .framesPerSecondOutOfRange, .warning,
                    "FrameLoop.framesPerSecond = \(framesPerSecond) is out of range 1…1000; using \(oldValue)")
                framesPerSecond = oldValue
            }
            anchorTime()
        }
    }

    /// The time between two frames, in seconds.
    public var frameDuration: CFTimeInterval { 1 / Double(framesPerSecond) }

    /// How many frames have been stepped since the loop was created.
    public private(set) var frameCount = 0

    /// How snapshots (`snapshotView(afterScreenUpdates:)`, `resizableSnapshotView(…)`) taken while this loop
    /// is current become bitmaps; nil (the default) keeps them as frozen copies of the view's layer tree.
    /// PassageCore does not draw: the render server installs itself here
    /// (`LayerRenderer.installSnapshotRendering(in:scale:)` in PassageRender), as a scene's recording and
    /// table and PassageTesting's harness do for the loops they run. A Passage addition: UIKit always renders snapshots.
    public var snapshotRenderer: SnapshotRenderer?

    /// How text is measured while this loop is current (`UILabel.sizeThatFits`, `intrinsicContentSize`), in
    /// place of the loop's own measuring; nil (the default) measures with the DejaVu fonts' metrics, exactly as the
    /// render server sets the text (see `measure(_:fontName:pointSize:maxWidth:numberOfLines:)`). A Passage
    /// addition.
    public var textMeasurer: TextMeasurer?

    /// The fonts this loop measures text with, read on first use.
    package lazy var fonts = FontLibrary()

    /// How images of recorded drawings (`UIGraphicsImageRenderer`) made while this loop is current compute
    /// their pixels when read; installed with the snapshot renderer
    /// (`LayerRenderer.installSnapshotRendering(in:scale:)` in PassageRender). Nil: their pixels are transparent.
    package var drawingRasterizer: (@MainActor (CGImage) -> [UInt8])?

    /// The diagnostics raised on this loop (misuse handled in a defined way), oldest first, at most
    /// `diagnosticsLimit` of them. A Passage addition: UIKit logs such things to the console.
    public var diagnostics: [Diagnostic] { diagnosticStore }
    var diagnosticStore: [Diagnostic] = []
    /// How many diagnostics this loop has raised, those dropped past `diagnosticsLimit` included: a reader that
    /// remembers it finds the new ones even once the oldest are being dropped.
    package internal(set) var diagnosticsRaised = 0

    package let transactions = TransactionStack()
    /// What changed in the layer model, for presentation trees and still frames (see `LayerChangeLog`).
    package let layerChanges = LayerChangeLog()
    /// The user-interface state of this loop (PassageUI's `Stage`), made there on first use: the core cannot name
    /// its type.
    package var stageStorage: AnyObject?
    package var displayLinks: [CADisplayLink] = []
    private var animatingLayers: [CALayer] = []
    private var animatingLayerIDs: Set<ObjectIdentifier> = []
    private var pendingCallbacks: [() -> Void] = []
    private var layoutPasses: [(FrameLoop) -> Void] = []
    private var inputSources = HandlerList<(FrameLoop) -> Void>()
    private var frameObservers = HandlerList<(FrameLoop) -> Void>()
    private var busyChecks = HandlerList<() -> Bool>()
    /// Called with the layer each time an animation is attached to one (interactive transitions find the
    /// layers they must scrub this way).
    package private(set) var attachObservers = HandlerList<(CALayer) -> Void>()
    /// The recordings of `CALayer.addedAnimations(during:)` running now, outermost first: every animation
    /// attached to a layer is appended to each.
    package var addedAnimationRecordings: [AddedAnimationRecording] = []
    /// Blocks handed to the main dispatch queue while this loop was current, not yet run (see
    /// `FrameLoop+MainQueue.swift`).
    var mainQueueWork: [MainQueueWork] = []
    private var timeOrigin: CFTimeInterval = 0
    private var framesSinceOrigin = 0

    /// Creates a frame loop on `clock` (a new virtual clock by default) at `framesPerSecond` (default 60).
    public init(clock: MediaClock? = nil, framesPerSecond: Int = 60) {
        self.clock = clock ?? VirtualClock()
        self.framesPerSecond = (1...1000).contains(framesPerSecond) ? framesPerSecond : 60
        anchorTime()
    }

    /// Makes this loop the current one. Tests call this with a fresh loop to start from a clean state.
    public func makeCurrent() {
        FrameLoop.current = self
    }

    /// Runs `body` with this loop current, then makes the loop that was current before current again. Code that
    /// sets up or drives one of several loops in a process runs inside it, so that UIKit's singletons,
    /// CATransaction and new animations are this loop's.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = FrameLoop.current
        FrameLoop.current = self
        defer { FrameLoop.current = previous }
        return try body()
    }

    /// Commits what the app changed since the last frame as UIKit does at the end of a run-loop turn, without
    /// advancing time: the implicit transaction is committed, the layout passes run (windows laid out, Auto
    /// Layout solved) and what they changed is committed. A frame drawn before time first advances (frame 0)
    /// shows what is on screen after this.
    public func commit() {
        perform {
            transactions.flushImplicit()
            for pass in layoutPasses { pass(self) }
            transactions.flushImplicit()
        }
    }

    /// Runs one frame with this loop current (see `perform(_:)`): see the file header for the order of work.
    public func step() {
        perform(runFrame)
    }

    private func runFrame() {
        transactions.flushImplicit()
        advanceClock()
        frameCount += 1
        let now = clock.currentTime
        runReadyMainQueueWork()
        for source in inputSources.handlers { source(self) }
        for link in displayLinks where link.shouldFire(frameIndex: frameCount, loopRate: framesPerSecond) {
            link.fire(at: now)
        }
        for pass in layoutPasses { pass(self) }
        transactions.flushImplicit()
        updateAnimations()
        transactions.flushImplicit()
        for observer in frameObservers.handlers { observer(self) }
    }

    /// Runs `frames` frames.
    public func advance(frames: Int) {
        for _ in 0..<max(0, frames) { step() }
    }

    /// Runs frames until at least `seconds` of media time have passed.
    public func advance(seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = clock.currentTime + seconds - frameDuration * 1e-6
        while clock.currentTime < end { step() }
    }

    /// Runs frames until nothing is left to finish (every finite animation has ended and every callback
    /// and completion has run) or until `timeout` seconds of media time have passed.
    /// Infinite animations and display links do not keep the loop busy. Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(timeout: CFTimeInterval = 60) -> Bool {
        let deadline = clock.currentTime + (timeout.isFinite ? max(0, timeout) : 60)
        perform { transactions.flushImplicit() }
        while isBusy {
            if clock.currentTime >= deadline {
                diagnose(
                    .runUntilIdleTimedOut, .warning,
                    "FrameLoop.runUntilIdle gave up after \(timeout) s of media time with work still pending")
                return false
            }
            step()
        }
        return true
    }

    /// Whether a finite animation, a queued callback, an open completion, main-queue work not yet run or a
    /// registered busy check (a running property animator or transition) still needs frames.
    public var isBusy: Bool {
        !pendingCallbacks.isEmpty
            || hasPendingMainQueueWork
            || animatingLayers.contains { $0.hasUnfinishedAnimations(at: clock.currentTime) }
            || busyChecks.handlers.contains { $0() }
    }

    /// Calls `handler` at the end of every frame, after animation bookkeeping. Returns a token for
    /// `removeFrameObserver(_:)`.
    @discardableResult
    public func addFrameObserver(_ handler: @escaping (FrameLoop) -> Void) -> Int {
        frameObservers.add(handler)
    }

    /// Stops calling the observer registered under `token`.
    public func removeFrameObserver(_ token: Int) {
        frameObservers.remove(token)
    }

    /// Calls `handler` every frame after the clock advanced and before display links fire (phase 3: touch
    /// input). Returns a token for `removeInputSource(_:)`.
    package func addInputSource(_ handler: @escaping (FrameLoop) -> Void) -> Int {
        inputSources.add(handler)
    }

    /// Stops calling the input source registered under `token`.
    package func removeInputSource(_ token: Int) {
        inputSources.remove(token)
    }

    /// Registers a layout pass run in phase 5 of every frame (PassageUI lays out its windows here).
    package func addLayoutPass(_ pass: @escaping (FrameLoop) -> Void) {
        layoutPasses.append(pass)
    }

    /// Registers a check that keeps `runUntilIdle` stepping while it returns true. Returns a token for
    /// `removeBusyCheck(_:)`.
    @discardableResult
    package func addBusyCheck(_ check: @escaping () -> Bool) -> Int {
        busyChecks.add(check)
    }

    /// Removes the busy check registered under `token`.
    package func removeBusyCheck(_ token: Int) {
        busyChecks.remove(token)
    }

    /// Calls `handler` with the layer every time an animation is attached to a layer, until removed.
    /// Returns a token for `removeAttachObserver(_:)`.
    package func addAttachObserver(_ handler: @escaping (CALayer) -> Void) -> Int {
        attachObservers.add(handler)
    }

    /// Stops calling the attach observer registered under `token`.
    package func removeAttachObserver(_ token: Int) {
        attachObservers.remove(token)
    }

    /// Queues a callback for the start of the next animation bookkeeping phase.
    package func enqueueCallback(_ callback: @escaping () -> Void) {
        pendingCallbacks.append(callback)
    }

    package func registerAnimating(_ layer: CALayer) {
        if animatingLayerIDs.insert(ObjectIdentifier(layer)).inserted {
            animatingLayers.append(layer)
        }
    }

    private func updateAnimations() {
        let now = clock.currentTime
        let queued = pendingCallbacks
        pendingCallbacks.removeAll()
        for callback in queued { callback() }
        for layer in animatingLayers { layer.updateAnimationLifecycle(at: now) }
        for layer in animatingLayers { layer.displayAnimatedFrame() }
        animatingLayers.removeAll { layer in
            guard layer.attachedAnimations.isEmpty else { return false }
            animatingLayerIDs.remove(ObjectIdentifier(layer))
            return true
        }
    }

    private func anchorTime() {
        timeOrigin = clock.currentTime
        framesSinceOrigin = 0
    }

    private func advanceClock() {
        guard let virtual = clock as? VirtualClock else { return }
        framesSinceOrigin += 1
        let target = timeOrigin + Double(framesSinceOrigin) / Double(framesPerSecond)
        if target > virtual.currentTime {
            virtual.set(to: target)
        } else {
            // Someone moved the clock past the frame grid by hand: start a new grid from there.
            anchorTime()
            framesSinceOrigin = 1
            virtual.set(to: timeOrigin + frameDuration)
        }
    }
}

extension FrameLoop {
    /// Measures text for labels: what `FrameLoop.textMeasurer` holds.
    public struct TextMeasurer {
        /// The size `text` takes in `fontName` at `pointSize` points, in points, wrapped at `maxWidth` (nil:
        /// one line per paragraph) into at most `numberOfLines` lines (0: no limit).
        public let measure:
            @MainActor (
                _ text: String, _ fontName: String, _ pointSize: CGFloat, _ maxWidth: CGFloat?,
                _ numberOfLines: Int
            ) -> CGSize

        /// A text measurer that measures with `measure`.
        public init(
            measure:
                @escaping @MainActor (
                    _ text: String, _ fontName: String, _ pointSize: CGFloat,
                    _ maxWidth: CGFloat?, _ numberOfLines: Int
                ) -> CGSize
        ) {
            self.measure = measure
        }
    }

    /// Turns a layer tree into a bitmap for snapshots: what `FrameLoop.snapshotRenderer` holds. A Passage
    /// addition that keeps drawing out of PassageCore and PassageUI.
    public struct SnapshotRenderer {
        /// Pixels per point of the bitmaps `render` makes (a snapshot's `contentsScale`). Positive.
        public let scale: CGFloat
        /// Renders the part `rect` (in `layer`'s bounds coordinates, in points) of `layer` and its sublayers
        /// as presented at the current media time, with `layer` drawn with no transform, position or anchor
        /// point of its own (its bounds' point `rect.origin` at the image's top-left corner), onto a
        /// transparent bitmap of `rect.size × scale` pixels (rounded). Nil when it cannot (an empty or
        /// too large `rect`); the snapshot then keeps the frozen layer tree.
        public let render: @MainActor (_ layer: CALayer, _ rect: CGRect) -> CGImage?

        /// A snapshot renderer making bitmaps of `scale` pixels per point with `render` (a scale that is not
        /// positive and finite becomes 1, logged).
        public init(scale: CGFloat, render: @escaping @MainActor (_ layer: CALayer, _ rect: CGRect) -> CGImage?) {
            if !(scale > 0 && scale.isFinite) {
                diagnoseOnAnyThread(
                    .snapshotRendererScaleInvalid, .warning,
                    "FrameLoop.SnapshotRenderer(scale: \(scale)): expected a positive, finite scale; using 1")
            }
            self.scale = scale > 0 && scale.isFinite ? scale : 1
            self.render = render
        }
    }
}
