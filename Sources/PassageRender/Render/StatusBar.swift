// The status bar the render server draws over each frame on a device that has one: iOS's status bar is a system
// window above the app's, so it is drawn here, not in the app's layer tree. The time (Apple's 9:41) and a full
// battery, in black, the default style over light content. On devices with the Dynamic Island they sit in the
// ears either side of it, the time 17 pt semibold; on the iPhone SE the time is centred, 12 pt; on the iPad the
// time is at the left, 12 pt. Positions are Passage's drawing of iOS 17's bar, not measured to the point.
import Foundation
import PassageCore

/// The status bar drawn over rendered frames (a Passage addition; turn it off with `showsStatusBar`).
@MainActor
public enum StatusBar {
    /// The time the bar shows.
    public static let time = "9:41"

    /// A layer tree drawing the status bar of `device` at the screen's top-left corner; nil for a device without
    /// a status bar.
    static func layer(for device: DeviceProfile) -> CALayer? {
        let height = device.statusBarHeight
        guard height > 0 else { return nil }
        // Built without implicit animations: the bar is in place from the first frame.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
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
        clock.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
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
        battery.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        let charge = CALayer()
        charge.frame = CGRect(x: 2, y: 2, width: batterySize.width - 4, height: batterySize.height - 4)
        charge.cornerRadius = (batterySize.height - 4) * 0.3
        charge.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        battery.addSublayer(charge)
        let cap = CALayer()
        cap.frame = CGRect(
            x: batterySize.width + 1, y: batterySize.height * 0.33, width: 1.5, height: batterySize.height * 0.34)
        cap.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        battery.addSublayer(cap)
        root.addSublayer(battery)
        return root
    }
}
