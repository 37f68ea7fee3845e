// The views a scene reports, by label, in the order the table prints them: written as a dictionary literal
// (`["card": card]`), which keeps its order, or built up with `append(_:_:)`; `[]` watches none.
import Passage

/// One view a scene watches: `passage table` prints its presented frame, opacity and rotation under `label`.
public struct WatchedView {
    /// The name the table's columns start with, e.g. `card` for `card.x`, `card.y`, ….
    public let label: String
    /// The view whose presented values are printed.
    public let view: UIView

    /// Watches `view` under `label`.
    public init(label: String, view: UIView) {
        self.label = label
        self.view = view
    }
}

/// The views a scene watches, in the order `passage table` prints them (what `Scene.start` returns).
///
/// Write them as a literal, label first: `["card": card, "dimming": dimming]`; the order is the literal's, and
/// `[]` watches none.
public struct WatchedViews: RandomAccessCollection, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    /// The views, in order.
    public private(set) var elements: [WatchedView]

    /// The views `elements` holds, in order.
    public init(_ elements: [WatchedView] = []) {
        self.elements = elements
    }

    /// The views of the literal, in its order.
    public init(dictionaryLiteral elements: (String, UIView)...) {
        self.elements = elements.map { WatchedView(label: $0.0, view: $0.1) }
    }

    /// The views of the literal, in its order: `[WatchedView(label: "card", view: card)]`, or `[]` for none.
    public init(arrayLiteral elements: WatchedView...) {
        self.elements = elements
    }

    /// Adds `view` under `label` after the others.
    public mutating func append(_ label: String, _ view: UIView) {
        elements.append(WatchedView(label: label, view: view))
    }

    /// The position of the first view.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last view.
    public var endIndex: Int { elements.endIndex }
    /// The view at `position`.
    public subscript(position: Int) -> WatchedView { elements[position] }
}
