// UIDevice.current describes the main screen's device preset, running iOS 17.0.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class UIDeviceTests: XCTestCase {
    /// The default preset (iPhone 15 Pro) is an iPhone on iOS 17.0 with the phone idiom.
    func testDefaultDeviceIsAnIPhoneOnIOS17() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let device = UIDevice.current
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.systemVersion, "17.0")
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIDevice.current === device)
    }

    /// Making an iPad screen main makes UIDevice an iPad with the pad idiom (raw value 1, as UIKit's).
    func testIPadPresetGivesThePadIdiom() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: .iPad).makeMain()
        XCTAssertEqual(UIDevice.current.model, "iPad")
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIUserInterfaceIdiom.pad.rawValue, 1)
    }

    /// UIKit documents `orientation` as unknown (0) until orientation notifications are turned on; the calls
    /// nest, and an unbalanced end is ignored.
    func testOrientationIsUnknownUntilNotificationsBegin() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let device = UIDevice.current
        XCTAssertEqual(device.orientation, .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .unknown)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        XCTAssertEqual(UIDeviceOrientation.faceDown.rawValue, 6)
    }

    /// A fresh frame loop starts from a fresh device.
    func testFreshLoopGetsAFreshDevice() async {
        let first = FrameLoop()
        first.makeCurrent()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        let second = FrameLoop()
        second.makeCurrent()
        XCTAssertEqual(UIDevice.current.orientation, .unknown)
        withExtendedLifetime(first) {}
    }
}
