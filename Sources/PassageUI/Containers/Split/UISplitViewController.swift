// A split view controller. Expanded (a regular width: an iPad), the side columns stand beside the secondary
// one; collapsed (a compact width: an iPhone), one stack is shown: the `.compact` column's controller when a
// column-style split has one, else the primary navigation controller with the secondary controller pushed onto
// it (what UIKit does unless the delegate takes the secondary itself). Column-style controllers wrap each
// column's controller in a navigation controller, as UIKit does. Whether it is collapsed is decided when its
// view loads, from its trait collection; Passage's screens do not change size class while they run.
import Foundation
import PassageCore

/// A container of side-by-side columns that collapses to one on an iPhone (UIKit's `UISplitViewController`).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The columns' arrangement, fixed at creation.
    public let style: Style
    /// Asked how to collapse and told of changes. Held weakly.
    open weak var delegate: UISplitViewControllerDelegate?
    /// The display mode asked for. Default `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { layOutColumns() } }
    /// How side columns share the width, asked for. Default `.automatic`.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// Whether a swipe shows and hides the primary column. Default true (stored; Passage adds no swipe).
    open var presentsWithGesture = true
    /// The side of the primary column. Default `.leading`.
    open var primaryEdge: PrimaryEdge = .leading { didSet { layOutColumns() } }
    /// The primary column's background. Default `.none`.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// When the display mode button shows. Default `.automatic`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// Whether the secondary column shows a button to change the display mode. Default true.
    open var showsSecondaryOnlyButton = false
    /// The width of the primary column when expanded, in points. Default 320, UIKit's on an iPad.
    open var preferredPrimaryColumnWidth: CGFloat = 320 { didSet { layOutColumns() } }
    /// The width of the supplementary column of a triple-column split, in points. Default 320.
    open var preferredSupplementaryColumnWidth: CGFloat = 320 { didSet { layOutColumns() } }

    private var classicChildren: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    private var collapsedState: Bool?
    private let columnsView = UIView()

    /// A split view controller with the given style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic (`.unspecified` style) split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Storyboards do not exist in Passage; this makes a classic split view controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The children: primary then secondary (classic style), or the navigation controllers of the columns
    /// (column style, where setting it fills the primary, supplementary (triple column) and secondary columns
    /// in order).
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return classicChildren }
            return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
        }
        set {
            guard style == .unspecified else {
                let order: [Column] =
                    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
                return
            }
            for old in classicChildren where !newValue.contains(where: { $0 === old }) { detach(old) }
            classicChildren = newValue
            for controller in newValue where controller.storedParent !== self { attach(controller) }
            if isViewLoaded { rebuild() }
        }
    }

    /// Sets the controller of a column; in the primary, supplementary and secondary columns a controller that
    /// is not a navigation controller is wrapped in one. On a classic split view, the primary and secondary
    /// columns are `viewControllers[0]` and `[1]`.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            guard let viewController, column == .primary || column == .secondary else { return }
            var children = classicChildren
            let index = column == .primary ? 0 : 1
            if children.count > index { children[index] = viewController } else { children.append(viewController) }
            viewControllers = children
            return
        }
        if let old = columns[column] { detach(old) }
        var shown = viewController
        if let controller = viewController, column != .compact, column != .inspector,
            !(controller is UINavigationController)
        {
            shown = UINavigationController(rootViewController: controller)
        }
        columns[column] = shown
        if let shown { attach(shown) }
        if isViewLoaded { rebuild() }
    }

    /// The controller set for `column` (column style): the one given, not its navigation controller.
    open func viewController(for column: Column) -> UIViewController? {
        guard let controller = columns[column] else { return nil }
        if column != .compact, column != .inspector, let navigation = controller as? UINavigationController,
            navigation.viewControllers.first.map({ !($0 is UINavigationController) }) == true
        {
            return navigation.viewControllers.first
        }
        return controller
    }

    /// Whether one column stands for all (a compact width). Known once the view loaded; before, from the
    /// trait collection.
    open var isCollapsed: Bool { collapsedState ?? (traitCollection.horizontalSizeClass != .regular) }

    /// The display mode in effect: `.secondaryOnly` when collapsed or asked for, else side columns beside the
    /// secondary one.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// How the side columns share the width in effect: tiled beside the secondary column unless asked.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width when it shows, in points.
    open var primaryColumnWidth: CGFloat { preferredPrimaryColumnWidth }

    /// Shows the column (expanded), or what stands for it (collapsed: nothing changes).
    open func show(_ column: Column) {
        guard !isCollapsed, column == .primary || column == .supplementary else { return }
        preferredDisplayMode = style == .tripleColumn && column == .primary ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// Hides a side column (expanded).
    open func hide(_ column: Column) {
        guard !isCollapsed, column == .primary || column == .supplementary else { return }
        preferredDisplayMode = .secondaryOnly
    }

    open override func loadView() {
        let root = makeContainerRootView(holding: columnsView) { [weak self] in self?.layOutColumns() }
        view = root
        rebuild()
    }

    // MARK: Building the shown hierarchy

    private func attach(_ controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.storedView?.removeFromSuperview()
        controller.removeFromParent()
    }

    private var primary: UIViewController? { style == .unspecified ? classicChildren.first : columns[.primary] }
    private var secondary: UIViewController? {
        style == .unspecified ? (classicChildren.count > 1 ? classicChildren[1] : nil) : columns[.secondary]
    }

    /// Puts the children's views in place for the collapsed or expanded state.
    private func rebuild() {
        let collapsed = traitCollection.horizontalSizeClass != .regular
        let wasCollapsed = collapsedState
        collapsedState = collapsed
        for subview in columnsView.subviews { subview.removeFromSuperview() }
        if collapsed {
            if let shown = collapsedController() { place(shown, in: columnsView) }
            if wasCollapsed == false { delegate?.splitViewControllerDidCollapse(self) }
        } else {
            // The secondary column underneath: side columns that overlay it stand in front.
            if let secondary { columnsView.addSubview(secondary.view) }
            for controller in viewControllers where controller !== secondary { columnsView.addSubview(controller.view) }
            layOutColumns()
            if wasCollapsed == true { delegate?.splitViewControllerDidExpand(self) }
        }
    }

    /// The one controller shown collapsed, after the secondary was collapsed onto the primary if it is to be.
    private func collapsedController() -> UIViewController? {
        if let compact = columns[.compact] { return compact }
        guard let primary else { return secondary }
        guard let secondary else { return primary }
        let pushesSecondary: Bool
        if style == .unspecified {
            pushesSecondary =
                !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false)
        } else {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            pushesSecondary = (top ?? .secondary) == .secondary
        }
        if pushesSecondary, let navigation = primary as? UINavigationController {
            let content = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            if let wrapper = secondary as? UINavigationController { wrapper.setViewControllers([], animated: false) }
            for controller in content where controller.storedParent != nil && controller.storedParent !== navigation {
                controller.removeFromParent()
            }
            navigation.setViewControllers(navigation.viewControllers + content, animated: false)
        }
        return primary
    }

    /// Places the columns side by side (expanded): the side columns from the primary edge, the secondary
    /// column filling the rest when they tile (under them otherwise); a hidden side column is off screen.
    private func layOutColumns() {
        guard isViewLoaded, collapsedState == false else { return }
        let bounds = columnsView.bounds
        let mode = displayMode
        var sides: [(controller: UIViewController?, width: CGFloat)] = [(primary, preferredPrimaryColumnWidth)]
        if style == .tripleColumn { sides.append((columns[.supplementary], preferredSupplementaryColumnWidth)) }
        let shownSides: Int
        switch mode {
        case .secondaryOnly: shownSides = 0
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: shownSides = sides.count
        default: shownSides = 1
        }
        // With one side column showing in a triple-column split, it is the supplementary one.
        let shown = Array(sides.suffix(shownSides))
        var used: CGFloat = 0
        for side in sides {
            guard let view = side.controller?.storedView else { continue }
            let visible = shown.contains { $0.controller === side.controller }
            let x: CGFloat
            if visible {
                x = primaryEdge == .leading ? used : bounds.width - used - side.width
                used += side.width
            } else {
                x = primaryEdge == .leading ? -side.width : bounds.width
            }
            view.frame = CGRect(x: x, y: 0, width: side.width, height: bounds.height)
        }
        if let view = secondary?.storedView {
            let tiles = mode == .oneBesideSecondary || mode == .twoBesideSecondary
            let inset = tiles ? used : 0
            view.frame = CGRect(
                x: primaryEdge == .leading ? inset : 0, y: 0, width: bounds.width - inset, height: bounds.height)
        }
    }
}
