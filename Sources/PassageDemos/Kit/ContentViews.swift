// The app-like content the demos show, built from UIKit's own views at iOS's text sizes and colours: a photo
// (a generated landscape, scaled to fill), an avatar with initials, a list row, a card and a detail page. Each
// lays itself out from its bounds, so it follows a transition's frames as a real app's views do.
import Passage

/// A photo: a generated landscape filling the view, cropped, as `.scaleAspectFill` photos are.
@MainActor
final class PictureView: UIImageView {
    /// The picture for `seed` in a view of `frame`.
    init(seed: Int, frame: CGRect = .zero) {
        super.init(frame: frame)
        image = Landscape.image(seed: seed)
        contentMode = .scaleAspectFill
        clipsToBounds = true
        backgroundColor = .systemGray5
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }
}

/// A round avatar with a person's initials on one of the system colours.
@MainActor
final class AvatarView: UIView {
    /// The colours avatars take, by a person's colour index.
    static let colors: [UIColor] = [
        .systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemRed,
    ]

    private let initialsLabel = UILabel()

    /// An avatar for `person`.
    init(person: SamplePerson, frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.colors[person.colorIndex % Self.colors.count]
        initialsLabel.text = person.initials
        initialsLabel.textColor = .white
        initialsLabel.textAlignment = .center
        addSubview(initialsLabel)
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        layer.cornerRadius = side / 2
        // 17 points on iOS's 44-point list avatars, in proportion on others.
        initialsLabel.font = .systemFont(ofSize: (side * 17 / 44).rounded(), weight: .semibold)
        initialsLabel.frame = bounds
    }
}

/// A list row as iOS's subtitle cells look: an avatar, a title, a subtitle in the secondary colour, a
/// disclosure chevron and a separator inset to the text.
@MainActor
final class ListRowView: UIView {
    /// The height of a row, in points.
    static let height: CGFloat = 72

    private let avatar: AvatarView
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let chevron = UILabel()
    private let separator = UIView()

    /// A row for `person`.
    init(person: SamplePerson, frame: CGRect = .zero) {
        avatar = AvatarView(person: person)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.text = person.name
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        subtitleLabel.text = person.message
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        chevron.text = "›"
        chevron.font = .systemFont(ofSize: 24, weight: .regular)
        chevron.textColor = .tertiaryLabel
        separator.backgroundColor = .separator
        for view in [avatar, titleLabel, subtitleLabel, chevron, separator] { addSubview(view) }
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16
        avatar.frame = CGRect(x: inset, y: (bounds.height - 44) / 2, width: 44, height: 44)
        let textX = avatar.frame.maxX + 12
        let textWidth = max(bounds.width - textX - 36, 0)
        titleLabel.frame = CGRect(x: textX, y: bounds.midY - 22, width: textWidth, height: 22)
        subtitleLabel.frame = CGRect(x: textX, y: bounds.midY + 1, width: textWidth, height: 20)
        chevron.frame = CGRect(x: bounds.width - 28, y: bounds.midY - 14, width: 16, height: 28)
        separator.frame = CGRect(x: textX, y: bounds.height - 0.5, width: bounds.width - textX, height: 0.5)
    }
}

/// A card: a photo on top, a headline and a few lines of text, rounded corners and a soft shadow.
@MainActor
final class CardView: UIView {
    /// The card's photo.
    let picture: PictureView
    private let content = UIView()
    private let headline = UILabel()
    private let caption = UILabel()
    private let body = UILabel()

    /// A card about `place`.
    init(place: SamplePlace, frame: CGRect = .zero) {
        picture = PictureView(seed: place.seed)
        super.init(frame: frame)
        // Filled and rounded like its content, so its shadow is a rounded rectangle's (drawn from the shape, not
        // from the rendered content).
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        content.backgroundColor = .secondarySystemGroupedBackground
        content.layer.cornerRadius = 16
        content.clipsToBounds = true
        caption.text = place.region.uppercased()
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.textColor = .secondaryLabel
        headline.text = place.name
        headline.font = .systemFont(ofSize: 22, weight: .bold)
        headline.textColor = .label
        body.text = place.paragraph
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 2
        addSubview(content)
        for view in [picture, caption, headline, body] { content.addSubview(view) }
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let inset: CGFloat = 16
        let width = max(bounds.width - 2 * inset, 0)
        let pictureHeight = max(bounds.height - 112, 0)
        picture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pictureHeight)
        caption.frame = CGRect(x: inset, y: pictureHeight + 12, width: width, height: 16)
        headline.frame = CGRect(x: inset, y: pictureHeight + 28, width: width, height: 28)
        body.frame = CGRect(x: inset, y: pictureHeight + 58, width: width, height: 40)
    }
}

/// A detail page: a large photo, a title, the region, and a paragraph.
@MainActor
final class DetailPageView: UIView {
    /// The page's photo.
    let picture: PictureView
    private let title = UILabel()
    private let region = UILabel()
    private let paragraph = UILabel()

    /// The page about `place`.
    init(place: SamplePlace, frame: CGRect = .zero) {
        picture = PictureView(seed: place.seed)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        title.text = place.name
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.textColor = .label
        region.text = place.region
        region.font = .preferredFont(forTextStyle: .subheadline)
        region.textColor = .secondaryLabel
        paragraph.text = place.paragraph
        paragraph.font = .preferredFont(forTextStyle: .body)
        paragraph.textColor = .label
        paragraph.numberOfLines = 0
        for view in [picture, title, region, paragraph] { addSubview(view) }
    }

    /// Not made from archives (Passage has no nibs): nil.
    required init?(coder: NSCoder) { nil }

    /// The photo's frame for a page of `bounds`: full width, three quarters as high.
    static func pictureFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: (bounds.width * 0.75).rounded())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 20
        let width = max(bounds.width - 2 * inset, 0)
        picture.frame = Self.pictureFrame(in: bounds)
        title.frame = CGRect(x: inset, y: picture.frame.maxY + 20, width: width, height: 34)
        region.frame = CGRect(x: inset, y: title.frame.maxY + 2, width: width, height: 20)
        let height = paragraph.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        paragraph.frame = CGRect(x: inset, y: region.frame.maxY + 14, width: width, height: height)
    }
}
