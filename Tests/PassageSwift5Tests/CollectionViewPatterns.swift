// Collection-view code written the way iOS apps write it (Xcode's UICollectionViewController template, an
// NSObject data source, a cell subclass, a flow-layout delegate), compiled in the Swift 5 language mode against
// `import Passage`. One edit is needed: the cell's `override init(frame:)` reads `required init(frame:)`, the
// compiler's own fix-it (Passage instantiates registered classes through that required initializer).
import Passage

private let reuseIdentifier = "Cell"

/// A cell with a label, as in most apps.
class LabelCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {  // iOS: `override init(frame: CGRect)`; the fix-it makes it `required`
        super.init(frame: frame)
        contentView.addSubview(label)
        label.frame = contentView.bounds
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

/// Xcode's UICollectionViewController template, filled in.
class PhotosViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var items = (0..<40).map { "Item \($0)" }
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView!.register(LabelCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! LabelCell
        cell.label.text = items[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let width = (collectionView.bounds.width - 30) / 2
        return CGSize(width: width, height: 60)
    }

    func deleteFirst() {
        collectionView.performBatchUpdates(
            {
                self.items.remove(at: 0)
                self.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
    }
}

/// An NSObject data source, as apps that keep it out of the controller write it.
final class StringsDataSource: NSObject, UICollectionViewDataSource {
    var strings = ["a", "b", "c"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        strings.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! LabelCell
        cell.label.text = strings[indexPath.row]
        return cell
    }
}
