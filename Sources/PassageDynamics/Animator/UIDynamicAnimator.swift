// The animator: one Box2D world, the behaviours added to it, and a display link on the frame loop that steps
// the world while anything is awake. Structure changes (behaviours, children) register at once and rebuild
// bodies lazily before the next step (UIDynamicAnimator+Reconcile); each frame runs
// UIDynamicAnimator+Step; contacts go to collision delegates (UIDynamicAnimator+Contacts).
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Runs physics behaviours on items in a reference view or a collection-view layout (UIKit's `UIDynamicAnimator`).
///
/// The animator steps on the current `FrameLoop` with a fixed time step (each frame split into sub-steps of
/// 1/120 s), writes each item's `center` and a rotation `transform` back every frame, pauses when every body
/// is asleep and resumes when a behaviour, item or parameter changes.
@preconcurrency @MainActor
open class UIDynamicAnimator {
    /// The view whose coordinate system the behaviours use; nil for a layout animator or once the view is gone.
    public private(set) weak var referenceView: UIView?
    /// The layout of an animator made with `init(collectionViewLayout:)`.
    private(set) weak var collectionViewLayout: UICollectionViewLayout?
    let isLayoutAnimator: Bool
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The top-level behaviours, in the order added.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the animator is stepping on the frame loop.
    public private(set) var isRunning = false
    /// Seconds of simulated time, summed over every step since the animator was made (it keeps growing
    /// across pauses, as UIKit's does).
    public internal(set) var elapsedTime: TimeInterval = 0

    let world = PhysicsWorld()
    /// Every behaviour in the tree, in pre-order, as last registered.
    private(set) var registered: [UIDynamicBehavior] = []
    var attached: [ObjectIdentifier: UIDynamicBehavior] = [:]
    var bodies: [ItemBody] = []
    var bodyByItem: [ObjectIdentifier: ItemBody] = [:]
    var bodyByTag: [Int64: ItemBody] = [:]
    var boundaryByTag: [Int64: (behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = [:]
    var refusedItems: Set<ObjectIdentifier> = []
    var needsReconcile = false
    var worldGravity = CGVector(dx: 0, dy: 0)
    var nextCollisionSlot = 0
    private var nextTag: Int64 = 1
    private var link: CADisplayLink?
    private var busyCheck: (loop: FrameLoop, token: Int)?

    /// Creates an animator whose behaviours work in `view`'s coordinate system.
    public init(referenceView view: UIView) {
        referenceView = view
        isLayoutAnimator = false
    }

    /// Creates an animator whose items are `layout`'s attributes, in the collection view's content
    /// coordinates; it invalidates the layout after every step.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        isLayoutAnimator = true
    }

    isolated deinit {
        link?.invalidate()
        if let busyCheck { busyCheck.loop.removeBusyCheck(busyCheck.token) }
    }

    // MARK: Behaviours

    /// Adds `behavior` and its children and starts stepping. A behaviour added twice, owned by another
    /// animator or a child of another behaviour is refused with a logged error, as UIKit raises.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if registered.contains(where: { $0 === behavior }) {
            diagnosticLoop.diagnose(
                .behaviorAddedTwice, .error,
                "UIDynamicAnimator.addBehavior: adding the same behavior twice to the same animator is not supported; ignored"
            )
            return
        }
        guard behavior.owner == nil, behavior.parent == nil else {
            diagnosticLoop.diagnose(
                .behaviorHasOwner, .error,
                "UIDynamicAnimator.addBehavior: \(type(of: behavior)) already belongs to another animator or behavior; ignored"
            )
            return
        }
        behaviors.append(behavior)
        syncRegistration()
        if registered.filter({ $0 is UIGravityBehavior }).count > 1,
            behavior.subtree.contains(where: { $0 is UIGravityBehavior })
        {
            diagnosticLoop.diagnose(
                .multipleGravityBehaviors, .warning,
                "UIDynamicAnimator: multiple gravity behavior per animator is undefined; the last one added sets the gravity"
            )
        }
        setNeedsReconcile()
    }

    /// Removes the top-level `behavior` (and its children); their joints and boundaries leave the world at once.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        syncRegistration()
        setNeedsReconcile()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        guard !behaviors.isEmpty else { return }
        behaviors.removeAll()
        syncRegistration()
        setNeedsReconcile()
    }

    /// A child was added to or removed from a behaviour in this animator.
    func childrenChanged(under behavior: UIDynamicBehavior) {
        syncRegistration()
        setNeedsReconcile()
    }

    /// Recomputes the registered tree: newcomers learn their animator, leavers are told and detached.
    private func syncRegistration() {
        let now = behaviors.flatMap(\.subtree)
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        for behavior in registered where !nowIDs.contains(ObjectIdentifier(behavior)) {
            behavior.willMove(to: nil)
            behavior.owner = nil
            if attached.removeValue(forKey: ObjectIdentifier(behavior)) != nil { behavior.detach(from: self) }
        }
        let oldIDs = Set(registered.map(ObjectIdentifier.init))
        registered = now
        for behavior in now where !oldIDs.contains(ObjectIdentifier(behavior)) {
            behavior.willMove(to: self)
            behavior.owner = self
        }
    }

    // MARK: Items

    /// The items whose bodies overlap `rect` (reference-view or layout-content coordinates), in the order
    /// their bodies were made.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        reconcileIfNeeded()
        guard rect.origin.isUsable, rect.size.width.isFinite, rect.size.height.isFinite else {
            diagnosticLoop.diagnose(
                .itemsInNonFiniteRect, .error,
                "UIDynamicAnimator.items(in:): non-finite rect \(rect); returning no items")
            return []
        }
        let r = rect.standardized
        let tags = Set(
            world.tags(
                overlappingMinX: PhysicsUnits.meters(r.minX), minY: PhysicsUnits.meters(r.minY),
                maxX: PhysicsUnits.meters(r.maxX), maxY: PhysicsUnits.meters(r.maxY)))
        return bodies.filter { tags.contains($0.tag) && $0.frame.intersects(r) }.map(\.item)
    }

    /// Moves `item`'s body to the item's current `center` and `transform` and resumes the animator.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        reconcileIfNeeded()
        guard let body = bodyByItem[ObjectIdentifier(item)] else {
            diagnosticLoop.diagnose(
                .updatedItemNotInAnimator, .warning,
                "UIDynamicAnimator.updateItem(usingCurrentState:): \(describe(item)) is in no behavior of this animator; ignored"
            )
            return
        }
        body.readItemState()
        resume()
    }

    // MARK: Running

    /// Marks bodies for rebuilding before the next step and resumes the animator.
    func setNeedsReconcile() {
        needsReconcile = true
        resume()
    }

    /// Starts stepping (telling the delegate) if paused and there is anything to step.
    func resume() {
        guard !isRunning, !registered.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning, link == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.step(frameDuration: link.duration) }
        link.add(to: .main, forMode: .common)
        self.link = link
        let loop = FrameLoop.current
        busyCheck = (loop, loop.addBusyCheck { [weak self] in self?.isRunning ?? false })
    }

    /// Stops stepping and tells the delegate.
    func pause() {
        guard isRunning else { return }
        link?.invalidate()
        link = nil
        if let busyCheck { busyCheck.loop.removeBusyCheck(busyCheck.token) }
        busyCheck = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// A new tag for a body (items and boundaries share one sequence, so tags never repeat).
    func makeTag() -> Int64 {
        defer { nextTag += 1 }
        return nextTag
    }

    /// The body of `item`, once the animator has made it.
    func body(for item: any UIDynamicItem) -> ItemBody? {
        bodyByItem[ObjectIdentifier(item)]
    }

    /// The bounds of the reference view, or of the layout's content.
    var referenceBounds: CGRect {
        if let referenceView { return referenceView.bounds }
        if let collectionViewLayout {
            return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        }
        return .zero
    }
}

extension ItemBody {
    /// The box around the item's rotated bounds at the body's position, in the animator's coordinates.
    var frame: CGRect {
        let size = item.bounds.size
        let center = position
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(item.transform)
        return box.offsetBy(dx: center.x, dy: center.y)
    }
}
