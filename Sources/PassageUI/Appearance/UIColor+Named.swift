// UIKit's named colours: the fixed basic colours and the light-appearance system colours
// (sRGB values from Apple's Human Interface Guidelines, components/255).
import Foundation

extension UIColor {
    private static func rgb255(_ red: Double, _ green: Double, _ blue: Double) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
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
}
