// The card the autolayout-card demo presents: its chrome (a grabber handle, a title label and a close button)
// and its content (a place's photo, its paragraph, and a person who recommends it) laid out inside the card
// with anchors, each view with `translatesAutoresizingMaskIntoConstraints = false`. The compact detent shows the
// photo; the tall one reveals the paragraph and the row below it.
import Passage

/// A view controller whose view is a rounded card with a grabber, a title and a close button over a place's
/// photo, paragraph and a recommendation.
@MainActor
final class CardController: UIViewController {
    /// The inset of the title and the content from the card's sides, in points.
    static let contentInset: CGFloat = 20
    /// The photo's height, in points.
    static let pictureHeight: CGFloat = 170

    /// The grabber handle's size, in points (UIKit's sheet grabber).
    static let grabberSize = CGSize(width: 36, height: 5)
    /// The close button's side, in points.
    static let closeButtonSide: CGFloat = 30

    /// The handle centred at the top of the card.
    let grabber = UIView()
    /// The card's title, at its top left.
    let titleLabel = UILabel()
    /// The close button, at its top right.
    let closeButton = UIButton(type: .close)
    /// The place the card is about.
    let place = SampleContent.place(2)
    /// The place's photo, under the title.
    private(set) lazy var picture = PictureView(seed: place.seed)
    /// The place's paragraph, under the photo.
    let paragraph = UILabel()
    /// A person who recommends the place, under the paragraph.
    private(set) lazy var recommendation = ListRowView(person: SampleContent.person(1))

    override func loadView() {
        let card = UIView(frame: UIScreen.main.bounds)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        grabber.backgroundColor = .lightGray
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        titleLabel.text = title ?? place.name
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textColor = .label
        closeButton.backgroundColor = .systemGray5
        closeButton.setImage(Glyphs.xmark(side: 10, weight: 2, color: .secondaryLabel), for: .normal)
        closeButton.layer.cornerRadius = Self.closeButtonSide / 2
        picture.layer.cornerRadius = 12
        paragraph.text = place.paragraph
        paragraph.font = .preferredFont(forTextStyle: .body)
        paragraph.textColor = .label
        paragraph.numberOfLines = 0
        paragraph.preferredMaxLayoutWidth = card.bounds.width - 2 * Self.contentInset
        for view in [grabber, titleLabel, closeButton, picture, paragraph, recommendation] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: Self.grabberSize.width),
            grabber.heightAnchor.constraint(equalToConstant: Self.grabberSize.height),
            closeButton.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            closeButton.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            closeButton.widthAnchor.constraint(equalToConstant: Self.closeButtonSide),
            closeButton.heightAnchor.constraint(equalToConstant: Self.closeButtonSide),
            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            titleLabel.topAnchor.constraint(equalTo: closeButton.topAnchor),
            titleLabel.heightAnchor.constraint(equalTo: closeButton.heightAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: closeButton.leadingAnchor, constant: -8),
            picture.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 14),
            picture.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: Self.contentInset),
            picture.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -Self.contentInset),
            picture.heightAnchor.constraint(equalToConstant: Self.pictureHeight),
            paragraph.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 16),
            paragraph.leadingAnchor.constraint(equalTo: picture.leadingAnchor),
            paragraph.trailingAnchor.constraint(equalTo: picture.trailingAnchor),
            recommendation.topAnchor.constraint(equalTo: paragraph.bottomAnchor, constant: 12),
            recommendation.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            recommendation.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            recommendation.heightAnchor.constraint(equalToConstant: ListRowView.height),
        ])
        view = card
    }
}
