// The status bar as iOS 12-era code reads it from the application. Passage's status bar is part of the device
// preset and never changes while an app runs, so the frame notifications are declared and never posted.
import Foundation
import PassageCore

extension UIApplication {
    /// The status bar's frame in screen points: the full width of the main screen by the device's status-bar
    /// height (54 pt on an iPhone 15 Pro, 20 pt on an iPhone SE), as UIKit reports it (deprecated in iOS 13).
    public var statusBarFrame: CGRect {
        let device = UIScreen.main.device
        return CGRect(x: 0, y: 0, width: device.size.width, height: device.statusBarHeight)
    }

    /// Posted by UIKit before the status bar's frame changes; Passage's never changes, so it is never posted.
    public nonisolated static let willChangeStatusBarFrameNotification =
        NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")

    /// Posted by UIKit after the status bar's frame changed; Passage's never changes, so it is never posted.
    public nonisolated static let didChangeStatusBarFrameNotification =
        NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")
}
