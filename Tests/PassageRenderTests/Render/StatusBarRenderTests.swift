// The status bar the render server draws over frames on devices that have one: black time text and indicators in
// the bar's height at the top, over the app's content, nothing below it; white ones for light content; none while
// hidden, with showsStatusBar false, on a device without a status bar, or in snapshots.
import Foundation
import PassageCore
import PassageRender
import XCTest

@MainActor
final class StatusBarRenderTests: XCTestCase {
    /// The darkest pixel's red channel in the rows [top, bottom) of the frame (255 when all is white).
    private func darkest(_ frame: Pixmap, rows: Range<Int>) -> Int {
        var darkest = 255
        for y in rows { for x in 0..<frame.width { darkest = min(darkest, Int(frame.pixel(x: x, y: y).r)) } }
        return darkest
    }

    private func whiteRoot(_ device: DeviceProfile, white: CGFloat = 1) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(origin: .zero, size: device.size)
        root.backgroundColor = CGColor(red: white, green: white, blue: white, alpha: 1)
        return root
    }

    /// On the iPhone SE at @1x the bar's 20 rows hold black pixels (the time and battery) over white content, and
    /// every row below it stays white; the same frame without the status bar is white throughout.
    func testTheBarIsDrawnInItsHeightOverTheContent() async {
        FrameLoop().makeCurrent()
        let device = DeviceProfile.iPhoneSE.scaled(to: 1)
        let root = whiteRoot(device)
        let shown = LayerRenderer(device: device).render(root)
        XCTAssertLessThan(darkest(shown, rows: 0..<20), 40, "dark glyphs in the bar")
        XCTAssertEqual(darkest(shown, rows: 20..<shown.height), 255, "nothing below the bar")
        let hidden = LayerRenderer(device: device, showsStatusBar: false).render(root)
        XCTAssertEqual(darkest(hidden, rows: 0..<hidden.height), 255)
    }

    /// On the iPhone 15 Pro the time sits in the left ear (its glyphs left of the middle) and the battery in the
    /// right ear, within the 54 pt bar.
    func testDynamicIslandLayoutUsesTheEars() async {
        FrameLoop().makeCurrent()
        let device = DeviceProfile.iPhone15Pro.scaled(to: 1)
        let frame = LayerRenderer(device: device).render(whiteRoot(device))
        var darkColumns: [Int] = []
        for x in 0..<frame.width where (0..<54).contains(where: { frame.pixel(x: x, y: $0).r < 128 }) {
            darkColumns.append(x)
        }
        XCTAssertFalse(darkColumns.isEmpty)
        XCTAssertTrue(darkColumns.contains { $0 < 120 }, "the time in the left ear")
        XCTAssertTrue(darkColumns.contains { $0 > 300 }, "the battery in the right ear")
        XCTAssertFalse(darkColumns.contains { (150..<243).contains($0) }, "the middle is left for the Dynamic Island")
        XCTAssertEqual(darkest(frame, rows: 54..<frame.height), 255)
    }

    /// Devices without a status bar (custom profiles) get none.
    func testCustomDevicesHaveNoBar() async {
        FrameLoop().makeCurrent()
        let device = DeviceProfile(name: "plain", size: CGSize(width: 100, height: 100), scale: 1)
        let frame = LayerRenderer(device: device).render(whiteRoot(device))
        XCTAssertEqual(darkest(frame, rows: 0..<frame.height), 255)
    }

    /// The brightest pixel's red channel in the rows [top, bottom) of the frame (0 when all is black).
    private func brightest(_ frame: Pixmap, rows: Range<Int>) -> Int {
        var brightest = 0
        for y in rows { for x in 0..<frame.width { brightest = max(brightest, Int(frame.pixel(x: x, y: y).r)) } }
        return brightest
    }

    /// Light content over a black app draws white glyphs in the bar and leaves the rest black; going back to dark
    /// content over white draws black again; a hidden bar draws nothing, and shows again when unhidden.
    func testTheAppearanceSetsTheContentColourAndVisibility() async {
        FrameLoop().makeCurrent()
        let device = DeviceProfile.iPhone15Pro.scaled(to: 1)
        let black = whiteRoot(device, white: 0)
        let renderer = LayerRenderer(device: device)
        renderer.statusBarAppearance = StatusBar.Appearance(content: .light)
        let light = renderer.render(black)
        XCTAssertGreaterThan(brightest(light, rows: 0..<54), 215, "white glyphs in the bar")
        XCTAssertEqual(brightest(light, rows: 54..<light.height), 0)
        renderer.statusBarAppearance = StatusBar.Appearance(content: .light, isHidden: true)
        XCTAssertEqual(brightest(renderer.render(black), rows: 0..<light.height), 0, "hidden: nothing drawn")
        renderer.statusBarAppearance = StatusBar.Appearance(content: .dark)
        let white = whiteRoot(device)
        let dark = renderer.render(white)
        XCTAssertLessThan(darkest(dark, rows: 0..<54), 40)
        XCTAssertEqual(darkest(dark, rows: 54..<dark.height), 255)
    }

    /// The right ear holds, left to right, the cellular bars, the Wi-Fi fan and the battery: three dark runs of
    /// columns at the height of the battery, separated by gaps.
    func testTheIndicatorsSitLeftOfTheBattery() async {
        FrameLoop().makeCurrent()
        let device = DeviceProfile.iPhone15Pro.scaled(to: 1)
        let frame = LayerRenderer(device: device).render(whiteRoot(device))
        var runs: [Range<Int>] = []
        for x in 243..<frame.width where (20..<40).contains(where: { frame.pixel(x: x, y: $0).r < 160 }) {
            if let last = runs.last, last.upperBound >= x - 3 {
                runs[runs.count - 1] = last.lowerBound..<(x + 1)
            } else {
                runs.append(x..<(x + 1))
            }
        }
        XCTAssertEqual(runs.count, 3, "bars, Wi-Fi, battery: \(runs)")
        XCTAssertTrue(runs.allSatisfy { $0.count >= 12 && $0.count <= 30 }, "\(runs)")
    }
}
