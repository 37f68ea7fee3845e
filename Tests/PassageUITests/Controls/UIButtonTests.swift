// UIButton: types, titles, colours and images per state with UIKit's fallback to `.normal`, drawing through
// `titleLabel` and `imageView`, and the system button's highlight.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class UIButtonTests: XCTestCase {
    /// `UIButton(type:)` keeps its type (UIKit's raw values); `init(frame:)` makes a custom button.
    func testTypes() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertEqual(UIButton(type: .system).buttonType, .system)
        XCTAssertEqual(UIButton(type: .close).buttonType.rawValue, 7)
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
    }

    /// UIKit: a state with no title of its own shows the normal title; `currentTitle` follows the state and
    /// the title label shows it.
    func testTitlesPerStateFallBackToNormal() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let button = UIButton(type: .system)
        XCTAssertNil(button.currentTitle)
        XCTAssertEqual(button.titleLabel?.isHidden, true)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        XCTAssertEqual(button.title(for: .highlighted), "Play")
        XCTAssertEqual(button.currentTitle, "Play")
        XCTAssertEqual(button.titleLabel?.text, "Play")
        button.isSelected = true
        XCTAssertEqual(button.state, .selected)
        XCTAssertEqual(button.currentTitle, "Pause")
        XCTAssertEqual(button.titleLabel?.text, "Pause")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pause", "selected + highlighted falls back to the selected title")
        button.setTitle(nil, for: .selected)
        XCTAssertEqual(button.currentTitle, "Play")
    }

    /// Title colours: set per state; a system button's default is its tint (`systemGray` when disabled), a
    /// custom button's white.
    func testTitleColours() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let system = UIButton(type: .system)
        XCTAssertEqual(system.currentTitleColor, UIColor.systemBlue)
        system.tintColor = .systemRed
        XCTAssertEqual(system.currentTitleColor, UIColor.systemRed)
        system.isEnabled = false
        XCTAssertEqual(system.currentTitleColor, UIColor.systemGray)
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, UIColor.white)
        let custom = UIButton(type: .custom)
        custom.setTitleColor(.black, for: .normal)
        custom.setTitleColor(.systemOrange, for: .highlighted)
        custom.setTitle("X", for: .normal)
        XCTAssertEqual(custom.titleLabel?.textColor, UIColor.black)
        custom.isHighlighted = true
        XCTAssertEqual(custom.titleLabel?.textColor, UIColor.systemOrange)
        XCTAssertEqual(custom.titleColor(for: .disabled), UIColor.black)
    }

    /// A system button dims its title to alpha 0.2 while highlighted (`systemHighlightedTitleAlpha`); a
    /// custom one does not.
    func testSystemButtonDimsItsTitleWhileHighlighted() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let system = UIButton(type: .system)
        system.setTitle("OK", for: .normal)
        system.isHighlighted = true
        XCTAssertEqual(system.titleLabel?.alpha ?? 0, 0.2, accuracy: 1e-6)
        system.isHighlighted = false
        XCTAssertEqual(system.titleLabel?.alpha, 1)
        let custom = UIButton(type: .custom)
        custom.isHighlighted = true
        XCTAssertEqual(custom.titleLabel?.alpha, 1)
    }

    /// Background images per state fall back to normal; the current one is drawn behind the image and title,
    /// stretched over the bounds (as a loading button shows its disabled colour while it works).
    func testBackgroundImagesPerStateFillTheBoundsBehindTheContent() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        let normal = UIImage(
            cgImage: CGImage(width: 1, height: 1, red: 255, green: 0, blue: 0)!, scale: 1, orientation: .up)
        let disabled = UIImage(
            cgImage: CGImage(width: 1, height: 1, red: 0, green: 0, blue: 255)!, scale: 1, orientation: .up)
        XCTAssertNil(button.currentBackgroundImage)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(disabled, for: .disabled)
        button.setTitle("Sign in", for: .normal)
        XCTAssertTrue(button.backgroundImage(for: .highlighted) === normal)
        XCTAssertTrue(button.currentBackgroundImage === normal)
        button.isEnabled = false
        XCTAssertTrue(button.currentBackgroundImage === disabled)
        button.layoutIfNeeded()
        let background = button.subviews.first as? UIImageView
        XCTAssertTrue(background?.image === disabled)
        XCTAssertEqual(background?.frame, button.bounds)
        XCTAssertEqual(background?.isHidden, false)
        XCTAssertTrue(button.subviews.last === button.titleLabel)
        button.setBackgroundImage(nil, for: .disabled)
        XCTAssertTrue(button.currentBackgroundImage === normal)
    }

    /// Images per state fall back to normal; the image view shows the current image, centred left of the
    /// title; `sizeToFit()` gives the image's width plus the title's.
    func testImageAndTitleAreLaidOutSideBySide() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let button = UIButton(type: .custom)
        let image = UIImage(
            cgImage: CGImage(width: 20, height: 10, red: 255, green: 0, blue: 0)!,
            scale: 1, orientation: .up)
        button.setImage(image, for: .normal)
        XCTAssertTrue(button.image(for: .selected) === image)
        XCTAssertTrue(button.currentImage === image)
        XCTAssertTrue(button.imageView?.image === image)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 40, y: 15, width: 20, height: 10))
        button.sizeToFit()
        XCTAssertEqual(button.bounds.size, CGSize(width: 20, height: 10))
    }

    /// `UIButton(type:primaryAction:)` takes the action's title and runs it as the primary action.
    func testPrimaryActionTitlesTheButton() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Done") { _ in taps += 1 })
        XCTAssertEqual(button.currentTitle, "Done")
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(button.isAccessibilityElement)
    }
}
