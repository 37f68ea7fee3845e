// Pieces the collection-view demos share: a controller over a fixed number of items that pushes
// the next controller of a chain when a cell is tapped, and Apple's sample stack layout (session 218).
import Passage

/// A collection view controller over `itemCount` photos. When it is the data source and delegate
/// (the first controller of a layout-to-layout chain), a tap on a cell pushes `next()`'s controller.
final class PhotoGridController: UICollectionViewController {
    let itemCount: Int
    var makeNext: (() -> UICollectionViewController?)?
    let log: DemoEventLog
    let name: String
    /// An object the demo keeps alive with the controller (a gesture manager).
    var retained: AnyObject?

    init(name: String, layout: UICollectionViewLayout, itemCount: Int, log: DemoEventLog) {
        self.name = name
        self.itemCount = itemCount
        self.log = log
        super.init(collectionViewLayout: layout)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(item: indexPath.item)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.add("\(name).didSelect \(indexPath.item)")
        guard let navigation = navigationController, let controller = makeNext?() else { return }
        navigation.pushViewController(controller, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).willAppear")
    }

    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
}

/// Apple's sample stack layout (APLStackLayout): the first `stackCount` items piled in the middle, each turned
/// by a small fixed angle, the first on top; later items are there but transparent. The content is the size of
/// the collection view.
final class StackLayout: UICollectionViewLayout {
    /// How many items show in the pile.
    static let stackCount = 5
    /// The size of every item, in points.
    static let itemSize = CGSize(width: 150, height: 200)
    /// The largest turn of an item, in radians: 1/(3π) (≈ 6.1°), as in the sample.
    static let maximumAngle: CGFloat = 1 / (3 * .pi)

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var size: CGSize = .zero

    /// The turn of item `index`: 0 for the first, then a fixed pseudo-random sequence in ±maximumAngle
    /// (a linear congruential generator seeded with 42, standing in for the sample's srand(42)).
    static func angle(for index: Int) -> CGFloat {
        guard index > 0 else { return 0 }
        var state: UInt64 = 42
        for _ in 0..<index { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
        let unit = CGFloat(state >> 11) / CGFloat(UInt64(1) << 53)
        return (unit * 2 - 1) * maximumAngle
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        size = collectionView.bounds.size
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        attributes = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.size = Self.itemSize
            attributes.center = center
            attributes.transform = CGAffineTransform(rotationAngle: Self.angle(for: item))
            attributes.alpha = item < Self.stackCount ? 1 : 0
            attributes.zIndex = count - item
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != size
    }
}

extension DemoCatalog {
    /// Where the collection demos' first row starts on screen, for their touch traces: the navigation bar's
    /// bottom (which the collection view's adjusted content inset adds) plus the sections' 10-pt inset.
    static var collectionContentTop: CGFloat {
        let device = UIScreen.main.device
        return device.navigationBarTop + device.navigationBarHeight + 10
    }
}
