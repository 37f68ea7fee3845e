// The card the autolayout-card demo presents: its chrome (a grabber handle, a title label and a close button)
// laid out inside the card with anchors, each view with `translatesAutoresizingMaskIntoConstraints = false`.
import Passage

/// A view controller whose view is a rounded card with a grabber, a title and a close button.
@MainActor
final class CardController: UIViewController {
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

    override func loadView() {
        let card = UIView(frame: UIScreen.main.bounds)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        grabber.backgroundColor = .lightGray
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textColor = .label
        closeButton.backgroundColor = UIColor(white: 0.9, alpha: 1)
        closeButton.layer.cornerRadius = Self.closeButtonSide / 2
        for chrome in [grabber, titleLabel, closeButton] {
            chrome.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(chrome)
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
        ])
        view = card
    }
}
