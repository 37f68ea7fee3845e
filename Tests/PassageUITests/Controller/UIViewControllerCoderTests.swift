// UIViewController's `required init?(coder:)`: Passage has no nibs, so a controller made from a coder is one made
// with `init(nibName: nil, bundle: nil)`, and a subclass's `super.init(coder:)` works as on iOS.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// Declares its own designated initializer, so it must declare `required init?(coder:)`, as on iOS.
@MainActor
private final class CodedController: UIViewController {
    let source: String
    init(source: String) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        source = "coder"
        super.init(coder: coder)
    }
}

@MainActor
final class UIViewControllerCoderTests: XCTestCase {
    /// UIKit: `init?(coder:)` is required; with no nib to read Passage makes a controller with no nib name, no
    /// bundle, and a view loaded on first use; a navigation controller made so has an empty stack.
    func testInitWithCoderBehavesAsNoNib() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let plain = try! XCTUnwrap(UIViewController(coder: NSCoder()))
        XCTAssertNil(plain.nibName)
        XCTAssertNil(plain.nibBundle)
        XCTAssertFalse(plain.isViewLoaded)
        XCTAssertNotNil(plain.view)
        let coded = try! XCTUnwrap(CodedController(coder: NSCoder()))
        XCTAssertEqual(coded.source, "coder")
        XCTAssertEqual(CodedController(source: "code").source, "code")
        let navigation = try! XCTUnwrap(UINavigationController(coder: NSCoder()))
        XCTAssertEqual(navigation.viewControllers.count, 0)
    }
}
