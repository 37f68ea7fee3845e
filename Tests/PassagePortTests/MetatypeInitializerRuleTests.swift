// Objects of UIKit classes made through metatype values are reported with the replacement; constructions Swift
// accepts on Linux too (a required initializer, `init(coder:)`, a type written by name) are not.
import PassagePort
import XCTest

final class MetatypeInitializerRuleTests: XCTestCase {
    private let source = """
        import UIKit

        class BadgeView: UIView {}
        class ThemedView: UIView {
            required init(theme: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class Factory {
            let viewType: UIView.Type = BadgeView.self
            var themedType: ThemedView.Type = ThemedView.self
            var badgeType: BadgeView.Type? = BadgeView.self

            func make(named name: String) -> UIView {
                let made = viewType.init()
                let themed = themedType.init(theme: 1)
                let decoded = viewType.init(coder: NSCoder())
                let badge = badgeType!.init(frame: .zero)
                let recognizer = (NSClassFromString(name) as! UIGestureRecognizer.Type).init(target: nil, action: nil)
                let plain = UIView()
                let named = BadgeView.init(frame: .zero)
                return made
            }

            func makeLayer<L: CALayer>(_ type: L.Type) -> L { L() }

            func makeController<C>(_ type: C.Type) -> C where C: UIViewController {
                C.init(nibName: nil, bundle: nil)
            }

            func makeModel<M: Decodable>(_ type: M.Type) -> M? { nil }
        }
        """

    /// `type.init()` on a `UIView.Type`, `init(frame:)` on an optional metatype of the library's view, a cast to a recognizer's metatype, and a generic parameter constrained to
    /// a layer or a controller are each reported at their line, naming the class and the replacement; a required
    /// initializer of the library's own class, `init(coder:)`, types written by name and an unrelated generic are
    /// not. The port changes no text.
    func testConstructionsThroughUIKitMetatypesAreReported() {
        let result = Porter.port(source, path: "Factory.swift")
        XCTAssertEqual(result.text, source)
        let findings = result.findings.filter { !$0.reason.hasPrefix("NSClassFromString") }
        XCTAssertEqual(findings.map(\.line), [15, 18, 19, 25, 28])
        XCTAssertEqual(result.findings.count, findings.count + 1, "NSClassFromString is reported on its own")
        let reasons = findings.map(\.reason)
        XCTAssertEqual(
            reasons[0],
            "viewType.init() makes a UIView through a metatype value: Swift allows that only with a required "
                + "initializer (iOS lets UIKit's pass because Objective-C dispatches them at run time), and "
                + "Passage's UIView does not make its initializers required, which would break every subclass with "
                + "an initializer of its own; pass a closure that makes the object (() -> UIView), or declare a "
                + "required initializer in a base class of your own and use its metatype "
                + "(Porting iOS code: Making an object from a metatype)")
        XCTAssertTrue(
            reasons[1].hasPrefix("badgeType!.init(frame:) makes a BadgeView through a metatype value"), reasons[1])
        XCTAssertTrue(reasons[1].contains("Passage's UIView does not"), reasons[1])
        XCTAssertTrue(
            reasons[2].hasPrefix(
                "(NSClassFromString(name) as! UIGestureRecognizer.Type).init(target:action:) makes a "
                    + "UIGestureRecognizer through a metatype value"), reasons[2])
        XCTAssertTrue(reasons[3].hasPrefix("L.init() makes a CALayer through a metatype value"), reasons[3])
        XCTAssertTrue(
            reasons[3].contains("for a layer class, init(_passageMaking: nil) makes one through its init()"),
            reasons[3])
        XCTAssertTrue(
            reasons[4].hasPrefix("C.init(nibName:bundle:) makes a UIViewController through a metatype value"),
            reasons[4])
        XCTAssertTrue(reasons[4].contains("Passage's UIViewController does not"), reasons[4])
    }
}
