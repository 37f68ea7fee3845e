// Collisions. Each collision behaviour in an animator gets two category bits (one for its items, one for
// its boundaries), so items collide only with the items and boundaries of the behaviours they share.
// Boundaries are static bodies of two-sided edges: the reference bounds grown by 1 point on every side
// (rebuilt when the bounds change), closed paths, and single segments.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Items collide with everything.
        public static let everything = Mode(rawValue: UInt.max)
    }

    struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [(CGPoint, CGPoint)]
    }

    private var list: ItemList
    private(set) var boundaries: [Boundary] = []
    private var boundaryBodies: [OpaquePointer] = []
    private var builtReferenceBounds: CGRect?
    private var boundariesChanged = true
    private var slot = 0
    private var insets = UIEdgeInsets.zero

    /// Creates a collision behaviour for `items`, colliding with everything and no boundary yet.
    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// A collision behaviour with no items yet (`UICollisionBehavior()`, NSObject's `init()` on iOS).
    public override convenience init() {
        self.init(items: [])
    }

    /// The items, in the order added.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    /// Whether items collide with each other, with boundaries, or both. Default `.everything`.
    open var collisionMode: Mode = .everything {
        didSet { setNeedsUpdate() }
    }

    /// Receives this behaviour's contacts.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Whether the reference view's bounds (or the layout's content) are a boundary, reported with a nil
    /// identifier. Default false.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            boundariesChanged = true
            setNeedsUpdate()
        }
    }

    /// Makes the reference bounds, inset by `insets` (negative insets grow them), a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            diagnose(
                .collisionInsetsNotFinite, .error,
                "UICollisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with: \(insets)): expected finite insets; ignored"
            )
            return
        }
        self.insets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a boundary along `bezierPath` (closed subpaths are closed loops; curves are flattened). An
    /// invalid path (fewer than two distinct points, non-finite coordinates) is refused with a logged error.
    /// A boundary with the same identifier is replaced.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        guard let segments = Self.segments(of: bezierPath) else {
            diagnose(
                .collisionBoundaryPathInvalid, .error,
                "UICollisionBehavior.addBoundary(withIdentifier: \(identifier)): invalid path for collision boundary; ignored"
            )
            return
        }
        store(Boundary(identifier: identifier, path: bezierPath, segments: segments))
    }

    /// Adds a straight boundary from `p1` to `p2`. Non-finite or coincident points are refused with a
    /// logged error.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        guard p1.isUsable, p2.isUsable, p1 != p2 else {
            diagnose(
                .collisionBoundaryPointsInvalid, .error,
                "UICollisionBehavior.addBoundary(withIdentifier: \(identifier), from: \(p1), to: \(p2)): expected two distinct finite points; ignored"
            )
            return
        }
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        store(Boundary(identifier: identifier, path: path, segments: [(p1, p2)]))
    }

    /// The path of the boundary named `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let count = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != count { boundariesDidChange() }
    }

    /// The identifiers of the added boundaries (not the reference bounds); nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every added boundary (the reference-bounds boundary stays).
    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        boundariesDidChange()
    }

    private func store(_ boundary: Boundary) {
        boundaries.removeAll { Self.same($0.identifier, boundary.identifier) }
        boundaries.append(boundary)
        boundariesDidChange()
    }

    private func boundariesDidChange() {
        boundariesChanged = true
        setNeedsUpdate()
    }

    static func same(_ a: (any NSCopying)?, _ b: (any NSCopying)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let objectA = a as? NSObject, let objectB = b as? NSObject { return objectA.isEqual(objectB) }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }

    /// The straight segments of a path, or nil when it has no segment or a non-finite point.
    private static func segments(of path: UIBezierPath) -> [(CGPoint, CGPoint)]? {
        var result: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var current: CGPoint?
        func line(to point: CGPoint) {
            if let from = current, from != point { result.append((from, point)) }
            current = point
        }
        for element in path.cgPath.segments {
            guard element.points.allSatisfy(\.isUsable) else { return nil }
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point):
                line(to: point)
            case .quad(let control, let point):
                let from = current ?? point
                for step in 1...8 {
                    let t = CGFloat(step) / 8
                    let u = 1 - t
                    line(
                        to: CGPoint(
                            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .cubic(let control1, let control2, let point):
                let from = current ?? point
                for step in 1...8 {
                    let t = CGFloat(step) / 8
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    line(
                        to: CGPoint(
                            x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .close:
                if let start { line(to: start) }
            }
        }
        return result.isEmpty ? nil : result
    }

    // MARK: Animator hooks

    override var dynamicItems: [any UIDynamicItem] { list.items }

    private var itemBit: UInt32 { UInt32(1) << UInt32((2 * slot) % 32) }
    private var boundaryBit: UInt32 { UInt32(1) << UInt32((2 * slot + 1) % 32) }

    override func configure(in animator: UIDynamicAnimator) {
        if animator.nextCollisionSlot == 16 {
            diagnose(
                .collisionCategoriesExhausted, .warning,
                "UIDynamicAnimator: more than 16 collision behaviors; later ones share category bits with earlier ones")
        }
        let newSlot = animator.nextCollisionSlot
        animator.nextCollisionSlot += 1
        if newSlot != slot {
            slot = newSlot
            boundariesChanged = true
        }
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            body.configuration.category |= itemBit
            if collisionMode.contains(.items) { body.configuration.mask |= itemBit }
            if collisionMode.contains(.boundaries) { body.configuration.mask |= boundaryBit }
        }
    }

    override func attach(to animator: UIDynamicAnimator) {
        rebuildBoundariesIfNeeded(in: animator)
    }

    override func detach(from animator: UIDynamicAnimator) {
        removeBoundaryBodies(from: animator)
        builtReferenceBounds = nil
        boundariesChanged = true
    }

    override func applyForces(in animator: UIDynamicAnimator, frameDuration: Double) {
        rebuildBoundariesIfNeeded(in: animator)
    }

    private func rebuildBoundariesIfNeeded(in animator: UIDynamicAnimator) {
        let bounds = translatesReferenceBoundsIntoBoundary ? animator.referenceBounds : nil
        guard boundariesChanged || bounds != builtReferenceBounds else { return }
        boundariesChanged = false
        builtReferenceBounds = bounds
        removeBoundaryBodies(from: animator)
        if let bounds {
            let r = bounds.inset(by: insets).insetBy(dx: -1, dy: -1)
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ]
            addBoundaryBody(
                in: animator, identifier: nil,
                segments: (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) })
        }
        for boundary in boundaries {
            addBoundaryBody(in: animator, identifier: boundary.identifier, segments: boundary.segments)
        }
    }

    private func addBoundaryBody(
        in animator: UIDynamicAnimator, identifier: (any NSCopying)?,
        segments: [(CGPoint, CGPoint)]
    ) {
        let tag = animator.makeTag()
        let body = pb_body_create(animator.world.handle, PBBodyTypeStatic, 0, 0, 0, tag)!
        for (from, to) in segments {
            _ = pb_body_add_edge(
                body, PhysicsUnits.meters(from.x), PhysicsUnits.meters(from.y),
                PhysicsUnits.meters(to.x), PhysicsUnits.meters(to.y), 0.2, 0.2)
        }
        pb_body_set_filter(body, boundaryBit, 0)
        boundaryBodies.append(body)
        animator.boundaryByTag[tag] = (self, identifier)
    }

    private func removeBoundaryBodies(from animator: UIDynamicAnimator) {
        for body in boundaryBodies {
            animator.boundaryByTag[pb_body_tag(body)] = nil
            pb_body_destroy(animator.world.handle, body)
        }
        boundaryBodies.removeAll()
    }
}
