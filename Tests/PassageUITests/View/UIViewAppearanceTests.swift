// Appearance properties: stored in the layer, and the tint colour inherited down the view tree.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAppearanceTests: XCTestCase {
    /// backgroundColor, alpha, isHidden and clipsToBounds are the layer's properties.
    func testAppearancePropertiesLiveInTheLayer() async {
        FrameLoop().makeCurrent()
        let view = UIView()
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(view.isOpaque)
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(
            view.layer.backgroundColor.map { UIColor(cgColor: $0) }, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(view.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        view.layer.backgroundColor = UIColor.white.cgColor
        XCTAssertEqual(view.backgroundColor, UIColor.white)
        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.layer.cornerRadius = 12
        XCTAssertEqual(view.layer.cornerRadius, 12)
    }

    /// The tint is inherited from the nearest ancestor that sets one; the default is systemBlue.
    func testTintColorIsInheritedFromTheNearestAncestorThatSetsOne() async {
        FrameLoop().makeCurrent()
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(leaf.tintColor, UIColor.systemBlue)
        root.tintColor = .red
        XCTAssertEqual(leaf.tintColor, UIColor.red)
        middle.tintColor = .green
        XCTAssertEqual(leaf.tintColor, UIColor.green)
        XCTAssertEqual(root.tintColor, UIColor.red)
        middle.tintColor = nil
        XCTAssertEqual(leaf.tintColor, UIColor.red)
    }

    /// A tint change notifies the view, then inheriting descendants parents first; a subtree with its
    /// own tint is skipped, and setting an equal tint notifies nobody.
    func testTintColorDidChangeReachesInheritingDescendants() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let root = RecordingView("root", log: log)
        let a = RecordingView("a", log: log)
        let a1 = RecordingView("a1", log: log)
        let b = RecordingView("b", log: log)
        let b1 = RecordingView("b1", log: log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        b.addSubview(b1)
        b.tintColor = .green
        log.clear()
        root.tintColor = .red
        XCTAssertEqual(log.events, ["root.tintColorDidChange", "a.tintColorDidChange", "a1.tintColorDidChange"])
        log.clear()
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(log.events, [])
    }

    /// Moving a view under a differently tinted superview calls tintColorDidChange on it and its subviews.
    func testMovingUnderAnotherTintNotifies() async {
        FrameLoop().makeCurrent()
        let log = EventLog()
        let tinted = UIView()
        let plain = UIView()
        tinted.tintColor = .orange
        let view = RecordingView("view", log: log)
        let child = RecordingView("child", log: log)
        view.addSubview(child)
        plain.addSubview(view)
        XCTAssertFalse(log.events.contains("view.tintColorDidChange"))
        log.clear()
        tinted.addSubview(view)
        XCTAssertEqual(
            log.events.filter { $0.hasSuffix("tintColorDidChange") },
            ["view.tintColorDidChange", "child.tintColorDidChange"])
        XCTAssertEqual(child.tintColor, UIColor.orange)
    }

    /// contentMode sets the layer's contents gravity; redraw and scaleToFill both stretch.
    func testContentModeMapsOntoContentsGravity() async {
        FrameLoop().makeCurrent()
        let view = UIView()
        XCTAssertEqual(view.contentMode, .scaleToFill)
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.redraw, .resize),
            (.center, .center), (.top, .top), (.bottomRight, .bottomRight), (.scaleToFill, .resize),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            XCTAssertEqual(view.contentMode, mode)
            XCTAssertEqual(view.layer.contentsGravity, gravity, "\(mode)")
        }
        XCTAssertEqual(UIView.ContentMode.redraw.rawValue, 3)
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
    }

    /// A subclass's layerClass decides the layer's class; the view is its layer's delegate.
    func testLayerClassDecidesTheLayer() async {
        FrameLoop().makeCurrent()
        final class TaggedLayer: CALayer {}
        final class TaggedView: UIView {
            override class var layerClass: AnyClass { TaggedLayer.self }
        }
        let view = TaggedView()
        XCTAssertTrue(view.layer is TaggedLayer)
        XCTAssertTrue(view.layer.delegate === view)
        let plain = UIView()
        XCTAssertTrue(plain.layer.delegate === plain)
        XCTAssertTrue(type(of: plain.layer) == CALayer.self)
    }
}
