// `init?(coder:)` is required on UIView as on iOS (from NSCoding): subclasses with their own designated
// initializers declare it, `super.init(coder:)` makes a working view; `awakeFromNib()` and `endEditing(_:)`
// exist as on iOS.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A view written as on iOS: its own designated initializer, the required coder initializer calling super,
/// and an awakeFromNib override that calls super.
@MainActor
private final class CardView: UIView {
    let title: String
    var awoke = false

    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    required init?(coder: NSCoder) {
        title = "archived"
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

@MainActor
final class UIViewCodingTests: XCTestCase {
    /// `super.init(coder:)` gives a view with a zero frame, its layer, and the view as the layer's delegate.
    func testSuperInitCoderMakesAWorkingView() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        guard let view = CardView(coder: NSCoder()) else { return XCTFail("init(coder:) returned nil") }
        XCTAssertEqual(view.title, "archived")
        XCTAssertEqual(view.frame, .zero)
        XCTAssertTrue(view.layer.delegate === view)
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(child)
        XCTAssertTrue(child.superview === view)
        XCTAssertEqual(view.layer.position, CGPoint(x: 35, y: 35))
    }

    /// Passage's own views decode as their `init(frame: .zero)` configures them (labels ignore touches).
    func testPassageViewsDecodeConfigured() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertEqual(UILabel(coder: NSCoder())?.isUserInteractionEnabled, false)
        XCTAssertEqual(UIImageView(coder: NSCoder())?.isUserInteractionEnabled, false)
        XCTAssertEqual(UIWindow(coder: NSCoder())?.isHidden, true)
    }

    /// UIKit calls awakeFromNib only when loading an archive; an override calling super runs when called.
    func testAwakeFromNibOverrideCallsSuper() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = CardView(title: "code")
        XCTAssertFalse(view.awoke, "no archive was loaded, so UIKit would not call it")
        view.awakeFromNib()
        XCTAssertTrue(view.awoke)
    }

    /// Nothing edits text in Passage, so endEditing(_:) has nothing to resign and returns true.
    func testEndEditingReturnsTrue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertTrue(UIView().endEditing(true))
        XCTAssertTrue(UIView().endEditing(false))
    }
}
