// A button on a navigation bar or toolbar: a title, an image, a system item or a view of your own, and an action
// that runs when it is tapped. Swift on Linux has no selectors, so the target–action initializers take an
// unapplied method reference of the target (`UIBarButtonItem(title: "Edit", style: .plain, target: self,
// action: Self.edit)`), held weakly like the target; `target: nil, action: nil` makes an item with no action.
// Spaces (flexible and fixed) are items too: they take room in a toolbar and draw nothing.
import Foundation
import PassageCore

/// A button shown by a navigation bar or a toolbar (UIKit's `UIBarButtonItem`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn (UIKit's `UIBarButtonItem.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The regular weight (raw value 0).
        case plain = 0
        /// Deprecated in iOS 8: drawn as `.plain` (raw value 1).
        case bordered = 1
        /// The bold weight of a confirming action (raw value 2).
        case done = 2
    }

    /// The items the system provides (UIKit's `UIBarButtonItem.SystemItem`), with UIKit's raw values. Passage
    /// draws no glyphs: glyph items show a short title (`systemTitle`).
    public enum SystemItem: Int, Sendable {
        /// "Done", bold (raw value 0).
        case done = 0
        /// "Cancel" (raw value 1).
        case cancel = 1
        /// "Edit" (raw value 2).
        case edit = 2
        /// "Save", bold (raw value 3).
        case save = 3
        /// A plus glyph, drawn as "+" (raw value 4).
        case add = 4
        /// A space that takes the room left in a toolbar (raw value 5).
        case flexibleSpace = 5
        /// A space `width` points wide (raw value 6).
        case fixedSpace = 6
        /// A compose glyph (raw value 7).
        case compose = 7
        /// A reply glyph (raw value 8).
        case reply = 8
        /// A share glyph (raw value 9).
        case action = 9
        /// An organize glyph (raw value 10).
        case organize = 10
        /// A bookmarks glyph (raw value 11).
        case bookmarks = 11
        /// A search glyph (raw value 12).
        case search = 12
        /// A refresh glyph (raw value 13).
        case refresh = 13
        /// A stop glyph (raw value 14).
        case stop = 14
        /// A camera glyph (raw value 15).
        case camera = 15
        /// A trash glyph (raw value 16).
        case trash = 16
        /// A play glyph (raw value 17).
        case play = 17
        /// A pause glyph (raw value 18).
        case pause = 18
        /// A rewind glyph (raw value 19).
        case rewind = 19
        /// A fast-forward glyph (raw value 20).
        case fastForward = 20
        /// "Undo" (raw value 21).
        case undo = 21
        /// "Redo" (raw value 22).
        case redo = 22
        /// A page-curl glyph, deprecated (raw value 23).
        case pageCurl = 23
        /// A close glyph, drawn as "✕" (raw value 24).
        case close = 24

        /// The title Passage draws for the item (UIKit's English titles; a short stand-in for glyphs).
        public var systemTitle: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Curl"
            case .close: "✕"
            }
        }
    }

    /// How the title is drawn. Default `.plain` (system items `.done` and `.save` are `.done`).
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width in points; 0 (the default) sizes it to its content. A fixed space is this wide.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// A view shown in place of the title and image (it receives the touches itself). Default nil.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The colour of the title, else the bar's tint colour. Default nil.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The action a tap runs (its title and image become the item's when given at creation). Default nil.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// A menu the item holds (Passage does not show menus). Default nil.
    open var menu: UIMenu?
    /// The view a bar made to show the item most recently (its custom view, or a system button), held weakly; it
    /// counts as showing the item only while it is in a window (`viewShowingItem`).
    weak var lastShownView: UIView?
    /// The system item the item was made as, if any (a test hook: UIKit does not expose it).
    package private(set) var systemItem: SystemItem?

    /// The target–action pair, as a closure that calls the target's method with the item (nil: no action).
    private var targetAction: ((UIBarButtonItem) -> Void)?
    /// Whether `targetAction` was given a target (for `target`).
    private weak var actionTarget: AnyObject?

    /// The object whose method the action calls (held weakly), or nil.
    open var target: AnyObject? { actionTarget }

    /// Creates a plain item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an item titled `title` that calls `action` (a method of `target`, held weakly, taking the item)
    /// when tapped.
    public convenience init<Target: AnyObject, Receiver>(
        title: String?, style: Style, target: Target,
        action: @escaping (Receiver) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target, action)
    }

    /// Creates an item titled `title` that calls `action` (a method of `target` taking no argument) when tapped.
    public convenience init<Target: AnyObject, Receiver>(
        title: String?, style: Style, target: Target,
        action: @escaping (Receiver) -> () -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target) { (receiver: Receiver) in { _ in action(receiver)() } }
    }

    /// Creates an item titled `title` with no action (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates an item showing `image` that calls `action` (a method of `target` taking the item) when tapped.
    public convenience init<Target: AnyObject, Receiver>(
        image: UIImage?, style: Style, target: Target,
        action: @escaping (Receiver) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setAction(target, action)
    }

    /// Creates a system item that calls `action` (a method of `target` taking the item) when tapped.
    public convenience init<Target: AnyObject, Receiver>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Receiver) -> (UIBarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem)
        setAction(target, action)
    }

    /// Creates a system item that calls `action` (a method of `target` taking no argument) when tapped.
    public convenience init<Target: AnyObject, Receiver>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping (Receiver) -> () -> Void
    ) {
        self.init(systemItem: systemItem)
        setAction(target) { (receiver: Receiver) in { _ in action(receiver)() } }
    }

    /// Creates a system item with no action (`target: nil, action: nil`), e.g. a flexible space.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// Creates a system item that runs `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done || systemItem == .save { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with `title` and `image` (else the action's) that runs `primaryAction` when tapped.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space: it takes the room the other items of a toolbar leave.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space (flexible or fixed), drawn as nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title drawn: the item's own, else the system item's.
    var displayTitle: String? { title ?? systemItem?.systemTitle }

    /// Runs the item's action: the primary action, else the target's method. Nothing when disabled.
    func performAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            targetAction?(self)
        }
    }

    private func setAction<Target: AnyObject, Receiver>(
        _ target: Target, _ action: @escaping (Receiver) -> (UIBarButtonItem) -> Void
    ) {
        guard target is Receiver else {
            return diagnose(
                .barButtonTargetMismatch, .error,
                "UIBarButtonItem: \(type(of: target)) is not a \(Receiver.self), whose method the action is; the item has no action"
            )
        }
        actionTarget = target
        targetAction = { [weak target] item in
            guard let receiver = target as? Receiver else { return }
            action(receiver)(item)
        }
    }
}
