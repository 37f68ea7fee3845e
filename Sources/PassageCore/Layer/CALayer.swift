// The layer: a node of the model tree. Setting a property changes the model value at once; running
// animations change only what `presentation()` returns and what is drawn.
//
// Every model change goes through `changeModel(_:_:to:)`, which opens the implicit transaction, looks up the
// property's action (delegate, `actions`, then the class default) before the change, applies the change,
// then runs the action: that is how implicit animations and UIView's animation blocks see old and new values.
import Foundation

/// A node of the layer tree with model values, animations and media timing (Core Animation's `CALayer`).
@preconcurrency @MainActor
open class CALayer {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The model values (in a presentation copy: the presented values). Set only in this file.
    @exclusivity(unchecked) package final private(set) var modelValues = LayerProperties() {
        didSet {
            LayerChangeLog.modelChanged(self)
            if !keyValueObservers.isEmpty { notifyKeyValueObservers() }
        }
    }
    /// The observations made with `observe(_:options:changeHandler:)` on this layer or the view it backs.
    package var keyValueObservers: [KeyValueObserverRecord] = []
    /// How many `coalescingObservations` calls are running; observers hear of their changes at the end.
    var observationCoalescingDepth = 0
    /// Whether a model change happened while coalescing.
    var observationPending = false
    /// The model's object values: contents, shadowPath, contentsGravity (in a presentation copy: the
    /// presented ones, with any transition in progress).
    package var modelObjects = LayerObjects() {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Animations attached to this layer, in the order they were added.
    @exclusivity(unchecked) package var attachedAnimations: [AttachedAnimation] = [] {
        didSet {
            LayerChangeLog.structureChanged()
            attachedEvaluators = attachedAnimations.map(\.evaluator)
            animationsTouchObjects = attachedEvaluators.contains { $0.touchesObjects }
            animatesDisplayedKey = attachedAnimations.contains { attached in
                guard let keyPath = (attached.animation as? CAPropertyAnimation)?.keyPath else { return false }
                return type(of: self).needsDisplay(forKey: keyPath)
            }
        }
    }
    /// The evaluators of `attachedAnimations`, in the same order (kept in step with it): what presenting
    /// the layer reads every frame, one array away from the layer instead of one object per animation.
    @exclusivity(unchecked) package private(set) var attachedEvaluators: [any AnimationEvaluator] = []
    /// Whether an attached animation reads or writes object values, so presenting the layer must
    /// materialise them (kept in step with `attachedAnimations`).
    @exclusivity(unchecked) package private(set) var animationsTouchObjects = false
    /// The model layer this presentation copy was made from; nil for model layers.
    package private(set) var presentationSource: CALayer?
    /// Presented values captured just before a change whose action is running, keyed by property.
    var valuesBeforeChange: [String: AnimationValue] = [:]
    @exclusivity(unchecked) package var storedSublayers: [CALayer] = [] {
        didSet { LayerChangeLog.structureChanged() }
    }
    weak var storedSuperlayer: CALayer?
    var needsLayoutFlag = false

    /// The object that supplies actions, layout and drawing for this layer. Views are their layers' delegates.
    public weak var delegate: CALayerDelegate?
    /// A name for debugging and for `value(forKey:)` lookups.
    public var name: String?
    /// Actions by key, consulted after the delegate. Default nil.
    public var actions: [String: CAAction]?
    /// A layer whose alpha masks this one: its whole subtree, placed by its own position and transform in this
    /// layer's coordinates, multiplies this layer's drawing (its sublayers and shadow included). It is not a
    /// sublayer, and animates like any layer. Default nil.
    public var mask: CALayer? {
        didSet { LayerChangeLog.structureChanged() }
    }
    /// The rasterization scale of the contents, points to pixels. Default 1.
    public var rasterizationScale: CGFloat = 1
    /// Whether Core Animation renders the layer into a bitmap once and composites that. Stored and copied;
    /// Passage draws a rasterized layer exactly as an unrasterized one (the pixels are the same). Default false.
    public var shouldRasterize = false
    /// Whether an attached property animation animates a key the class redisplays for
    /// (`needsDisplay(forKey:)`): the layer then displays a presentation copy every frame.
    package private(set) var animatesDisplayedKey = false
    /// Whether the last frame displayed a presentation copy (the model redisplays once when that stops).
    var displayedAnimatedFrame = false
    /// Whether `setNeedsDisplay()` was called since the last `display()`.
    var needsDisplayFlag = false

    /// The layer's CAMediaTiming values in one stored struct, so the per-frame traversal reads them with a
    /// single access; the public timing properties below are views of it.
    ///
    /// This and the stored properties the presentation tree reads every frame for every layer
    /// (`modelValues`, `attachedEvaluators`, `animationsTouchObjects`, `storedSublayers`; also
    /// `attachedAnimations`) skip the runtime exclusivity check
    /// (`@exclusivity(unchecked)`, about 20% of a frame's traversal otherwise): they are main-actor state,
    /// and every access to them is a short read or an in-place edit that calls no user code, so accesses
    /// cannot overlap.
    @exclusivity(unchecked) var mediaTiming = MediaTimingParameters() {
        didSet { LayerChangeLog.structureChanged() }
    }

    // MediaTiming of the layer (rules in CAMediaTiming.swift).
    public var beginTime: CFTimeInterval {
        get { mediaTiming.beginTime }
        set { mediaTiming.beginTime = newValue }
    }
    public var duration: CFTimeInterval {
        get { mediaTiming.duration }
        set { mediaTiming.duration = newValue }
    }
    public var speed: Float {
        get { mediaTiming.speed }
        set { mediaTiming.speed = newValue }
    }
    public var timeOffset: CFTimeInterval {
        get { mediaTiming.timeOffset }
        set { mediaTiming.timeOffset = newValue }
    }
    public var repeatCount: Float {
        get { mediaTiming.repeatCount }
        set { mediaTiming.repeatCount = newValue }
    }
    public var repeatDuration: CFTimeInterval {
        get { mediaTiming.repeatDuration }
        set { mediaTiming.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { mediaTiming.autoreverses }
        set { mediaTiming.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode = .removed {
        didSet { mediaTiming.fillMode = fillMode }
    }

    /// Creates a layer with Core Animation's defaults.
    public init() {}

    /// Creates a copy of `layer`'s model values; Core Animation uses this to make presentation layers.
    /// Subclasses with stored properties of their own override it (`override init(layer: Any)`) to copy them,
    /// as on iOS.
    public init(layer: Any) {
        if let other = layer as? CALayer {
            modelValues = other.modelValues
            modelObjects = other.modelObjects
            name = other.name
            mask = other.mask
            rasterizationScale = other.rasterizationScale
            shouldRasterize = other.shouldRasterize
            copyTiming(from: other)
        }
    }

    /// Creates a layer from an archive (Core Animation's `NSCoding` initializer). Passage has no archives:
    /// the coder is not read and the layer has Core Animation's defaults. Required, as on iOS, so a subclass
    /// with initializers of its own declares `required init?(coder:)`.
    public required init?(coder: NSCoder) {}

    /// Makes a layer of the receiving class: a copy of `source` through `init(layer:)`, or a new layer through
    /// `init()` when `source` is nil. A Passage addition standing in for the Objective-C runtime, which Core
    /// Animation uses to call a subclass's `init()` and `init(layer:)`; subclasses inherit it when they
    /// override `init()`, `init(layer:)` and `init?(coder:)` (or none of them), as iOS code does.
    public required convenience init(_passageMaking source: CALayer?) {
        if let source {
            self.init(layer: source)
        } else {
            self.init()
        }
    }

    /// Whether this is a presentation copy (changes to it are not animated and do not reach the model).
    package var isPresentationCopy: Bool { presentationSource != nil }

    // MARK: Overridable behaviour (implemented in the CALayer+… files; declared here so subclasses can override)

    /// The layer's own coordinate space: origin and size in points. Animatable.
    open var bounds: CGRect {
        get { modelValues.bounds }
        set { changeModel("bounds", \.bounds, to: newValue) }
    }

    /// Where the anchor point sits in the superlayer's coordinates, in points. Animatable.
    open var position: CGPoint {
        get { modelValues.position }
        set { changeModel("position", \.position, to: newValue) }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position, anchor point
    /// and transform. For a non-affine transform it is the bounding box of the projected corners.
    /// Setting it sets `position` and `bounds.size` (and, like UIKit, is meant for identity transforms).
    open var frame: CGRect {
        get { frameInSuperlayer(of: modelValues) }
        set { setFrameThroughBoundsAndPosition(newValue) }
    }

    /// Whether the layer redraws (`setNeedsDisplay()`) when the value of `key` changes. Default false; a
    /// subclass with a custom property returns true for its key.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The table entry of an animatable property that this class adds (CAShapeLayer's `path`, `strokeEnd`, …);
    /// nil for the base layer, whose properties are in `AnimatableProperty.named(_:)`.
    package class func ownAnimatableProperty(_ key: String) -> AnimatableProperty? { nil }

    /// The value a key that was never set has: nil in Passage for every key that is not a layer property.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Marks the layer's contents as needing an update: `display()` runs once, at the next frame, after layout.
    open func setNeedsDisplay() { scheduleDisplay() }

    /// The action for `event`, searched in the delegate, `actions`, then `defaultAction(forKey:)`.
    /// Nil when there is none or NSNull was found.
    open func action(forKey event: String) -> CAAction? {
        searchAction(forKey: event)
    }

    /// The implicit animation for a property: a CABasicAnimation of `event` for every interpolable
    /// animatable property, using the transaction's duration and timing function; nil otherwise.
    open class func defaultAction(forKey event: String) -> CAAction? {
        implicitAnimation(forKey: event)
    }

    /// Adds a copy of `anim` under `key`, replacing any animation with the same key. A begin time of 0
    /// becomes the current time; a duration of 0 the transaction's duration (0.25 s by default).
    /// An animation that cannot run (unknown key path, values of the wrong type) is dropped with a diagnostic.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        attach(anim, forKey: key)
    }

    /// Whether `p`, in the layer's own coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        modelValues.bounds.contains(p)
    }

    /// The deepest visible layer containing `p` (given in the superlayer's coordinates), front to back;
    /// nil when none. Hidden layers and points outside a masksToBounds layer hit nothing.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestTree(p)
    }

    /// Lays out the sublayers; the default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Supplies contents; the default asks the delegate (`display(_:)`). Called by `displayIfNeeded()`
    /// (the frame after `setNeedsDisplay()`); subclasses override it to set `contents` or other properties.
    open func display() {
        delegate?.display(self)
    }

    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space (its bounds), from the
    /// model: running animations are ignored, as Core Animation does. Needs the frame loop's snapshot renderer
    /// (the render server's, `FrameLoop.snapshotRenderer`); without one nothing is drawn, logged once.
    open func render(in ctx: CGContext) {
        renderModelTree(in: ctx)
    }

    package func makePresentationCopy(with values: LayerValues) -> Self {
        let copy = type(of: self).init(_passageMaking: self)
        copy.replaceModel(values.properties, objects: values.objects ?? modelObjects)
        copy.presentationSource = self
        copy.delegate = nil
        return copy
    }

    /// Changes one model value, running the property's action (an implicit or UIView animation) unless
    /// actions are disabled. `key` is the property's action key (`position`, `bounds`, …).
    package func changeModel<T>(_ key: String, _ path: WritableKeyPath<LayerProperties, T>, to value: T) {
        changeModel(key) { $0.modelValues[keyPath: path] = value }
    }

    /// Changes one model object value (contents, shadowPath, contentsGravity), as `changeModel(_:_:to:)`.
    package func changeModel<T>(_ key: String, _ path: WritableKeyPath<LayerObjects, T>, to value: T) {
        changeModel(key) { $0.modelObjects[keyPath: path] = value }
    }

    /// Runs `change` on the model as one property change keyed `key`, with its action (see above).
    package func changeModel(_ key: String, _ change: (CALayer) -> Void) {
        guard !isPresentationCopy else {
            change(self)
            return
        }
        let transactions = FrameLoop.current.transactions
        transactions.ensureOpen()
        let action = transactions.disableActions ? nil : action(forKey: key)
        // Only a CABasicAnimation without values reads the value before the change (its implicit "from").
        if action is CABasicAnimation,
            let property = AnimatableProperty.named(key) ?? type(of: self).ownAnimatableProperty(key)
        {
            valuesBeforeChange[key] = property.read(presentedValues())
        }
        change(self)
        if key == "bounds" { setNeedsLayout() }
        action?.run(forKey: key, object: self, arguments: nil)
        valuesBeforeChange[key] = nil
    }

    /// The presented value of `key` captured just before the change now running its action.
    package func presentedValueBeforeChange(forKey key: String) -> AnimationValue? {
        valuesBeforeChange[key]
    }

    /// Replaces the model values and objects (copies: presentation, frozen).
    package func replaceModel(_ values: LayerProperties, objects: LayerObjects) {
        modelValues = values
        modelObjects = objects
    }

    private func copyTiming(from other: CALayer) {
        mediaTiming = other.mediaTiming
        fillMode = other.fillMode
    }
}
