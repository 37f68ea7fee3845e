// A view that lays out its arranged subviews in a line with Auto Layout. The stack view owns the
// constraints it makes (rebuilt in `updateConstraints()` whenever its arrangement changes, see
// UIStackView+Arrangement.swift); arranged subviews stop translating their autoresizing masks. Hiding an
// arranged subview collapses it to zero length along the axis; inside an animation block the stack view
// lays out at once, so the collapse animates.
import Foundation

/// A view that arranges its subviews in a row or a column (UIKit's `UIStackView`). Right-to-left
/// layout is out of scope: horizontal stacks run left to right.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the length of the stack along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the one with the lowest hugging priority stretches (ties: the
        /// first), the one with the lowest compression resistance shrinks.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The centres are equally spaced (gaps at least `spacing`).
        case equalCentering
    }

    /// How arranged subviews are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across the axis.
        case fill = 0
        /// Views align to the leading edge (left) of a vertical stack.
        case leading
        /// Same as `leading` (vertical stacks); same as `top` for horizontal ones.
        public static var top: Alignment { .leading }
        /// Views align by their first baseline (the bottom edge in Passage); horizontal stacks only.
        case firstBaseline
        /// Views are centred across the axis.
        case center
        /// Views align to the trailing edge (right) of a vertical stack.
        case trailing
        /// Same as `trailing` (vertical stacks); same as `bottom` for horizontal ones.
        public static var bottom: Alignment { .trailing }
        /// Views align by their last baseline (the bottom edge in Passage); horizontal stacks only.
        case lastBaseline
    }

    /// The custom spacing value that means "use `spacing`".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The spacing value that means "the system spacing" (8 points in Passage).
    public static let spacingUseSystem: CGFloat = .leastNonzeroMagnitude

    var storedArrangedSubviews: [UIView] = []
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []
    /// The constraints (and spacer guides) of the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var needsArrangement = true

    /// The arranged subviews, in order along the axis.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// The axis the views are arranged along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How views share the length along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent views, in points (the least gap for the equal distributions). Default 0.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether views are laid out within the layout margins instead of the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether vertical spacing is measured between baselines; accepted and ignored (Passage has no baselines). Default false.
    open var isBaselineRelativeArrangement = false

    /// Creates a stack view with `frame` and no arranged subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view arranging `views` (added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview, on top).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arrangement (clamped to 0…count), adding it as a subview if needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(0, stackIndex), storedArrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview (call `removeFromSuperview()` to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// Rebuilds the arrangement's constraints when it changed.
    open override func updateConstraints() {
        rebuildArrangementIfNeeded()
        super.updateConstraints()
    }

    /// An arranged subview removed from the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
