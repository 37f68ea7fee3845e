// The accessories UIKit draws at a cell's trailing edge, drawn here with shape layers: the disclosure chevron in
// the tertiary label colour, the check mark and the info button in the tint colour. Sizes are UIKit's glyph
// boxes as observed on iOS 13 and later [O]; the stroke paths are Passage's drawing of those glyphs.
import Foundation
import PassageCore

/// A drawn standard accessory.
@MainActor
final class TableAccessoryView: UIView {
    /// The chevron's box, in points. [O]
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The check mark's box, in points. [O]
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The info button's box, in points. [O]
    static let detailButtonSize = CGSize(width: 22, height: 22)
    /// The space between the info button and the chevron of `.detailDisclosureButton`, in points. [I]
    static let detailToChevronSpacing: CGFloat = 16

    let type: UITableViewCell.AccessoryType
    private let shapes: [CAShapeLayer]

    /// The view for `type`, sized to its glyphs; nil for `.none`.
    init?(type: UITableViewCell.AccessoryType, tint: UIColor) {
        guard type != .none else { return nil }
        self.type = type
        var shapes: [CAShapeLayer] = []
        let size: CGSize
        switch type {
        case .none: return nil
        case .disclosureIndicator:
            size = Self.chevronSize
            shapes.append(Self.chevron(at: .zero, color: .tertiaryLabel))
        case .checkmark:
            size = Self.checkmarkSize
            shapes.append(Self.checkmark(color: tint))
        case .detailButton:
            size = Self.detailButtonSize
            shapes += Self.detailButton(color: tint)
        case .detailDisclosureButton:
            let button = Self.detailButtonSize
            size = CGSize(
                width: button.width + Self.detailToChevronSpacing + Self.chevronSize.width, height: button.height)
            shapes += Self.detailButton(color: tint)
            let chevronOrigin = CGPoint(
                x: button.width + Self.detailToChevronSpacing, y: (button.height - Self.chevronSize.height) / 2)
            shapes.append(Self.chevron(at: chevronOrigin, color: .tertiaryLabel))
        }
        self.shapes = shapes
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        for shape in shapes { layer.addSublayer(shape) }
    }

    required init?(coder: NSCoder) { nil }

    /// The info button's frame in this view's coordinates, when the accessory has one.
    var detailButtonFrame: CGRect? {
        type == .detailButton || type == .detailDisclosureButton
            ? CGRect(origin: .zero, size: Self.detailButtonSize) : nil
    }

    private static func stroked(_ path: CGMutablePath, color: UIColor, width: CGFloat) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineWidth = width
        shape.lineCap = .round
        shape.lineJoin = .round
        return shape
    }

    private static func chevron(at origin: CGPoint, color: UIColor) -> CAShapeLayer {
        let path = CGMutablePath()
        let size = chevronSize
        path.move(to: CGPoint(x: origin.x + 1.5, y: origin.y + 1.5))
        path.addLine(to: CGPoint(x: origin.x + size.width - 1.5, y: origin.y + size.height / 2))
        path.addLine(to: CGPoint(x: origin.x + 1.5, y: origin.y + size.height - 1.5))
        return stroked(path, color: color, width: 2)
    }

    private static func checkmark(color: UIColor) -> CAShapeLayer {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1.5, y: 6))
        path.addLine(to: CGPoint(x: 5.5, y: 9.5))
        path.addLine(to: CGPoint(x: 12.5, y: 1.5))
        return stroked(path, color: color, width: 2)
    }

    private static func detailButton(color: UIColor) -> [CAShapeLayer] {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 1, y: 1, width: 20, height: 20))
        let stem = CGMutablePath()
        stem.move(to: CGPoint(x: 11, y: 10))
        stem.addLine(to: CGPoint(x: 11, y: 16))
        let dot = CAShapeLayer()
        let dotPath = CGMutablePath()
        dotPath.addEllipse(in: CGRect(x: 9.75, y: 5.5, width: 2.5, height: 2.5))
        dot.path = dotPath
        dot.fillColor = color.cgColor
        return [stroked(ring, color: color, width: 1.5), stroked(stem, color: color, width: 2), dot]
    }
}
