// The status bar the render server draws over each frame on a device that has one: iOS's status bar is a system
// window above the app's, so it is drawn here, not in the app's layer tree. The time (Apple's 9:41), the cellular
// bars, the Wi-Fi fan and a full battery, in black over light content (`.darkContent`) or white over dark
// (`.lightContent`), as the app's controllers ask (`Appearance`), or nothing while they hide it. On devices with
// the Dynamic Island they sit in the ears either side of it, the time 17 pt semibold; on the iPhone SE the time
// is centred, 12 pt; on the iPad the time is at the left, 12 pt. Positions are Passage's drawing of iOS 17's
// bar, not measured to the point.
import Foundation
import PassageCore

/// The status bar drawn over rendered frames (a Passage addition; turn it off with `showsStatusBar`).
@MainActor
public enum StatusBar {
    /// The time the bar shows.
    public static let time = "9:41"

    /// What the bar shows: the colour of its content and whether it is hidden (what UIKit resolves from the
    /// controllers' `preferredStatusBarStyle` and `prefersStatusBarHidden`).
    public struct Appearance: Equatable, Sendable {
        /// The colour of the time and indicators.
        public enum Content: Equatable, Sendable {
            /// Black, for light backgrounds (UIKit's `.darkContent`, and `.default` in light mode).
            case dark
            /// White, for dark backgrounds (UIKit's `.lightContent`, and `.default` in dark mode).
            case light
        }

        public var content: Content
        public var isHidden: Bool

        public init(content: Content = .dark, isHidden: Bool = false) {
            self.content = content
            self.isHidden = isHidden
        }
    }

    /// A layer tree drawing the status bar of `device` at the screen's top-left corner in `content`'s colour;
    /// nil for a device without a status bar.
    static func layer(for device: DeviceProfile, content: Appearance.Content = .dark) -> CALayer? {
        let height = device.statusBarHeight
        guard height > 0 else { return nil }
        // Built without implicit animations: the bar is in place from the first frame.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let white: CGFloat = content == .light ? 1 : 0
        let ink = CGColor(red: white, green: white, blue: white, alpha: 1)
        let faint = CGColor(red: white, green: white, blue: white, alpha: 0.4)
        let width = device.size.width
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let tall = height >= 44
        let fontSize: CGFloat = tall ? 17 : 12
        let timeWidth: CGFloat = tall ? 54 : 40
        let timeCenterX: CGFloat = tall ? width * 0.17 : (device.size.width < 600 ? width / 2 : 20 + timeWidth / 2)
        let middleY = tall ? height / 2 + 2 : height / 2
        let clock = CATextLayer()
        clock.string = time
        clock.font = ".SFUI-Semibold"
        clock.fontSize = fontSize
        clock.foregroundColor = ink
        clock.alignmentMode = .center
        clock.bounds = CGRect(x: 0, y: 0, width: timeWidth, height: fontSize * 1.25)
        clock.position = CGPoint(x: timeCenterX, y: middleY)
        root.addSublayer(clock)
        let batterySize = tall ? CGSize(width: 25, height: 12) : CGSize(width: 22, height: 10.5)
        let batteryCenterX = tall ? width * 0.83 : width - 8 - batterySize.width / 2
        let battery = CALayer()
        battery.bounds = CGRect(origin: .zero, size: batterySize)
        battery.position = CGPoint(x: batteryCenterX, y: middleY)
        battery.cornerRadius = batterySize.height * 0.3
        battery.borderWidth = 1
        battery.borderColor = faint
        let charge = CALayer()
        charge.frame = CGRect(x: 2, y: 2, width: batterySize.width - 4, height: batterySize.height - 4)
        charge.cornerRadius = (batterySize.height - 4) * 0.3
        charge.backgroundColor = ink
        battery.addSublayer(charge)
        let cap = CALayer()
        cap.frame = CGRect(
            x: batterySize.width + 1, y: batterySize.height * 0.33, width: 1.5, height: batterySize.height * 0.34)
        cap.backgroundColor = faint
        battery.addSublayer(cap)
        root.addSublayer(battery)
        // Wi-Fi and cellular left of the battery, bottoms on the battery's bottom.
        let iconHeight = batterySize.height
        let gap: CGFloat = tall ? 5 : 4
        let wifiWidth = iconHeight * 1.4
        let wifiMinX = batteryCenterX - batterySize.width / 2 - gap - wifiWidth
        let bottomY = middleY + iconHeight / 2
        root.addSublayer(wifi(width: wifiWidth, bottomCenter: CGPoint(x: wifiMinX + wifiWidth / 2, y: bottomY), ink))
        let barsWidth = iconHeight * 1.5
        addCellularBars(
            to: root,
            in: CGRect(
                x: wifiMinX - gap - barsWidth, y: bottomY - iconHeight, width: barsWidth,
                height: iconHeight), ink)
        return root
    }

    /// The Wi-Fi indicator: a fan of three bands and a dot, pointing down at `bottomCenter`.
    private static func wifi(width: CGFloat, bottomCenter: CGPoint, _ ink: CGColor) -> CAShapeLayer {
        let radius = width / 2 / sin(CGFloat.pi / 4)
        let band = radius / 3
        let path = CGMutablePath()
        let up = -CGFloat.pi / 2
        for ring in 0..<3 {
            let outer = radius - CGFloat(ring) * band
            let inner = ring == 2 ? 0 : outer - band * 0.62
            path.addArc(
                center: bottomCenter, radius: outer, startAngle: up - .pi / 4, endAngle: up + .pi / 4,
                clockwise: false)
            if inner > 0 {
                path.addArc(
                    center: bottomCenter, radius: inner, startAngle: up + .pi / 4, endAngle: up - .pi / 4,
                    clockwise: true)
            } else {
                path.addLine(to: bottomCenter)
            }
            path.closeSubpath()
        }
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: bottomCenter.x * 2, height: bottomCenter.y * 2)
        shape.path = path
        shape.fillColor = ink
        return shape
    }

    /// The cellular indicator: four bars rising left to right, filling `rect`.
    private static func addCellularBars(to root: CALayer, in rect: CGRect, _ ink: CGColor) {
        let barWidth = rect.width / 5.5
        let spacing = (rect.width - 4 * barWidth) / 3
        for index in 0..<4 {
            let barHeight = rect.height * CGFloat(index + 1) / 4
            let bar = CALayer()
            bar.frame = CGRect(
                x: rect.minX + CGFloat(index) * (barWidth + spacing), y: rect.maxY - barHeight, width: barWidth,
                height: barHeight)
            bar.cornerRadius = barWidth * 0.3
            bar.backgroundColor = ink
            root.addSublayer(bar)
        }
    }
}
