// Trait collections from the device preset and the window's size, with the size classes of Apple's device
// table (HIG, "Layout").
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class TraitCollectionTests: XCTestCase {
    /// A window of `size` on a fresh loop whose main screen is `device`.
    private func window(_ size: CGSize, on device: DeviceProfile = .iPhone15Pro) -> (FrameLoop, UIWindow) {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: device).makeMain()
        return (loop, UIWindow(frame: CGRect(origin: .zero, size: size)))
    }

    /// iPhone 15 Pro portrait: compact width, regular height; phone idiom, scale 3, light.
    func testPortraitPhoneIsCompactByRegular() async {
        let (_, window) = window(CGSize(width: 393, height: 852))
        let traits = window.traitCollection
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(traits.displayScale, 3)
        XCTAssertEqual(traits.userInterfaceStyle, .light)
        let controller = UIViewController()
        window.rootViewController = controller
        XCTAssertEqual(controller.traitCollection, traits)
        XCTAssertEqual(UIView().traitCollection, UIScreen.main.traitCollection, "outside a window: the screen's")
    }

    /// Landscape: compact height; compact width on the 15 Pro, regular on the 15 Pro Max (≥ 414 pt wide).
    func testLandscapePhonesFollowTheDeviceTable() async {
        let (_, pro) = window(CGSize(width: 852, height: 393))
        XCTAssertEqual(pro.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(pro.traitCollection.verticalSizeClass, .compact)
        let (_, max) = window(CGSize(width: 932, height: 430), on: .iPhone15ProMax)
        XCTAssertEqual(max.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(max.traitCollection.verticalSizeClass, .compact)
    }

    /// An iPad is regular by regular, with the pad idiom and scale 2.
    func testIPadIsRegularByRegular() async {
        let (_, window) = window(CGSize(width: 820, height: 1180), on: .iPad)
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(window.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(window.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(window.traitCollection.displayScale, 2)
    }

    /// Single-trait collections combine, later ones winning; containsTraits ignores unspecified traits.
    func testCombiningAndContainingTraits() async {
        let (_, window) = window(CGSize(width: 393, height: 852))
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.displayScale, 2)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertTrue(window.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        XCTAssertFalse(window.traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        XCTAssertEqual(UIUserInterfaceSizeClass.regular.rawValue, 2)
    }
}
