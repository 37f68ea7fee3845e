// A relationship between two layout attributes: first.attribute ⋈ multiplier × second.attribute + constant.
// The constraint holds its items and attributes; activating it hands a linear constraint to the frame
// loop's layout engine (NSLayoutConstraint+Activation.swift).
import Foundation

/// A relation between two items' layout attributes that the layout engine satisfies (UIKit's
/// `NSLayoutConstraint`): `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// A part of an item's alignment rectangle. Leading and trailing are left and right (no right-to-left).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left: right-to-left layout is out of scope).
        case leading
        /// The trailing edge (right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline (the bottom edge for views without text).
        case lastBaseline
        /// The first line's baseline (the bottom edge for views without text).
        case firstBaseline
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading margin.
        case leadingMargin
        /// The trailing edge inset by the trailing margin.
        case trailingMargin
        /// The centre between the left and right margins.
        case centerXWithinMargins
        /// The centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the constraint relates the first attribute to a constant.
        case notAnAttribute = 0

        /// Same as `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        /// first ≤ second.
        case lessThanOrEqual = -1
        /// first = second.
        case equal = 0
        /// first ≥ second.
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide), held weakly: as in UIKit the constraint does not keep its
    /// views alive (the view it is installed on holds the constraint).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, held weakly; nil for a constant constraint.
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute; `.notAnAttribute` without a second item.
    public let secondAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The anchor the constraint was made from, when it came from `anchorWithOffset(to:)` (an expression
    /// rather than one attribute).
    let firstExpression: LayoutAnchorExpression?
    /// The solver's constraint while active.
    var linearConstraint: LinearConstraint?
    /// The engine the constraint is active in.
    weak var engine: LayoutEngine?
    /// When the constraint was (last) activated, in the engine's order: a stable order for the engine's sweeps.
    var activationSerial = 0
    /// Whether activation broke it to recover from a conflict (it stays active but is not enforced).
    var isBroken = false
    var storedActive = false

    /// The constant added to the second side, in points. Changing it on an active constraint re-solves
    /// incrementally (only what the change reaches), and the next layout pass moves the frames.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
        }
    }

    /// The priority, 1…1000. Default `.required`. An active constraint cannot move between required and
    /// optional (UIKit raises); Passage logs and keeps the old priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, storedActive else { return }
            if priority.isRequired != oldValue.isRequired {
                diagnose(
                    .constraintPriorityRequirednessChanged, .warning,
                    "NSLayoutConstraint \(self): an active constraint cannot change between required and optional priority (\(oldValue.rawValue) to \(priority.rawValue)); keeping \(oldValue.rawValue). Deactivate it first"
                )
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout. Setting true adds it to the layout engine (installed on
    /// its items' nearest common ancestor); false removes it. Default false.
    open var isActive: Bool {
        get { storedActive }
        set { setActive(newValue) }
    }

    /// A name shown in logs. Default nil.
    open var identifier: String?

    /// Whether an item the constraint was made with has been released (the constraint can no longer hold).
    var hasLostItem: Bool {
        firstItem == nil || (secondAttribute != .notAnAttribute && secondItem == nil)
    }
    /// Whether the constraint should be archived; kept for source compatibility. Default false.
    open var shouldBeArchived = false

    /// Creates a constraint `view1.attr1  relation  multiplier × view2.attr2 + c`; items are views or
    /// layout guides. Inactive until `isActive` is set.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        firstExpression = nil
    }

    /// A constraint from anchors (and anchor expressions).
    init(
        first: LayoutAnchorExpression, relation: Relation, second: LayoutAnchorExpression?, multiplier: CGFloat,
        constant: CGFloat
    ) {
        firstItem = first.item
        firstAttribute = first.attribute
        secondItem = second?.item
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        // Only offset anchors are kept as expressions; plain ones are read through the items. Both hold their
        // items weakly, so the constraint never keeps its views alive.
        firstExpression = first.isOffset ? first : nil
        secondAnchorExpression = second?.isOffset == true ? second : nil
    }

    /// The second side as an anchor expression (for anchors made with `anchorWithOffset(to:)`).
    private(set) var secondAnchorExpression: LayoutAnchorExpression?

    /// UIKit's log form: `<NSLayoutConstraint:identifier UIView.width == 100   (active)>`.
    open var description: String {
        let first = firstItem.map { "\(Self.itemName($0)).\(firstAttribute.name)" } ?? "nil"
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if let secondItem {
            rhs = "\(Self.itemName(secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(Self.number(multiplier))*\(rhs)" }
            if constant != 0 { rhs += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            rhs = Self.number(constant)
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority.isRequired ? "" : " @\(Self.number(CGFloat(priority.rawValue)))"
        return
            "<NSLayoutConstraint:\(name)\(first) \(op) \(rhs)\(priorityText)   (\(storedActive ? "active" : "inactive"))>"
    }

    static func itemName(_ item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide { return "UILayoutGuide:'\(guide.identifier)'" }
        return "\(type(of: item))"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name as UIKit logs it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The same attribute without margins, when this is a margin attribute.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
