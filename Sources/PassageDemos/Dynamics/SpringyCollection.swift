// The "bouncy Messages" list (objc.io's "UICollectionView + UIKit Dynamics"): a flow layout whose attributes
// hang on springs of a UIDynamicAnimator made with `init(collectionViewLayout:)`. `prepare()` hangs each row's
// attributes on a zero-length spring (1 Hz, damping 0.8) at its place; `layoutAttributesForElements(in:)` answers with the
// animator's items; on scrolling, `shouldInvalidateLayout(forBoundsChange:)` moves each row by the scroll
// delta times its distance from the finger / 1500 (rows far from the finger lag), tells the animator with
// `updateItem(usingCurrentState:)`, and the springs pull them back. The animator invalidates the layout every
// step. Played with scroll-flick's trace: a flick into the end and a pull past it.
import Passage

extension DemoCatalog {
    /// A list whose rows hang on springs and lag behind a flick.
    public static func springyCollection() -> Scene {
        Scene(
            name: "springy-collection",
            summary:
                "a list whose rows hang on UIAttachmentBehavior springs of a UIDynamicAnimator(collectionViewLayout:): rows far from the finger lag and bounce back (objc.io's “UICollectionView + UIKit Dynamics”)",
            duration: ScrollFlickScene.duration, trace: ScrollFlickScene.trace
        ) { window in
            let controller = SpringyListController()
            window.rootViewController = controller
            return ["list": controller.collectionView]
        }
    }
}

/// A flow layout whose attributes are moved by springs.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    /// How much a row lags per point of distance from the finger.
    static let resistancePerPoint: CGFloat = 1.0 / 1500

    private(set) lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        for attributes in super.layoutAttributesForElements(in: content) ?? [] {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        guard delta != 0 else { return false }
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) * Self.resistancePerPoint
            let lag = delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = CGPoint(x: item.center.x, y: item.center.y + lag)
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

/// A list of 40 photo rows on the springy layout.
final class SpringyListController: UICollectionViewController {
    static let itemCount = 40

    init() {
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 335, height: 44)
        layout.minimumLineSpacing = 8
        let safe = UIScreen.main.device.safeAreaInsets
        layout.sectionInset = UIEdgeInsets(top: 10 + safe.top, left: 20, bottom: 10 + safe.bottom, right: 20)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(item: indexPath.item)
        return cell
    }
}
