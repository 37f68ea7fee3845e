// Misuse of collection views, their layouts, data sources and layout transitions gets its defined outcome and a
// typed diagnostic on the collection view's loop (UIKit raises or asserts on most of these). Each test pins the
// code and what Passage did.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

/// A flow layout that adds one extra element of `extra`'s making to what it places.
private final class ExtraElementLayout: UICollectionViewFlowLayout {
    var extra: (() -> UICollectionViewLayoutAttributes)?
    var invalidatesWhilePlacing = false

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var placed = super.layoutAttributesForElements(in: rect) ?? []
        if let extra { placed.append(extra()) }
        if invalidatesWhilePlacing { invalidateLayout() }
        return placed
    }
}

/// A layout whose invalidation context class is not an invalidation context.
private final class ForeignContextLayout: UICollectionViewFlowLayout {
    override class var invalidationContextClass: AnyClass { NSObject.self }
}

/// A data source that hands out cells it made itself and implements no supplementary views.
@MainActor
private final class HandMadeSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
}

/// A collection view controller that overrides nothing.
private final class BareCollectionController: UICollectionViewController {}

@MainActor
final class CollectionViewMisuseDiagnosticsTests: XCTestCase {
    /// Selecting, scrolling to or counting what the collection view does not have does nothing.
    func testMissingItemsAndSectionsAreRefused() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [3])
        collectionView.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [])
        XCTAssertEqual(loop.diagnostics.last?.code, .selectItemNotFound)
        collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, .zero)
        XCTAssertEqual(loop.diagnostics.last?.code, .scrollToItemNotFound)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 4), 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .sectionOutOfRange)
    }

    /// Classes that are not cells or reusable views are not registered; dequeuing an unregistered identifier
    /// gives a plain view.
    func testRegistrationMismatchesAndUnregisteredDequeues() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [3])
        collectionView.register(NSObject.self, forCellWithReuseIdentifier: "object")
        XCTAssertEqual(loop.diagnostics.last?.code, .registerCellClassMismatch)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        collectionView.register(
            NSObject.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "object")
        XCTAssertEqual(loop.diagnostics.last?.code, .registerSupplementaryClassMismatch)
        collectionView.collectionViewLayout.register(NSObject.self, forDecorationViewOfKind: "object")
        XCTAssertEqual(loop.diagnostics.last?.code, .registerDecorationClassMismatch)
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: "object", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: cell) == UICollectionViewCell.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .dequeueUnregisteredCell)
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: "nothing", withReuseIdentifier: "object", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: view) == UICollectionReusableView.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .dequeueUnregisteredSupplementary)
    }

    /// A layout serving a second collection view moves to it.
    func testALayoutMovesToASecondCollectionView() async {
        let (loop, first, _) = makeCollectionView(counts: [3])
        let layout = first.collectionViewLayout
        let second = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        second.collectionViewLayout = layout
        XCTAssertTrue(layout.collectionView === second)
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutMovedBetweenCollectionViews)
    }

    /// Elements a layout places that the data source lacks, that are not finite or have no registered
    /// decoration class are skipped.
    func testUnusableLayoutElementsAreSkipped() async {
        let layout = ExtraElementLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (loop, collectionView, _) = makeCollectionView(counts: [2], layout: layout)
        func show(_ make: @escaping () -> UICollectionViewLayoutAttributes) {
            layout.extra = make
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
        }
        show {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
            attributes.frame = CGRect(x: 0, y: 200, width: 50, height: 50)
            return attributes
        }
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutItemNotInDataSource)
        show {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            attributes.center = CGPoint(x: 10, y: 10)
            attributes.size = CGSize(width: CGFloat.infinity, height: 10)
            return attributes
        }
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutAttributesNotFinite)
        show {
            let attributes = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: "stripe", with: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 0, y: 300, width: 50, height: 5)
            return attributes
        }
        XCTAssertEqual(loop.diagnostics.last?.code, .decorationViewUnregistered)
        XCTAssertEqual(collectionView.visibleCells.count, 2, "the real items are shown")
    }

    /// A layout that invalidates itself on every pass is shown after the last allowed pass.
    func testALayoutThatNeverSettlesIsShownAfterTheLastPass() async {
        let layout = ExtraElementLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (loop, collectionView, _) = makeCollectionView(counts: [2], layout: layout)
        layout.invalidatesWhilePlacing = true
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(loop.diagnostics.last?.code, .selfSizingDidNotSettle)
        XCTAssertEqual(collectionView.visibleCells.count, 2)
    }

    /// A cell the data source made itself is shown; a supplementary view it does not implement is empty.
    func testHandMadeCellsAndMissingSupplementaryViews() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        let source = HandMadeSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.count, 2)
        let codes = loop.diagnostics.map(\.code)
        XCTAssertTrue(codes.contains(.cellNotDequeued), "\(codes)")
        XCTAssertTrue(codes.contains(.supplementaryViewNotImplemented), "\(codes)")
    }

    /// A collection view controller that overrides nothing shows empty cells and views.
    func testABareCollectionControllerShowsEmptyCells() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let controller = BareCollectionController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = controller.collectionView!
        let cell = controller.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: cell) == UICollectionViewCell.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .cellForItemNotOverridden)
        let view = controller.collectionView(
            collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: view) == UICollectionReusableView.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .supplementaryViewNotOverridden)
    }

    /// A layout-to-layout push onto a controller that is not a collection view controller is a plain push.
    func testLayoutToLayoutPushOverAPlainControllerIsAPlainPush() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let flagged = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        flagged.useLayoutToLayoutNavigationTransitions = true
        XCTAssertNil(
            LayoutToLayoutNavigation.make(isPush: true, from: UIViewController(), to: flagged, animated: true))
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutToLayoutWithoutCollectionController)
    }

    /// Counts that contradict a batch update reload the data; the completion gets false.
    func testAContradictoryBatchUpdateReloads() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [3])
        var finished: Bool?
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { finished = $0 }
        loop.advance(frames: 2)
        XCTAssertEqual(finished, false)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(loop.diagnostics.last?.code, .invalidBatchUpdate)
    }

    /// Interactive layout transitions: a second start, an end without one, an end while ending and a layout
    /// change during one each get their defined outcome.
    func testInteractiveLayoutTransitionMisuse() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [3])
        collectionView.finishInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutTransitionNotPrepared)
        var completions: [(Bool, Bool)] = []
        let first = collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout()) {
            completions.append(($0, $1))
        }
        let second = collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout()) {
            completions.append(($0, $1))
        }
        XCTAssertTrue(first === second, "the running one continues")
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutTransitionAlreadyRunning)
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutTransitionAlreadyEnding)
        loop.runUntilIdle()
        collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout()) { completions.append(($0, $1)) }
        collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        XCTAssertEqual(loop.diagnostics.last?.code, .layoutTransitionInterrupted)
        XCTAssertEqual(completions.map(\.0), [false, true, false])
    }

    /// A layout whose invalidation context class is not a context uses the base class.
    func testForeignInvalidationContextClassUsesTheBaseClass() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let context = ForeignContextLayout().makeInvalidationContext()
        XCTAssertTrue(type(of: context) == UICollectionViewLayoutInvalidationContext.self)
        XCTAssertEqual(loop.diagnostics.last?.code, .invalidationContextClassMismatch)
    }

    /// Cells, views and layouts are not decoded: init(coder:) is nil, or the defaults for a layout.
    func testDecodingIsNotSupported() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertNil(UICollectionViewCell(coder: NSCoder()))
        XCTAssertEqual(loop.diagnostics.last?.code, .decodingUnsupported)
        XCTAssertEqual(loop.diagnostics.last?.severity, .error)
        XCTAssertNotNil(UICollectionViewFlowLayout(coder: NSCoder()))
        XCTAssertEqual(loop.diagnostics.last?.code, .decodingUnsupported)
        XCTAssertEqual(loop.diagnostics.last?.severity, .info)
    }
}
