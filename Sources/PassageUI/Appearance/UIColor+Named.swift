// UIKit's named colours: the fixed basic colours and the light-appearance system colours
// (sRGB values from Apple's Human Interface Guidelines, components/255).
import Foundation

extension UIColor {
    private static func rgb255(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Opaque black (white 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey (white 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light grey (white 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Opaque white (white 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Mid grey (white 0.5).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (white 0, alpha 0).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// System blue, light appearance (0, 122, 255)/255.
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    /// System red, light appearance (255, 59, 48)/255.
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    /// System green, light appearance (52, 199, 89)/255.
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    /// System orange, light appearance (255, 149, 0)/255.
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    /// System yellow, light appearance (255, 204, 0)/255.
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    /// System pink, light appearance (255, 45, 85)/255.
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    /// System purple, light appearance (175, 82, 222)/255.
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    /// System teal, light appearance (48, 176, 199)/255.
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    /// System indigo, light appearance (88, 86, 214)/255.
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    /// System grey, light appearance (142, 142, 147)/255.
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// Primary background, light appearance: white.
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// Secondary background, light appearance (242, 242, 247)/255.
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// Primary text colour, light appearance: black.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }

    // MARK: iOS 13+ semantic colours, light appearance

    /// Secondary text colour: (60, 60, 67)/255 at 60 %.
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.6) }
    /// Tertiary text colour: (60, 60, 67)/255 at 30 %.
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.3) }
    /// Quaternary text colour: (60, 60, 67)/255 at 18 %.
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.18) }
    /// Placeholder text: (60, 60, 67)/255 at 30 %.
    public class var placeholderText: UIColor { rgb255(60, 60, 67, alpha: 0.3) }
    /// Links: (0, 122, 255)/255.
    public class var link: UIColor { rgb255(0, 122, 255) }
    /// Thin separators that let the content behind show: (60, 60, 67)/255 at 29 %.
    public class var separator: UIColor { rgb255(60, 60, 67, alpha: 0.29) }
    /// Opaque separators: (198, 198, 200)/255.
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
    /// Tertiary background: white.
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The background of grouped content (inset-grouped tables): (242, 242, 247)/255.
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// The content on a grouped background (its cells): white.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// Content inside grouped content: (242, 242, 247)/255.
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// Fill of thin and small shapes (a slider's track): (120, 120, 128)/255 at 20 %.
    public class var systemFill: UIColor { rgb255(120, 120, 128, alpha: 0.2) }
    /// Fill of medium shapes (a switch's background): (120, 120, 128)/255 at 16 %.
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, alpha: 0.16) }
    /// Fill of large shapes (a search field): (118, 118, 128)/255 at 12 %.
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, alpha: 0.12) }
    /// Fill of large areas with complex content: (116, 116, 128)/255 at 8 %.
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, alpha: 0.08) }
    /// System grey 2: (174, 174, 178)/255.
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// System grey 3: (199, 199, 204)/255.
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// System grey 4: (209, 209, 214)/255.
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// System grey 5: (229, 229, 234)/255.
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// System grey 6: (242, 242, 247)/255.
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }
    /// System mint (iOS 15): (0, 199, 190)/255.
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    /// System cyan (iOS 15): (50, 173, 230)/255.
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// System brown: (162, 132, 94)/255.
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
}
