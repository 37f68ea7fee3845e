// A cell: a reusable view with a content view for the app's subviews, and selection and highlight states
// that the collection view sets. Reuse resets both states.
import Foundation
import PassageCore

/// The view a collection view shows for an item (UIKit's `UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add custom subviews to; it fills the cell and sits above the background views.
    public let contentView: UIView

    /// Whether the item is selected; set by the collection view. Shows `selectedBackgroundView` while true.
    open var isSelected: Bool = false { didSet { updateSelectedBackground() } }
    /// Whether the item is highlighted (true only while a finger is down on it); set by the collection view.
    /// Shows `selectedBackgroundView` while true.
    open var isHighlighted: Bool = false { didSet { updateSelectedBackground() } }

    /// A view behind the content, filling the cell. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view shown above `backgroundView` while the cell is selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                updateSelectedBackground()
            }
        }
    }

    /// Creates a cell with `frame` and an empty content view filling it.
    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a cell from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "\(Self.self).init(coder:): Passage does not decode cells; create it with init(frame:)")
        return nil
    }

    /// Resets `isSelected` and `isHighlighted` to false.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    private func install(_ view: UIView, at index: Int) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
