// A view controller that manages a collection view. Its view is a plain view that the collection view fills
// (autoresizing), so that with layout-to-layout navigation one collection view can move from controller to
// controller (see LayoutToLayoutNavigation). It is the collection view's data source and delegate unless
// they were set otherwise, and implements their methods with UIKit's defaults so subclasses `override` them.
import Foundation
import PassageCore

/// A view controller that shows a collection view (UIKit's `UICollectionViewController`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given at initialization. It is not updated when the collection view's layout changes.
    public let collectionViewLayout: UICollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default true; no effect when
    /// `useLayoutToLayoutNavigationTransitions` is true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push of this controller onto (and its pop from) a navigation controller whose top controller is
    /// a UICollectionViewController animates that controller's collection view to this controller's
    /// `collectionViewLayout` instead of sliding. Set it before the push; default false.
    open var useLayoutToLayoutNavigationTransitions = false

    private var storedCollectionView: UICollectionView?

    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a default flow layout (Passage loads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive (not read: Passage has no nibs) with a default flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (loading the view if needed). With layout-to-layout navigation, the shared one.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            loadViewIfNeeded()
            install(newValue)
        }
    }

    /// Makes a view the size of the main screen holding an unconfigured collection view with the init layout,
    /// whose data source and delegate are this controller.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        if storedCollectionView == nil {
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: collectionViewLayout)
            collectionView.dataSource = self
            collectionView.delegate = self
            install(collectionView)
        } else {
            install(storedCollectionView)
        }
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is true (and layout-to-layout
    /// navigation is off).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, !useLayoutToLayoutNavigationTransitions,
            let collectionView = storedCollectionView
        else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Puts `collectionView` in the view, filling it.
    func install(_ collectionView: UICollectionView?) {
        if let old = storedCollectionView, old !== collectionView, old.superview === viewIfLoaded {
            old.removeFromSuperview()
        }
        storedCollectionView = collectionView
        guard let collectionView, let view = viewIfLoaded else { return }
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if collectionView.superview !== view { view.addSubview(collectionView) }
    }

    // MARK: Data source (override in subclasses)

    /// The number of items in `section`. Default 0.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for the item. The default (UIKit raises: subclasses must override) logs an error and returns
    /// an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        diagnose(
            .cellForItemNotOverridden, .error,
            "\(type(of: self)) does not override collectionView(_:cellForItemAt:); showing an empty cell at \(indexPath)"
        )
        return UICollectionViewCell(frame: .zero)
    }

    /// The number of sections. Default 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// The supplementary view of `kind`. The default (UIKit raises) logs an error and returns an empty view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        diagnose(
            .supplementaryViewNotOverridden, .error,
            "\(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view"
        )
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: Delegate (override in subclasses)

    /// Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Default does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Default does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Default: a plain UICollectionViewTransitionLayout.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// Default: the proposed offset.
    open func collectionView(
        _ collectionView: UICollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }
    /// Default does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Default does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
