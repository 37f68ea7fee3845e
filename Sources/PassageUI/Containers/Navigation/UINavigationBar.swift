// The bar across the top of a navigation controller, below the status bar (its background reaches up behind
// it): the top navigation item's title (or title view), centred, a back button (‹ and the back title of the item
// below) at the left, and the top item's bar button items at the left and right edges (BarItemLayout). Each change of the stack replaces the bar's content:
// with the built-in push the new content slides in from the right while the old slides a third of the way
// left and fades (a pop mirrors it); during a custom transition the two cross-fade. Both run alongside the
// transition through its coordinator, so an interactive transition scrubs the bar too; a cancelled
// transition puts the old content back.
import Foundation
import PassageCore

/// The bar of a navigation controller (UIKit's `UINavigationBar`). Passage draws the top navigation item's title
/// or title view, its bar button items and the back button; large titles and a bar of its own items
/// (`pushItem`) are not modelled.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height on iPhone, in points (iPad's is 50: `DeviceProfile.navigationBarHeight`).
    public static let height: CGFloat = 44

    /// What the bar shows.
    struct Items {
        var title: String?
        var titleView: UIView?
        /// The back button's title; nil: no back button.
        var backTitle: String?
        var left: [UIBarButtonItem] = []
        /// Rightmost first.
        var right: [UIBarButtonItem] = []
        /// The items the content comes from, so a change to one redraws it.
        weak var topItem: UINavigationItem?
        weak var backItem: UINavigationItem?
    }

    /// How the content changes.
    enum Change { case none, push, pop, fade }

    /// The content showing now: a view holding the title and back labels.
    private(set) var content: UIView?
    private(set) var items = Items()

    /// The bar's background, which reaches up behind the status bar (`extendBackground(upBy:)`).
    private let backgroundView = UIView()

    /// The bar's look: `.default` draws a light background and black text, `.black` a dark background and white
    /// text. Default `.default`.
    open var barStyle: UIBarStyle = .default {
        didSet {
            updateBackground()
            if let content { restyleLabels(in: content) }
        }
    }

    /// Whether the background lets some of what is behind it through. Passage draws no blur: a translucent bar
    /// without a `barTintColor` is drawn in its style's material colour (white 0.97, or 0.11 for `.black`), an
    /// opaque one in white or black. Default true.
    open var isTranslucent = true {
        didSet { updateBackground() }
    }

    /// The background colour, drawn as given; nil (the default) uses the bar style's.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// Creates a bar with a translucent white background and a hairline at the bottom.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar(width: frame.width, height: frame.height)
    }

    /// Creates a bar from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar(width: 0, height: 0)
    }

    private func configureBar(width: CGFloat, height: CGFloat) {
        backgroundView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundView)
        updateBackground()
        let hairline = UIView(frame: CGRect(x: 0, y: height - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(hairline)
    }

    /// The background's colour for the bar style, tint colour and translucency.
    private func updateBackground() {
        let white: CGFloat =
            switch (barStyle, isTranslucent) {
            case (.default, true): 0.97
            case (.default, false): 1
            case (_, true): 0.11
            case (_, false): 0
            }
        backgroundView.backgroundColor = barTintColor ?? UIColor(white: white, alpha: 1)
    }

    /// The colour of the title: `UIColor.label` (opaque black), or white on a `.black` bar.
    private var textColor: UIColor { barStyle == .default ? .label : .white }

    private func restyleLabels(in content: UIView) {
        for case let label as UILabel in content.subviews where label.tag == Self.titleTag {
            label.textColor = textColor
        }
    }

    /// Makes the background reach `height` points above the bar's top edge, behind the status bar, as UIKit's
    /// bar background does.
    func extendBackground(upBy height: CGFloat) {
        backgroundView.frame = CGRect(x: 0, y: -height, width: bounds.width, height: bounds.height + height)
    }

    /// The title label showing now.
    public var titleLabel: UILabel? {
        content?.subviews.compactMap { $0 as? UILabel }.first { $0.tag == Self.titleTag }
    }
    /// The back button's label showing now; nil when the stack holds one controller.
    public var backLabel: UILabel? { content?.subviews.compactMap { $0 as? UILabel }.first { $0.tag == Self.backTag } }

    /// The views of the left bar button items showing now, leftmost first (spaces draw none).
    public var leftItemViews: [UIView] { content?.subviews.filter { $0.tag == Self.leftTag } ?? [] }
    /// The views of the right bar button items showing now, rightmost first (spaces draw none).
    public var rightItemViews: [UIView] { content?.subviews.filter { $0.tag == Self.rightTag } ?? [] }
    /// The title view showing now, if the top item has one.
    public var titleViewShowing: UIView? { content?.subviews.first { $0.tag == Self.titleViewTag } }

    /// What a tap on the back button does (the navigation controller pops).
    var onBack: (() -> Void)?

    private static let titleTag = 1
    private static let backTag = 2
    private static let leftTag = 3
    private static let rightTag = 4
    private static let titleViewTag = 5
    private static let backButtonTag = 6

    /// Redraws the content showing now with `newItems`, keeping the content view (and any animation of it)
    /// when it shows the same navigation item; nothing when `item` is not showing.
    func refresh(items newItems: Items, ifShowing item: UINavigationItem) {
        guard let content, items.topItem === item || items.backItem === item else { return }
        items = newItems
        for subview in content.subviews { subview.removeFromSuperview() }
        fill(content, with: newItems)
    }

    /// Shows `items`, animating the change alongside `coordinator`'s transition (at once without one).
    func show(items newItems: Items, change: Change, coordinator: UIViewControllerTransitionCoordinator?) {
        let old = content
        let oldItems = items
        let new = makeContent(newItems)
        items = newItems
        content = new
        addSubview(new)
        guard change != .none, let coordinator, let old else {
            old?.removeFromSuperview()
            return
        }
        let shift = bounds.width / 2
        let (newStart, oldEnd): (CGAffineTransform, CGAffineTransform) =
            switch change {
            case .push:
                (CGAffineTransform(translationX: shift, y: 0), CGAffineTransform(translationX: -shift / 1.5, y: 0))
            case .pop:
                (CGAffineTransform(translationX: -shift / 1.5, y: 0), CGAffineTransform(translationX: shift, y: 0))
            default: (.identity, .identity)
            }
        UIView.performWithoutAnimation {
            new.alpha = 0
            new.transform = newStart
        }
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { _ in
                new.alpha = 1
                new.transform = .identity
                old.alpha = 0
                old.transform = oldEnd
            },
            completion: { [weak self] context in
                if context.isCancelled {
                    new.removeFromSuperview()
                    old.alpha = 1
                    old.transform = .identity
                    if let self, self.content === new {
                        self.content = old
                        self.items = oldItems
                    }
                } else {
                    old.removeFromSuperview()
                }
            })
    }

    private func makeContent(_ items: Items) -> UIView {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fill(content, with: items)
        return content
    }

    private func fill(_ content: UIView, with items: Items) {
        let width = bounds.width
        let height = bounds.height
        var leftStart = BarItemLayout.edgeMargin
        if let back = items.backTitle {
            let label = UILabel(
                frame: CGRect(
                    x: BarItemLayout.backButtonLeading, y: 0, width: width * 0.25 - BarItemLayout.backButtonLeading,
                    height: height))
            label.tag = Self.backTag
            label.text = "‹ " + back
            label.font = .systemFont(ofSize: 17)
            label.textColor = tintColor
            let measured = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
            if measured > 0 { label.frame.size.width = measured }
            content.addSubview(label)
            let button = UIButton(type: .custom)
            button.tag = Self.backButtonTag
            button.frame = CGRect(x: 0, y: 0, width: label.frame.maxX, height: height)
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            content.addSubview(button)
            leftStart = label.frame.maxX + BarItemLayout.interitemSpacing
        }
        let leftViews = items.left.compactMap { $0.makeView(height: height) }
        for (view, x) in zip(leftViews, BarItemLayout.leading(leftViews.map(\.frame.width), from: leftStart)) {
            view.frame.origin.x = x
            view.tag = Self.leftTag
            content.addSubview(view)
        }
        let rightViews = items.right.compactMap { $0.makeView(height: height) }
        for (view, x) in zip(
            rightViews, BarItemLayout.trailing(rightViews.map(\.frame.width), to: width - BarItemLayout.edgeMargin))
        {
            view.frame.origin.x = x
            view.tag = Self.rightTag
            view.autoresizingMask = [.flexibleLeftMargin]
            content.addSubview(view)
        }
        if let titleView = items.titleView {
            let size = titleView.frame.size
            titleView.frame = CGRect(
                x: (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
            titleView.tag = Self.titleViewTag
            titleView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            content.addSubview(titleView)
        } else {
            let title = UILabel(frame: CGRect(x: width * 0.25, y: 0, width: width * 0.5, height: height))
            title.tag = Self.titleTag
            title.text = items.title
            title.font = .boldSystemFont(ofSize: 17)
            title.textAlignment = .center
            title.textColor = textColor
            title.autoresizingMask = [.flexibleWidth]
            content.addSubview(title)
        }
    }
}
