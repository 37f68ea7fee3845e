// The bar along the bottom of a tab bar controller: one item per tab, the children's titles, the selected
// one in the tint colour. A tap on an item (from touch input) selects its tab through the controller.
import Foundation
import PassageCore

/// The bar of a tab bar controller (UIKit's `UITabBar`). Passage draws the tabs' titles; images and badges
/// are not modelled.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's items on iPhone, in points (iPad's is 50; below the items the bar reaches over
    /// the home indicator).
    public static let height: CGFloat = 49

    /// Called with an item's index when it is tapped.
    var onTap: ((Int) -> Void)?
    /// The labels of the items, left to right.
    public private(set) var itemLabels: [UILabel] = []
    /// The index of the highlighted item.
    public private(set) var selectedItemIndex = 0
    /// The height of the items' row at the top of the bar; below it the bar reaches over the home indicator.
    var itemAreaHeight = UITabBar.height

    /// Creates a bar with a translucent white background and a hairline at the top.
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
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.autoresizingMask = [.flexibleWidth]
        addSubview(hairline)
    }

    /// Shows one item per title, the one at `selected` highlighted.
    func setItems(titles: [String?], selected: Int) {
        for label in itemLabels { label.removeFromSuperview() }
        let width = bounds.width / CGFloat(max(titles.count, 1))
        itemLabels = titles.enumerated().map { index, title in
            let label = UILabel(
                frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(itemAreaHeight, bounds.height))
            )
            label.text = title ?? "Tab \(index + 1)"
            label.font = .systemFont(ofSize: 12)
            label.textAlignment = .center
            label.textColor = index == selected ? tintColor : .gray
            addSubview(label)
            return label
        }
        selectedItemIndex = selected
    }

    /// Selects the tab of the item at `index` the way a tap on it does (the delegate is asked first). A Passage
    /// addition for scripts; a finger lifting over an item does the same.
    public func simulateTap(onItemAt index: Int) {
        onTap?(index)
    }

    /// A finger that lifts inside the bar taps the item under it (UIKit's touch-up-inside).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !itemLabels.isEmpty else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let index = min(Int(point.x / (bounds.width / CGFloat(itemLabels.count))), itemLabels.count - 1)
        onTap?(max(index, 0))
    }

    /// The bar handles its own touches; they do not go up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
