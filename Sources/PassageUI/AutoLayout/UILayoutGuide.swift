// A rectangle that takes part in Auto Layout without being a view: it has anchors and a frame the engine
// solves (`layoutFrame`, in its owning view's coordinates), and draws nothing.
import Foundation

/// A rectangular area that constraints can use, without a view (UIKit's `UILayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name for logs. Default "".
    open var identifier: String = ""
    /// The variables the engine solves, once the guide takes part in a constraint.
    var variables: LayoutItemVariables?

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    /// The guide's solved rectangle in its owning view's coordinates; zero before it is solved.
    open var layoutFrame: CGRect {
        guard let variables, let owner = owningView else { return .zero }
        let engine = owner.autoLayoutEngine
        engine.prepare()
        return variables.frame(
            relativeTo: engine.variables(for: owner), boundsOrigin: owner.bounds.origin, in: engine.solver)
    }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: .left, offsetTo: nil))
    }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: .right, offsetTo: nil))
    }
    /// The leading edge (left).
    open var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: .leading, offsetTo: nil))
    }
    /// The trailing edge (right).
    open var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: .trailing, offsetTo: nil))
    }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(LayoutAnchorExpression(item: self, attribute: .centerX, offsetTo: nil))
    }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(LayoutAnchorExpression(item: self, attribute: .top, offsetTo: nil))
    }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(LayoutAnchorExpression(item: self, attribute: .bottom, offsetTo: nil))
    }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(LayoutAnchorExpression(item: self, attribute: .centerY, offsetTo: nil))
    }
    /// The width.
    open var widthAnchor: NSLayoutDimension {
        NSLayoutDimension(LayoutAnchorExpression(item: self, attribute: .width, offsetTo: nil))
    }
    /// The height.
    open var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(LayoutAnchorExpression(item: self, attribute: .height, offsetTo: nil))
    }
}
