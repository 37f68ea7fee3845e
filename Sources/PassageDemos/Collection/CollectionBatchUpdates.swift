// A Photos-like grid whose batch updates animate through the layout's appearing and disappearing attributes:
// three photos are inserted at the top (they fade in while the rest move on), three are deleted (they fade out
// while the rest close the gap), then one moves from the start to the middle.
import Passage

extension DemoCatalog {
    /// Batch inserts, deletes and a move in a photo grid.
    public static func collectionBatchUpdates() -> Scene {
        Scene(
            name: "collection-batch-updates",
            summary:
                "a photo grid's batch updates: inserted photos fade in, deleted ones fade out, the rest slide to their new places",
            duration: CollectionBatchUpdatesScene.duration
        ) { window in
            CollectionBatchUpdatesScene(in: window).watched
        }
    }
}

/// The batch-update demo's grid, data and timeline.
@MainActor
final class CollectionBatchUpdatesScene: UICollectionViewDataSource {
    static let duration: TimeInterval = 3.2
    static let insertTime: TimeInterval = 0.4
    static let deleteTime: TimeInterval = 1.3
    static let moveTime: TimeInterval = 2.2

    /// The photos, by colour index; new ones get the next indices.
    private(set) var photos = Array(0..<18)
    let window: UIWindow
    private(set) weak var collectionView: UICollectionView!
    private let script = DemoScript()
    private(set) var completions: [String] = []

    /// Four columns of squares with 2-pt gaps, as a photo library's grid.
    static func layout(width: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        let side = ((width - 3 * 2) / 4).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        return layout
    }

    init(in window: UIWindow) {
        self.window = window
        let collectionView = SceneCollectionView(
            frame: window.bounds, collectionViewLayout: Self.layout(width: window.bounds.width))
        self.collectionView = collectionView
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.dataSource = self
        collectionView.scene = self
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        script.at(Self.insertTime) { [self, weak collectionView] in
            guard let collectionView else { return }
            collectionView.performBatchUpdates(
                {
                    self.photos.insert(contentsOf: [18, 19, 20], at: 0)
                    collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
                }, completion: { [weak self] finished in self?.completions.append("insert \(finished)") })
        }
        script.at(Self.deleteTime) { [self, weak collectionView] in
            guard let collectionView else { return }
            collectionView.performBatchUpdates(
                {
                    self.photos.removeSubrange(5..<8)
                    collectionView.deleteItems(at: (5..<8).map { IndexPath(item: $0, section: 0) })
                }, completion: { [weak self] finished in self?.completions.append("delete \(finished)") })
        }
        script.at(Self.moveTime) { [self, weak collectionView] in
            guard let collectionView else { return }
            collectionView.performBatchUpdates(
                {
                    let photo = self.photos.remove(at: 0)
                    self.photos.insert(photo, at: 9)
                    collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))
                }, completion: { [weak self] finished in self?.completions.append("move \(finished)") })
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(item: photos[indexPath.item])
        return cell
    }

    /// The grid and its first cells.
    var watched: WatchedViews {
        var views: WatchedViews = ["grid": collectionView]
        for item in 0..<3 {
            if let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) {
                views.append("photo \(item)", cell)
            }
        }
        return views
    }
}

/// A collection view that keeps its demo scene (its data source, held weakly by UIKit's rules) alive.
final class SceneCollectionView: UICollectionView {
    var scene: AnyObject?
}
