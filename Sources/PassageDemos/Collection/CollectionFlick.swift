// A flow-layout grid of coloured squares flicked by a finger, with scroll-flick's gestures: the collection view
// is a scroll view, so the flick coasts with UIKit's per-millisecond deceleration, recycling cells as rows go
// by, runs into the end, bounces past it and springs back; then the finger pulls the content past the end (the
// rubber band while dragging) and lets go, and it springs back again. A thin bar on the right, moved by the
// controller's scrollViewDidScroll, shows the offset (what `passage table collection-flick` follows).
import Passage

extension DemoCatalog {
    /// A flow-layout grid flicked into its end: deceleration, recycling, bounce and rubber band.
    public static func collectionFlick() -> Scene {
        Scene(
            name: "collection-flick",
            summary:
                "a flow-layout grid flicked by a finger: it decelerates recycling its cells, bounces off the end, is pulled past it and springs back",
            duration: ScrollFlickScene.duration, trace: ScrollFlickScene.trace
        ) { window in
            let controller = FlickGridController(itemCount: FlickGridController.itemCount)
            window.rootViewController = controller
            return ["offset bar": controller.offsetBar]
        }
    }
}

/// A collection view controller over coloured squares in three columns (105 pt, 10 pt apart), with an offset bar.
final class FlickGridController: UICollectionViewController {
    /// Items in the grid: 18 rows of three, so the flick runs into the end.
    static let itemCount = 54
    let itemCount: Int
    let offsetBar = UIView()
    /// Every cell the collection view has handed out, by identity (a recycled cell counts once).
    private(set) var cellsSeen = Set<ObjectIdentifier>()

    init(itemCount: Int) {
        self.itemCount = itemCount
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 105, height: 105)
        layout.minimumLineSpacing = 10
        // The collection view's adjusted content inset keeps the rows clear of the status bar and the home indicator.
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        offsetBar.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.addSubview(offsetBar)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(item: indexPath.item)
        cellsSeen.insert(ObjectIdentifier(cell))
        return cell
    }

    /// Moves the bar down the right edge in proportion to the offset (past the ends, beyond them).
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let range = max(scrollView.contentSize.height - scrollView.bounds.height, 1)
        let height = view.bounds.height * 0.1
        offsetBar.frame = CGRect(
            x: view.bounds.width - 6, y: (view.bounds.height - height) * scrollView.contentOffset.y / range,
            width: 4, height: height)
    }
}
