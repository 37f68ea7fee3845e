// A bar of items along the bottom edge: the items laid out left to right between 16 pt margins, flexible spaces
// sharing the room left over (BarItemLayout.toolbar), in a 44 pt row at the top of the bar; below the row the
// bar reaches down over the home indicator. A change of items replaces the row; given a transition coordinator
// the new row cross-fades in alongside it (a cancel puts the old row back).
import Foundation
import PassageCore

/// A bar that shows bar button items along the bottom of the screen (UIKit's `UIToolbar`).
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemObserver {
    /// The height of the toolbar's row of items on iPhone, in points.
    public static let height: CGFloat = 44

    /// The items, left to right. Setting them is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// The views of the items showing now, left to right (spaces draw none).
    public var itemViews: [UIView] { row?.subviews ?? [] }

    /// The height of the row of items at the top of the bar.
    var itemAreaHeight = UIToolbar.height

    private var shownItems: [UIBarButtonItem]?
    /// The view holding the item views.
    private var row: UIView?

    /// Creates a toolbar with a translucent white background and a hairline at the top.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBar()
    }

    /// Creates a toolbar from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    private func configureBar() {
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.autoresizingMask = [.flexibleWidth]
        addSubview(hairline)
    }

    /// Shows `items` (nil: none); Passage changes them at once whether or not `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        show(items, coordinator: nil)
    }

    /// Shows `items`, cross-fading alongside `coordinator`'s transition (at once without one).
    func show(_ items: [UIBarButtonItem]?, coordinator: UIViewControllerTransitionCoordinator?) {
        let old = row
        let oldItems = shownItems
        shownItems = items
        for item in items ?? [] { item.addObserver(self) }
        let new = makeRow(items ?? [])
        row = new
        addSubview(new)
        guard let coordinator, let old else {
            old?.removeFromSuperview()
            return
        }
        UIView.performWithoutAnimation { new.alpha = 0 }
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { _ in
                new.alpha = 1
                old.alpha = 0
            },
            completion: { [weak self] context in
                if context.isCancelled {
                    new.removeFromSuperview()
                    old.alpha = 1
                    if let self, self.row === new {
                        self.row = old
                        self.shownItems = oldItems
                    }
                } else {
                    old.removeFromSuperview()
                }
            })
    }

    /// Shows `items` in the row showing now (keeping any animation of the row).
    func replaceItemsInPlace(_ items: [UIBarButtonItem]?) {
        shownItems = items
        for item in items ?? [] { item.addObserver(self) }
        guard let row else { return }
        for view in row.subviews { view.removeFromSuperview() }
        fill(row, with: items ?? [])
    }

    func barItemDidChange(_ item: UIBarItem) {
        guard let row, shownItems?.contains(where: { $0 === item }) == true else { return }
        for view in row.subviews { view.removeFromSuperview() }
        fill(row, with: shownItems ?? [])
    }

    /// Lays the row out again at the bar's width and row height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let row, row.frame.size != CGSize(width: bounds.width, height: itemAreaHeight) else { return }
        row.frame = CGRect(x: 0, y: 0, width: bounds.width, height: itemAreaHeight)
        for view in row.subviews { view.removeFromSuperview() }
        fill(row, with: shownItems ?? [])
    }

    private func makeRow(_ items: [UIBarButtonItem]) -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: itemAreaHeight))
        fill(row, with: items)
        return row
    }

    private func fill(_ row: UIView, with items: [UIBarButtonItem]) {
        let height = row.bounds.height
        let views = items.map { $0.makeView(height: height) }
        let widths: [CGFloat?] = zip(items, views).map { item, view in
            if item.systemItem == .flexibleSpace { return nil }
            return view?.frame.width ?? item.width
        }
        for (view, place) in zip(views, BarItemLayout.toolbar(widths, barWidth: row.bounds.width)) {
            guard let view else { continue }
            view.frame.origin.x = place.x
            row.addSubview(view)
        }
    }
}
