// Content configurations (iOS 14): a value describing a view's content, which makes the view that shows it and
// updates itself for the cell's state. A cell's `contentConfiguration` puts that view in its content view.
import Foundation
import PassageCore

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selection, highlight and the rest (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    /// A state with `traitCollection` and every flag false.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A description of a view's content that can make that view (UIKit's `UIContentConfiguration`).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (selected, highlighted, …).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view). Default true.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
