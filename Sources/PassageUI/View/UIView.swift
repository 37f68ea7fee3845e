// The view: a responder that owns one layer and is that layer's delegate. Every visible property of a
// view is stored in its layer (the view keeps only what the layer has no slot for), so the layer's
// action machinery sees every change a view makes.
//
// Overridable members are declared here, in the class body, because Swift cannot override members
// declared in extensions; each forwards to its implementation in the UIView+Concern file named in its MARK.
import Foundation

/// A rectangular area that draws, lays out subviews and receives events (UIKit's `UIView`).
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The class of the layer a view of this class creates; subclasses override it. Default `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view; the view is its delegate. Created once, from `layerClass`.
    public let layer: CALayer

    /// An integer that identifies the view for `viewWithTag(_:)`. Default 0.
    open var tag: Int = 0

    /// Whether touches reach the view; when false, hit testing skips it and its subviews. Default true.
    open var isUserInteractionEnabled: Bool = true

    /// A hint that the view fills its bounds with opaque content. Default true; the renderer ignores it.
    open var isOpaque: Bool = true

    /// Whether a change of the bounds size resizes the subviews by their `autoresizingMask`. Default true.
    open var autoresizesSubviews: Bool = true

    /// How the view resizes when its superview's bounds size changes. Default none.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// The superview, held weakly (the superview holds its subviews in `retainedSubviews`).
    weak var storedSuperview: UIView?
    /// Strong references to the subviews: the layer tree keeps only their layers alive.
    var retainedSubviews: [UIView] = []
    /// The tint colour set on this view; nil inherits the superview's.
    var storedTintColor: UIColor?
    /// Whether the last `draw(_:)` call reached UIView's own implementation (a subclass did not override it,
    /// or called super).
    var drawReachedBaseImplementation = false
    /// Whether `draw(_:)` was tried after the first layout.
    var hasProbedOwnDrawing = false
    /// Whether the layer's contents are the view's own drawing.
    var drawsOwnContent = false
    /// The mask view, held strongly (the layer holds only its layer).
    var storedMask: UIView?
    /// The content mode as set (two modes share one contents gravity).
    var storedContentMode: UIView.ContentMode = .scaleToFill
    /// The view controller whose root view this is, if any.
    weak var owningViewController: UIViewController?
    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order added (held strongly).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// Keys of the layer's animations made by UIView animation blocks without `.allowUserInteraction`: while
    /// one of them is attached, hit testing skips the view (UIKit's rule for animating views).
    var interactionBlockingAnimationKeys: Set<String> = []
    /// The safe-area insets the last layout of this view saw, to tell it when they change.
    var lastLaidOutSafeAreaInsets = UIEdgeInsets.zero
    /// The motion effects added to the view (UIMotionEffect.swift), in order.
    var storedMotionEffects: [UIMotionEffect] = []

    /// Creates a view whose frame is `frame` (in its future superview's coordinates, in points).
    public init(frame: CGRect) {
        if let layerType = Self.layerClass as? CALayer.Type {
            layer = layerType.init(_passageMaking: nil)
        } else {
            diagnose(.layerClassNotALayer, .warning, "\(Self.self).layerClass is not a CALayer subclass; using CALayer")
            layer = CALayer()
        }
        super.init()
        layer.delegate = self
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (UIKit's `NSCoding` initializer). Passage has no nibs or storyboards:
    /// the coder is not read, and the view starts with a zero frame, as `init(frame: .zero)`. Required as on
    /// iOS, so a subclass with a designated initializer of its own declares `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        if let layerType = Self.layerClass as? CALayer.Type {
            layer = layerType.init(_passageMaking: nil)
        } else {
            diagnose(.layerClassNotALayer, .warning, "\(Self.self).layerClass is not a CALayer subclass; using CALayer")
            layer = CALayer()
        }
        super.init()
        layer.delegate = self
    }

    /// The view's controller when it is a controller's root view, else the superview: events a view does
    /// not handle go up the responder chain.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Lays out the subviews when the layer is laid out, so `layer.layoutIfNeeded()` drives `layoutSubviews()`;
    /// a controller's root view calls the controller's viewWillLayoutSubviews / viewDidLayoutSubviews around it.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        noteSafeAreaChange()
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        placeSubviewsFromAutoLayout()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
        displayOwnDrawingAfterFirstLayout()
    }

    /// Draws the view's own content: `draw(_:)` into a recording context made current, whose drawing becomes
    /// the layer's contents (UIView+Drawing.swift).
    public func display(_ layer: CALayer) {
        guard layer === self.layer else { return }
        displayOwnDrawing()
    }

    // MARK: Drawing (UIView+Drawing.swift)

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in bounds
    /// coordinates; `rect` is the area to draw (the whole bounds). Runs after `setNeedsDisplay()` at the next
    /// frame, and once after the view's first layout. Default draws nothing.
    open func draw(_ rect: CGRect) { drawReachedBaseImplementation = true }
    /// Marks the view's content for redrawing: `draw(_:)` runs at the next frame, after layout.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks `invalidRect` for redrawing (Passage redraws the whole bounds).
    open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay() }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view that contains this one, or nil.
    open var superview: UIView? { storedSuperview }
    /// The subviews, back to front (the order of their layers among `layer.sublayers`).
    open var subviews: [UIView] { subviewsInLayerOrder }
    /// The window the view is in: the nearest UIWindow among the view and its ancestors; nil when none.
    open var window: UIWindow? { enclosingWindow }
    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    open func addSubview(_ view: UIView) { hierarchyAdd(view) }
    /// Inserts `view` at `index` among the subviews, back to front; an index past the end adds it on top.
    open func insertSubview(_ view: UIView, at index: Int) { hierarchyInsert(view, at: index) }
    /// Inserts `view` just above `siblingSubview`; adds it on top when the sibling is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        hierarchyInsert(view, above: siblingSubview)
    }
    /// Inserts `view` just below `siblingSubview`; adds it on top when the sibling is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        hierarchyInsert(view, below: siblingSubview)
    }
    /// Swaps the subviews (and their layers) at two indices; out-of-range indices do nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { hierarchyExchange(index1, index2) }
    /// Moves `view` in front of its siblings; does nothing when it is not a subview.
    open func bringSubviewToFront(_ view: UIView) { hierarchyBringToFront(view) }
    /// Moves `view` behind its siblings; does nothing when it is not a subview.
    open func sendSubviewToBack(_ view: UIView) { hierarchySendToBack(view) }
    /// Detaches the view from its superview and window, calling the hooks in UIKit's order.
    open func removeFromSuperview() { hierarchyRemoveFromSuperview() }
    /// Whether the view is `view` itself or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { hierarchyIsDescendant(of: view) }
    /// The first view with `tag`: this view, then its subviews depth first, back to front; nil when none.
    open func viewWithTag(_ tag: Int) -> UIView? { hierarchyView(withTag: tag) }
    /// Called after `subview` was added to this view. Default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from (or moved out of) this view. Default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: it is being removed). Default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed. Default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow` (nil: out of any window). Default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed. Default does nothing.
    open func didMoveToWindow() {}

    // MARK: Accessibility (stored for assistive technologies, which Passage does not have)

    /// Whether assistive technologies treat the view as one element. Default false for plain views;
    /// UIControl and UILabel answer true, as UIKit's standard controls do.
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }
    /// What an element is called (VoiceOver reads it). Default nil.
    open var accessibilityLabel: String?
    /// What activating the element does. Default nil.
    open var accessibilityHint: String?
    /// The element's value, for elements whose value is not in their label. Default nil.
    open var accessibilityValue: String?
    /// An identifier for UI tests; never read to the user. Default nil.
    open var accessibilityIdentifier: String?
    /// The element's traits. Default none for plain views.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether assistive technologies ignore the view's siblings (a modal view). Default false.
    open var accessibilityViewIsModal: Bool = false
    /// Whether the view's elements are hidden from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool = false
    /// Whether this view's explicit `isAccessibilityElement`, if set.
    var storedIsAccessibilityElement: Bool?
    /// What `isAccessibilityElement` is when not set: false; standard controls and labels answer true.
    var defaultIsAccessibilityElement: Bool { false }

    /// Asks the view (or a descendant) that is editing text to resign first responder. Passage has no text
    /// input, so nothing is ever editing: returns true, as UIKit does when nothing had to resign.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    // MARK: Traits (UITraitCollection.swift)

    /// The view's traits: its window's (from the device preset and the window's size), else the main screen's.
    open var traitCollection: UITraitCollection { window?.windowTraits ?? UIScreen.main.traitCollection }
    /// Called after the view's traits changed (its window resized across size classes). Default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates, in points: the bounding box of the bounds after
    /// `transform` about the anchor point. Setting it sets `center` and `bounds.size`.
    open var frame: CGRect {
        get { frameFromLayer }
        set { setFrameThroughLayer(newValue) }
    }
    /// The view's own coordinate space, in points. Changing the size resizes autoresizing subviews.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBoundsThroughLayer(newValue) }
    }
    /// Where the anchor point (the centre, by default) sits in the superview's coordinates (`layer.position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The 2D transform about the anchor point (the affine part of `layer.transform`). Default identity.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The shape UIKit Dynamics gives the view when it collides. Default `.rectangle` (the bounds);
    /// subclasses override it, as on iOS.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex outline used when `collisionBoundsType` is `.path`, with (0, 0) at the view's centre.
    /// Default: an empty path (subclasses returning `.path` override it).
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
    /// The 3D transform about the anchor point (`layer.transform`). Default identity.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The point of the bounds, in unit coordinates, that `center` places and transforms pivot on
    /// (`layer.anchorPoint`). Default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: coordinateLayer(of: view))
    }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: coordinateLayer(of: view))
    }
    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's): the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: coordinateLayer(of: view)) }
    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's: the bounding box of its corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: coordinateLayer(of: view))
    }
    /// Whether `point`, in the view's coordinates, is inside its bounds (minimum edges in, maximum edges out).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The deepest visible, interactive descendant (or this view) containing `point`, given in this view's
    /// coordinates; nil when the view is hidden, has alpha below 0.01, ignores interaction or misses the point.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestViewTree(point, with: event) }

    // MARK: Gesture recognizers (UIView+GestureRecognizers.swift)

    /// The recognizers attached to the view, in the order added; nil when there are none. Setting it detaches
    /// the old ones and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Attaches `gestureRecognizer` (moving it from another view); touches on the view and its subviews reach it.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }
    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }
    /// Whether `gestureRecognizer` (attached to this view or a subview's) may begin. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Appearance (UIView+Appearance.swift)

    /// The colour that fills the bounds (`layer.backgroundColor`); nil draws nothing. Default nil.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// The view's opacity, 0…1 (`layer.opacity`). Default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view and its subviews are not drawn and not hit-tested (`layer.isHidden`). Default false.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { hiddenDidChangeForAutoLayout() }
        }
    }
    /// Whether subviews are clipped to the bounds (`layer.masksToBounds`). Default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one (`layer.mask` is its layer): placed by its frame in this view's
    /// bounds, not in the view hierarchy, animatable like any view. Default nil.
    open var mask: UIView? {
        get { storedMask }
        set {
            storedMask = newValue
            layer.mask = newValue?.layer
        }
    }
    /// The tint: the colour set on this view, else the superview's, else `UIColor.systemBlue`.
    /// Setting nil returns to inheriting. A change calls `tintColorDidChange()` here and in inheriting descendants.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setTintColor(newValue) }
    }
    /// Called when the effective `tintColor` changed. Default does nothing.
    open func tintColorDidChange() {}
    /// How the content is placed in the bounds (sets `layer.contentsGravity`). Default `.scaleToFill`.
    open var contentMode: UIView.ContentMode {
        get { storedContentMode }
        set {
            storedContentMode = newValue
            layer.contentsGravity = newValue.contentsGravity
        }
    }

    // MARK: Safe area (UIView+SafeArea.swift)

    /// How far in from each edge the view's content is clear of the status bar, the home indicator, the bars
    /// of the controllers it is in and their `additionalSafeAreaInsets`, in points; zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called in the layout pass when `safeAreaInsets` changed, before `layoutSubviews()`. Default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Layout (UIView+Layout.swift)

    /// Lays out the subviews; called from the layout pass when the view needs layout. Default does nothing
    /// (autoresizing happens when the bounds change, not here).
    open func layoutSubviews() {}
    /// Marks the view as needing layout at the next layout pass (`layer.setNeedsLayout()`).
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now, from the top-most ancestor that needs layout down through its subtree.
    open func layoutIfNeeded() { layoutFromTopMostDirtyAncestor() }
    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() { resizeToFittingSize() }

    // MARK: Auto Layout (AutoLayout/)

    /// Auto Layout state, created on first use (ViewAutoLayoutState.swift).
    var autoLayoutStorage: ViewAutoLayoutState?

    /// Whether the frame and autoresizing mask become constraints that pin the view where it is. Default
    /// true for views made in code; set false to place the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayoutStorage?.engine?.translatesDidChange(self)
        }
    }
    /// The natural size of the content, in points; `UIView.noIntrinsicMetric` (−1) on an axis without one.
    /// Default: no intrinsic size on either axis.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells the layout engine that `intrinsicContentSize` changed; the next layout pass uses the new size.
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicSizeForAutoLayout() }
    /// Adds or updates the view's constraints; called before layout when `setNeedsUpdateConstraints()` was
    /// called. Overrides must call super last. Default does nothing.
    open func updateConstraints() {}
    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Runs pending `updateConstraints()` calls now.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsIfNeeded() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }
    /// The default spacing inside the view's edges, in points. Default 8 on each side (UIKit's default).
    open var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins }
        set {
            setLayoutMargins(
                NSDirectionalEdgeInsets(
                    top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right))
        }
    }
    /// The layout margins by leading and trailing edge (leading is left). Default 8 on each side.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.margins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set { setLayoutMargins(newValue) }
    }
    /// Called after the layout margins changed. Default does nothing.
    open func layoutMarginsDidChange() {}
    /// The size, in points, the view's constraints give it when it wishes for `targetSize` at
    /// `fittingSizeLevel` (50); use `layoutFittingCompressedSize` for the smallest, `ExpandedSize` for the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size the view's constraints give it when its width and height wish for `targetSize` at the given priorities.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// How strongly the view resists growing beyond its intrinsic size on `axis`. Default `.defaultLow` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? autoLayoutStorage?.hugging.horizontal ?? .defaultLow : autoLayoutStorage?.hugging.vertical ?? .defaultLow
    }
    /// Sets the content-hugging priority on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHugging(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis`. Default `.defaultHigh` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? autoLayoutStorage?.compression.horizontal ?? .defaultHigh
            : autoLayoutStorage?.compression.vertical ?? .defaultHigh
    }
    /// Sets the compression-resistance priority on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompressionResistance(priority, for: axis)
    }
    /// The active constraints installed on this view (their items' nearest common ancestor).
    open var constraints: [NSLayoutConstraint] { installedConstraintList }
    /// Activates `constraint` (UIKit's older API; same as `isActive = true`).
    open func addConstraint(_ constraint: NSLayoutConstraint) { installConstraint(constraint) }
    /// Activates each constraint.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(installConstraint) }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstallConstraint(constraint) }
    /// Deactivates each constraint installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(uninstallConstraint) }
    /// Whether the constraints leave the view's frame undetermined (more than one frame is equally good).
    open var hasAmbiguousLayout: Bool { autoLayoutIsAmbiguous }
    /// Moves an ambiguously laid-out view to another frame its constraints allow, for debugging.
    open func exerciseAmbiguityInLayout() { exerciseAutoLayoutAmbiguity() }
}
