// The content of the settings-like list: sections of rows, each with a coloured icon (a rounded square with a
// white glyph, drawn like the Settings app's), a title, an optional value, and the place its detail page shows.
import Passage

/// One row of the settings list.
struct SettingsRow {
    let title: String
    let value: String?
    let color: UIColor
    let glyph: SettingsGlyph
    /// The place whose detail page the row pushes.
    let placeIndex: Int
}

/// The white shapes drawn on the icons.
enum SettingsGlyph {
    case plane, waves, link, bell, speaker, moon, gear, sun, photo, battery
}

extension SampleContent {
    /// The settings list: three inset-grouped sections.
    static let settings: [[SettingsRow]] = [
        [
            SettingsRow(title: "Airplane Mode", value: "Off", color: .systemOrange, glyph: .plane, placeIndex: 0),
            SettingsRow(title: "Wi-Fi", value: "Home", color: .systemBlue, glyph: .waves, placeIndex: 1),
            SettingsRow(title: "Bluetooth", value: "On", color: .systemBlue, glyph: .link, placeIndex: 2),
        ],
        [
            SettingsRow(title: "Notifications", value: nil, color: .systemRed, glyph: .bell, placeIndex: 3),
            SettingsRow(title: "Sounds & Haptics", value: nil, color: .systemPink, glyph: .speaker, placeIndex: 4),
            SettingsRow(title: "Focus", value: "Off", color: .systemIndigo, glyph: .moon, placeIndex: 5),
        ],
        [
            SettingsRow(title: "General", value: nil, color: .systemGray, glyph: .gear, placeIndex: 0),
            SettingsRow(title: "Display & Brightness", value: nil, color: .systemBlue, glyph: .sun, placeIndex: 1),
            SettingsRow(title: "Wallpaper", value: nil, color: .systemTeal, glyph: .photo, placeIndex: 2),
            SettingsRow(title: "Battery", value: "86%", color: .systemGreen, glyph: .battery, placeIndex: 3),
        ],
    ]
}

/// Draws the settings icons.
@MainActor
enum SettingsIcon {
    /// The icon's size, in points: the Settings app's 29 pt square.
    static let size: CGFloat = 29

    /// A rounded square in `color` with `glyph` in white.
    static func image(_ glyph: SettingsGlyph, color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: 7).fill()
            UIColor.white.setFill()
            UIColor.white.setStroke()
            path(for: glyph).fill()
        }
    }

    private static func path(for glyph: SettingsGlyph) -> UIBezierPath {
        let center = CGPoint(x: size / 2, y: size / 2)
        switch glyph {
        case .plane:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 14.5, y: 5))
            path.addLine(to: CGPoint(x: 17, y: 12))
            path.addLine(to: CGPoint(x: 24, y: 16))
            path.addLine(to: CGPoint(x: 17, y: 16))
            path.addLine(to: CGPoint(x: 16, y: 21))
            path.addLine(to: CGPoint(x: 19, y: 24))
            path.addLine(to: CGPoint(x: 10, y: 24))
            path.addLine(to: CGPoint(x: 13, y: 21))
            path.addLine(to: CGPoint(x: 12, y: 16))
            path.addLine(to: CGPoint(x: 5, y: 16))
            path.addLine(to: CGPoint(x: 12, y: 12))
            path.close()
            return path
        case .waves, .speaker:
            let path = UIBezierPath(ovalIn: CGRect(x: center.x - 3, y: 17, width: 6, height: 6))
            path.append(UIBezierPath(roundedRect: CGRect(x: 6, y: 8, width: 17, height: 3), cornerRadius: 1.5))
            path.append(UIBezierPath(roundedRect: CGRect(x: 9, y: 12.5, width: 11, height: 3), cornerRadius: 1.5))
            return path
        case .link, .gear:
            let path = UIBezierPath(ovalIn: CGRect(x: 7, y: 7, width: 15, height: 15))
            return path
        case .bell, .battery:
            return UIBezierPath(roundedRect: CGRect(x: 8, y: 7, width: 13, height: 15), cornerRadius: 4)
        case .moon:
            return UIBezierPath(ovalIn: CGRect(x: 8, y: 7, width: 14, height: 14))
        case .sun:
            return UIBezierPath(ovalIn: CGRect(x: 9, y: 9, width: 11, height: 11))
        case .photo:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 5, y: 22))
            path.addLine(to: CGPoint(x: 12, y: 11))
            path.addLine(to: CGPoint(x: 17, y: 17))
            path.addLine(to: CGPoint(x: 20, y: 14))
            path.addLine(to: CGPoint(x: 24, y: 22))
            path.close()
            return path
        }
    }
}
