// UIView's Auto Layout surface: anchors, layout guides, margins, installed constraints, hugging and
// compression resistance. The overridable members are declared in UIView's body and forward here.
import Foundation

extension UIView {
    /// Width or height for "no intrinsic size on this axis": −1, as UIKit.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target size for the smallest size that fits: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest size that fits: 10,000,000 points each way (Passage's value).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// The standard spacing `constraint(equalToSystemSpacingAfter:multiplier:)` uses: 8 points.
    static let systemSpacing: CGFloat = 8

    /// The view's Auto Layout state, created on first use.
    var autoLayout: ViewAutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = ViewAutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// The engine this view's constraints live in: the one it joined, else the current frame loop's.
    var autoLayoutEngine: LayoutEngine { autoLayoutStorage?.engine ?? LayoutEngine.current }

    // MARK: Anchors

    private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: attribute, offsetTo: nil))
    }
    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(LayoutAnchorExpression(item: self, attribute: attribute, offsetTo: nil))
    }

    /// The left edge of the frame.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge of the frame.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The leading edge (left: right-to-left layout is out of scope).
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (right).
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The first baseline (the bottom edge: Passage has no per-view baselines yet).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The last baseline (the bottom edge: Passage has no per-view baselines yet).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension {
        NSLayoutDimension(LayoutAnchorExpression(item: self, attribute: .width, offsetTo: nil))
    }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(LayoutAnchorExpression(item: self, attribute: .height, offsetTo: nil))
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`, in order.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds `layoutGuide` to the view (moving it from another view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owningView, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view; constraints on it stop being enforced.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        layoutGuide.variables = nil
    }

    /// The bounds inset by `layoutMargins`, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayout
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        state.marginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The bounds inset by `safeAreaInsets`, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayout
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        state.safeAreaGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    // MARK: Margins

    var storedLayoutMargins: UIEdgeInsets {
        let m = autoLayoutStorage?.margins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    func setLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        let state = autoLayout
        guard state.margins != margins else { return }
        state.margins = margins
        if let guide = state.marginsGuide, guide.variables != nil, let engine = state.engine {
            engine.syncSystemGuide(guide, of: self)
        }
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    // MARK: Installed constraints

    var installedConstraintList: [NSLayoutConstraint] { autoLayoutStorage?.installedConstraints ?? [] }

    func installConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        guard installedConstraintList.contains(where: { $0 === constraint }) else { return }
        constraint.isActive = false
    }

    // MARK: Priorities

    func setHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayout
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        state.engine?.invalidateIntrinsicSize(of: self)
    }

    func setCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayout
        if axis == .horizontal {
            state.compression.horizontal = priority
        } else {
            state.compression.vertical = priority
        }
        state.engine?.invalidateIntrinsicSize(of: self)
    }
}
