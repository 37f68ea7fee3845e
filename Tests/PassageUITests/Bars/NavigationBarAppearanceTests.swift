// UINavigationBar's appearance properties: UIKit's defaults (default style, translucent, no tint colour), the
// background colour each combination draws, and a black bar's white title.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class NavigationBarAppearanceTests: XCTestCase {
    /// The bar's background view: its first subview, reaching behind the status bar.
    private func background(of bar: UINavigationBar) -> UIColor? {
        bar.subviews.first?.backgroundColor
    }

    /// UIKit's defaults: `.default` style, translucent, no bar tint colour.
    func testDefaults() async {
        FrameLoop().makeCurrent()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(bar.barStyle, .default)
        XCTAssertTrue(bar.isTranslucent)
        XCTAssertNil(bar.barTintColor)
        XCTAssertEqual(UIBarStyle.black.rawValue, 1)
        XCTAssertEqual(background(of: bar), UIColor(white: 0.97, alpha: 1))
    }

    /// The background: the bar tint colour as given when set, else the style's colour, lighter when translucent
    /// (Passage draws no blur) — white 0.97 or 1 for `.default`, 0.11 or 0 for `.black`.
    func testBackgroundFollowsStyleTranslucencyAndTint() async {
        FrameLoop().makeCurrent()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.isTranslucent = false
        XCTAssertEqual(background(of: bar), UIColor(white: 1, alpha: 1))
        bar.barStyle = .black
        XCTAssertEqual(background(of: bar), UIColor(white: 0, alpha: 1))
        bar.isTranslucent = true
        XCTAssertEqual(background(of: bar), UIColor(white: 0.11, alpha: 1))
        let red = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        bar.barTintColor = red
        XCTAssertEqual(background(of: bar), red)
        bar.barTintColor = nil
        XCTAssertEqual(background(of: bar), UIColor(white: 0.11, alpha: 1))
    }

    /// A `.black` bar draws its title white, including a title already showing; back to `.default`, black.
    func testABlackBarDrawsAWhiteTitle() async {
        let bench = TouchBench()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        bench.window.rootViewController = navigation
        bench.loop.advance(frames: 1)
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.titleLabel?.textColor, UIColor.label)
        bar.barStyle = .black
        XCTAssertEqual(bar.titleLabel?.textColor, UIColor.white)
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertEqual(bar.titleLabel?.textColor, UIColor.white)
        bar.barStyle = .default
        XCTAssertEqual(bar.titleLabel?.textColor, UIColor.label)
    }
}
