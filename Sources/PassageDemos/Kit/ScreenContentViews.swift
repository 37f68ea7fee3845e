// Content for the demos' generic screens and grids: a grid of photos, a collection cell showing one photo,
// and a rounded white panel of rows or photos on a screen's accent colour.
import Passage

/// A grid of square photos with thin gaps, as a photo library's grid is.
@MainActor
final class PhotoGridView: UIView {
    /// The photos, in reading order.
    let pictures: [PictureView]
    /// How many photos a row holds.
    let columns: Int

    /// A grid of `count` photos starting at place `first`, `columns` to a row.
    init(first: Int, count: Int, columns: Int = 3, frame: CGRect = .zero) {
        pictures = (0..<count).map { PictureView(seed: SampleContent.place(first + $0).seed + 40 * ($0 / 6)) }
        self.columns = columns
        super.init(frame: frame)
        for picture in pictures { addSubview(picture) }
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    /// The height a grid of `count` photos takes at `width`, `columns` to a row, with 2 pt gaps.
    static func height(width: CGFloat, count: Int, columns: Int = 3) -> CGFloat {
        let side = (width - 2 * CGFloat(columns - 1)) / CGFloat(columns)
        let rows = (count + columns - 1) / columns
        return CGFloat(rows) * side + CGFloat(max(rows - 1, 0)) * 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = (bounds.width - 2 * CGFloat(columns - 1)) / CGFloat(columns)
        for (index, picture) in pictures.enumerated() {
            let column = CGFloat(index % columns)
            let row = CGFloat(index / columns)
            picture.frame = CGRect(x: column * (side + 2), y: row * (side + 2), width: side, height: side)
        }
    }
}

/// A collection cell showing a photo with rounded corners; under the photo its content view keeps the item's
/// tint, which tells which item is where.
final class PhotoCell: UICollectionViewCell {
    static let identifier = "photo"

    private var picture: PictureView?
    /// The seed of the photo shown: a cell reused for an item with the same photo keeps it.
    private var pictureSeed: Int?

    /// The tint for `item`: hues around the colour wheel, 12 per turn.
    static func color(for item: Int) -> UIColor {
        UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.65, brightness: 0.95, alpha: 1)
    }

    /// The photo seed for `item`: the sample places' pictures, then others, 12 in all.
    static func seed(for item: Int) -> Int {
        let places = SampleContent.places
        return item % 12 < places.count ? places[item % 12].seed : 30 + item % 12
    }

    /// Shows `item`'s photo on its tint.
    func configure(item: Int) {
        contentView.backgroundColor = Self.color(for: item)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        let seed = Self.seed(for: item)
        guard seed != pictureSeed else { return }
        picture?.removeFromSuperview()
        let picture = PictureView(seed: seed, frame: contentView.bounds)
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(picture)
        self.picture = picture
        pictureSeed = seed
    }
}

/// A sheet's content as iOS shows it: a grabber, a title and a few people as rows.
@MainActor
final class SheetView: UIView {
    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let rows: [ListRowView]

    /// A sheet titled `title` listing `count` people from the person at `first`.
    init(title: String, first: Int, count: Int, frame: CGRect = .zero) {
        rows = (0..<count).map { ListRowView(person: SampleContent.person(first + $0)) }
        super.init(frame: frame)
        backgroundColor = .systemBackground
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        for view in [grabber, titleLabel] + rows { addSubview(view) }
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(x: bounds.midX - 18, y: 6, width: 36, height: 5)
        titleLabel.frame = CGRect(x: 16, y: 20, width: max(bounds.width - 32, 0), height: 22)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 0, y: 52 + CGFloat(index) * ListRowView.height, width: bounds.width, height: ListRowView.height)
        }
    }
}
