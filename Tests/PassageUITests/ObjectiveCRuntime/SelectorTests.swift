// Selectors as values and what NSObject answers with them: `responds(to:)` and `perform(_:)`/`perform(_:with:)`
// for methods a class declares by selector, `isKind(of:)`/`isMember(of:)` with a class value, and target–action
// with a `Selector` (including UIKit's `init(target: nil, action: nil)`).
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

/// A controller that declares two methods by selector, as `@objc` exposed them on iOS.
private class DetailController: UIViewController, SelectorResponding {
    var closed = 0
    var pannedBy: [UIGestureRecognizer] = []
    var tappedBy: [UIControl] = []

    func close() { closed += 1 }
    func didPan(_ recognizer: UIGestureRecognizer) { pannedBy.append(recognizer) }
    func didTap(_ sender: UIControl) { tappedBy.append(sender) }
    func title(with prefix: String) -> NSString { NSString(string: prefix + "Detail") }

    func method(for selector: Selector) -> ((Any?) -> Any?)? {
        switch selector {
        case "close": { _ in self.close() }
        case "didPan:": { self.didPan($0 as! UIGestureRecognizer) }
        case "didTap:": { self.didTap($0 as! UIControl) }
        case "titleWithPrefix:": { self.title(with: $0 as! String) }
        default: nil
        }
    }
}

/// A subclass that adds a method and keeps its superclass's.
private final class EditableDetailController: DetailController {
    var edits = 0

    override func method(for selector: Selector) -> ((Any?) -> Any?)? {
        if selector == "edit" { return { _ in self.edits += 1 } }
        return super.method(for: selector)
    }
}

/// Asks `responds(to:)` from a function that is not main-actor isolated.
private nonisolated func respondsOutsideTheMainActor(_ object: DetailController, _ selector: Selector) -> Bool {
    object.responds(to: selector)
}

/// Hands a main-actor object to a detached task that only asks it `responds(to:)`.
private struct UncheckedReference: @unchecked Sendable {
    let object: DetailController
    init(_ object: DetailController) { self.object = object }
}

@MainActor
final class SelectorTests: XCTestCase {
    /// Selectors compare by name and convert to and from strings, as Foundation's functions do.
    func testSelectorsAreValuesNamedByStrings() async {
        let literal: Selector = "didPan:"
        XCTAssertEqual(literal, Selector("didPan:"))
        XCTAssertEqual(NSSelectorFromString("didPan:"), literal)
        XCTAssertEqual(NSStringFromSelector(literal), "didPan:")
        XCTAssertNotEqual(literal, Selector("didPan"))
        XCTAssertEqual(Set<Selector>(["a", "b", "a"]).count, 2)
        XCTAssertEqual("\(literal)", "didPan:")
    }

    /// `responds(to:)` answers for the declared methods, a subclass's and its superclass's.
    func testRespondsToDeclaredMethods() async {
        let detail = DetailController()
        XCTAssertTrue(detail.responds(to: "close"))
        XCTAssertTrue(detail.responds(to: Selector("didPan:")))
        XCTAssertFalse(detail.responds(to: "edit"))
        let editable = EditableDetailController()
        XCTAssertTrue(editable.responds(to: "edit"))
        XCTAssertTrue(editable.responds(to: "close"))
        XCTAssertFalse(editable.responds(to: nil))
    }

    /// `responds(to:)` is callable where NSObject's is, from a closure that is not main-actor isolated (as a
    /// library's `unwind { $0.responds(to: selector) }` is): on the main thread it answers from the declarations;
    /// on another thread, where they cannot be read, it answers false.
    func testRespondsIsCallableOutsideTheMainActor() async {
        let detail = DetailController()
        XCTAssertTrue(respondsOutsideTheMainActor(detail, "didPan:"))
        XCTAssertFalse(respondsOutsideTheMainActor(detail, "edit"))
        let reference = UncheckedReference(detail)
        let answers = await Task.detached { () -> [Bool] in
            [reference.object.responds(to: "close"), reference.object.responds(to: "edit")]
        }.value
        XCTAssertEqual(answers, [false, false])
    }

