// The iOS 7 layout guides (deprecated in iOS 11 for the safe area): `topLayoutGuide` spans the root view's top
// down to its safe area (under the status and navigation bars), `bottomLayoutGuide` the safe area's bottom down
// to the root view's bottom (above tab bars and the home indicator). Each is a layout guide of the root view,
// made on first use and constrained to the safe-area guide, so its anchors work in constraints and its
// `length` follows the safe area.
import Foundation
import PassageCore

/// A guide whose length is how far content must stay from an edge (UIKit's `UILayoutSupport`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's extent from its edge, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide of a controller's root view that stands for the top or bottom layout guide.
@MainActor
final class ControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The guide from the top of the root view to its safe area (UIKit's deprecated `topLayoutGuide`).
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(isTop: true) }

    /// The guide from the bottom of the root view's safe area to its bottom (UIKit's deprecated
    /// `bottomLayoutGuide`).
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(isTop: false) }

    private func layoutSupportGuide(isTop: Bool) -> ControllerLayoutSupportGuide {
        let root: UIView = view
        if let guide = root.layoutGuides.lazy.compactMap({ $0 as? ControllerLayoutSupportGuide })
            .first(where: { $0.isTop == isTop })
        {
            return guide
        }
        let guide = ControllerLayoutSupportGuide(isTop: isTop)
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        let constraints =
            isTop
            ? [
                guide.topAnchor.constraint(equalTo: root.topAnchor),
                guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
            ]
            : [
                guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
                guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ]
        let horizontal = [
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints + horizontal)
        return guide
    }
}