    /// A class that declares nothing answers false and says once that it cannot know.
    func testRespondsOnUndeclaringClassIsFalseAndDiagnosedOnce() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertFalse(UIView().responds(to: "layoutSubviews"))
        XCTAssertFalse(CALayer().responds(to: "display"))
        XCTAssertEqual(loop.diagnostics.map(\.code), [.selectorsUndeclared])
    }

    /// `perform(_:)` and `perform(_:with:)` call the method, and an object result can be taken unretained.
    func testPerformCallsTheDeclaredMethod() async {
        let detail = EditableDetailController()
        XCTAssertNil(detail.perform("close"))
        detail.perform("edit")
        XCTAssertEqual(detail.closed, 1)
        XCTAssertEqual(detail.edits, 1)
        let result = detail.perform("titleWithPrefix:", with: "Photo ")
        XCTAssertEqual(result?.takeUnretainedValue() as? NSString, "Photo Detail")
    }

    /// A method the class does not declare is not called: nil and a diagnostic (iOS stops with "unrecognized
    /// selector").
    func testPerformOfUndeclaredMethodReturnsNilAndDiagnoses() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        XCTAssertNil(DetailController().perform("missing"))
        XCTAssertNil(UIView().perform("layoutSubviews", with: nil))
        XCTAssertEqual(loop.diagnostics.map(\.code), [.selectorNotDeclared, .selectorNotDeclared])
    }

    /// `isKind(of:)` and `isMember(of:)` take a class value, as iOS code that keeps classes in variables does.
    func testKindAndMemberTestsWithAClassValue() async {
        let controller: UIViewController = EditableDetailController()
        let classes: [AnyClass] = [
            UIViewController.self, DetailController.self, EditableDetailController.self, UIResponder.self,
        ]
        XCTAssertEqual(classes.map { controller.isKind(of: $0) }, [true, true, true, true])
        XCTAssertEqual(classes.map { controller.isMember(of: $0) }, [false, false, true, false])
        XCTAssertFalse(controller.isKind(of: UINavigationController.self))
        XCTAssertTrue(CAShapeLayer().isKind(of: CALayer.self))
        XCTAssertFalse(CALayer().isKind(of: CAShapeLayer.self))
    }

    /// `isEqual(_:)` and `hash` are NSObject's defaults: identity.
    func testIsEqualAndHashAreIdentity() async {
        let view = UIView()
        let other = UIView()
        XCTAssertTrue(view.isEqual(view))
        XCTAssertFalse(view.isEqual(other))
        XCTAssertFalse(view.isEqual(nil))
        XCTAssertFalse(view.isEqual(3))
        XCTAssertEqual(view.hash, view.hash)
        XCTAssertNotEqual(view.hash, other.hash)
        let layer = CALayer()
        XCTAssertTrue(layer.isEqual(layer as Any))
    }

    /// A recognizer made with a nil target and action has no action; a selector target–action calls the method
    /// with the recognizer.
    func testGestureRecognizerTargetActionWithSelectors() async {
        let bare = UIPanGestureRecognizer(target: nil, action: nil)
        XCTAssertTrue(bare.actions.isEmpty)
        let detail = DetailController()
        let pan = UIPanGestureRecognizer(target: detail, action: "didPan:")
        pan.sendActions()
        XCTAssertEqual(detail.pannedBy.count, 1)
        XCTAssertTrue(detail.pannedBy.first === pan)
        bare.addTarget(detail, action: Selector("didPan:"))
        bare.sendActions()
        XCTAssertTrue(detail.pannedBy.last === bare)
    }

    /// A selector the target does not declare adds no action and says so.
    func testGestureRecognizerWithUndeclaredSelectorAddsNothing() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let tap = UITapGestureRecognizer(target: DetailController(), action: "missing:")
        XCTAssertTrue(tap.actions.isEmpty)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.selectorNotDeclared])
    }

    /// A control's selector action runs for its events with the control as sender, and holds its target weakly.
    func testControlTargetActionWithSelectors() async {
        let button = UIButton()
        var detail: DetailController? = DetailController()
        weak let weakDetail = detail
        button.addTarget(detail, action: "didTap:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(detail?.tappedBy.count, 1)
        XCTAssertTrue(detail?.tappedBy.first === button)
        detail = nil
        XCTAssertNil(weakDetail, "the control holds its target weakly")
        button.sendActions(for: .touchUpInside)
    }

    /// A nil target (the responder chain on iOS) cannot be searched by selector: no action, a diagnostic.
    func testControlWithNilTargetAddsNothing() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let button = UIButton()
        button.addTarget(nil, action: "didTap:", for: .touchUpInside)
        XCTAssertTrue(button.registeredActions.isEmpty)
        XCTAssertEqual(loop.diagnostics.map(\.code), [.selectorNotDeclared])
    }
}
