// One behaviour of each rule, on snippets: what is rewritten, what is left alone, what is reported.
import PassagePort
import XCTest

final class RuleTests: XCTestCase {
    /// UIKit, QuartzCore and CoreGraphics imports stay (Passage has modules of those names); a submodule import,
    /// which none of them has, becomes an import of its module, once.
    func testFrameworkImportsStayAndSubmodulesBecomeTheirModule() {
        let imports = "import UIKit\nimport QuartzCore\nimport Foundation\nimport class UIKit.UIView\n"
        let result = port(imports + "import UIKit.UIGestureRecognizerSubclass\n")
        XCTAssertEqual(result.text, imports)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(
            port("import UIKit.UIGestureRecognizerSubclass\nimport CoreGraphics\n").text,
            "import UIKit\nimport CoreGraphics\n")
    }

    /// With `rewritesImports`, UIKit, QuartzCore and CoreGraphics imports (submodules and kinds too) become one
    /// `import Passage`, and `canImport(UIKit)` accepts Passage.
    func testRewritingImportsMakesOneImportOfPassage() {
        let options = PortOptions(rewritesImports: true)
        let result = Porter.port(
            "import UIKit\nimport QuartzCore\nimport Foundation\nimport class UIKit.UIView\nimport UIKit.UIGestureRecognizerSubclass\n",
            options: options)
        XCTAssertEqual(result.text, "import Passage\nimport Foundation\n")
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(
            Porter.port("#if canImport(UIKit)\nlet b = 2\n#endif\n", options: options).text,
            "#if canImport(UIKit) || canImport(Passage)\nlet b = 2\n#endif\n")
        XCTAssertEqual(
            Porter.port("// Constants.\n\nlet inset: CGFloat = 8\n", options: options).text,
            "// Constants.\n\nimport Passage\n\nlet inset: CGFloat = 8\n")
    }

    /// `os(iOS)` is widened to Linux (parenthesised inside larger conditions); `canImport(UIKit)` is true as it
    /// stands with Passage's UIKit module; others stay. `widensPlatformConditions` false leaves `os(iOS)` too.
    func testIOSConditionsAreWidenedToLinux() {
        let source =
            "#if !os(iOS) && DEBUG\nlet a = 1\n#elseif canImport(UIKit)\nlet b = 2\n#elseif os(macOS)\nlet c = 3\n#endif\n"
        XCTAssertEqual(
            port(source).text,
            "#if !(os(iOS) || os(Linux)) && DEBUG\nlet a = 1\n#elseif canImport(UIKit)\nlet b = 2\n#elseif os(macOS)\nlet c = 3\n#endif\n"
        )
        XCTAssertEqual(Porter.port(source, options: PortOptions(widensPlatformConditions: false)).text, source)
    }

    /// An attribute on a line of its own takes its line with it; `@objc dynamic` loses both words; doc
    /// comments stay.
    func testObjCAttributesAreDroppedWithTheirLines() {
        let source = """
            @objcMembers
            final class A: NSObject {
                /// Progress.
                @objc dynamic var progress = 0.0
                @objc(tapWithSender:)
                func tap(_ sender: Any) {}
                @IBOutlet private weak var label: UILabel!
            }

            """
        XCTAssertEqual(
            port(source).text,
            """
            import UIKit

            final class A: NSObject {
                /// Progress.
                var progress = 0.0
                func tap(_ sender: Any) {}
                private weak var label: UILabel!
            }

            """)
    }

    /// An attribute dropped after one that stays leaves its line break: the kept attribute and the declaration
    /// stay on lines of their own, with their indentation.
    func testDroppingAnAttributeAfterAKeptOneKeepsTheLines() {
        let source = """
            final class Menu: UIView {
                @available(iOS, deprecated: 13.0)
                @objc func handle(_ note: Notification) {}
                @available(iOS, deprecated: 13.0) @IBInspectable var tint: UIColor = .red
                @discardableResult
                @objc
                func close() -> Bool { true }
            }

            """
        XCTAssertEqual(
            port(source).text,
            """
            import UIKit

            final class Menu: UIView {
                @available(iOS, deprecated: 13.0)
                func handle(_ note: Notification) {}
                @available(iOS, deprecated: 13.0) var tint: UIColor = .red
                @discardableResult
                func close() -> Bool { true }
            }

            """)
    }

    /// Key-value coding on a layer written as `(presented ?? layer)`, optionally chained or in parentheses, and
    /// on a view for the keys views answer, is left alone; a key views do not answer is reported, and so is a key
    /// computed at run time on something declared as neither a view nor a layer.
    func testKeyValueCodingOnLayersAndViewKeysIsNotReported() {
        let source = """
            func read(_ overlayLayer: CALayer?, _ snapshot: UIView, _ key: String) {
                _ = (overlayLayer?.presentation() ?? overlayLayer)?.value(forKeyPath: key)
                _ = (snapshot.layer.presentation() ?? snapshot.layer).value(forKeyPath: key)
                snapshot.setValue(NSValue(cgRect: .zero), forKey: "frame")
                _ = snapshot.value(forKeyPath: "layer.transform.rotation.z")
                _ = snapshot.value(forKey: "progress")
            }
            final class Blur {
                let blurEffect: UIBlurEffect = UIBlurEffect(style: .light)
                func radius(_ key: String) -> Any? { blurEffect.value(forKey: key) }
            }

            """
        let result = port(source)
        XCTAssertEqual(result.findings.count, 2, "\(result.findings)")
        XCTAssertTrue(
            result.findings.first?.hasPrefix("6: key-value coding of \"progress\" on snapshot: views answer only")
                == true,
            "\(result.findings)")
        XCTAssertEqual(
            result.findings.last,
            "10: key-value coding on blurEffect, a UIBlurEffect: in Passage only views and layers answer keys; "
                + "use the typed property")
    }

    /// A registration by key path on `self` for a property Passage cannot observe, or in a class without
    /// `observeValue(forKeyPath:of:change:context:)`, is reported with the method, and the method too.
    func testKeyValueObservingPassageCannotRewriteIsReported() {
        let source = """
            final class Follower: NSObject {
                let bar = UIProgressView()
                func start() {
                    bar.addObserver(self, forKeyPath: "progress", options: .new, context: nil)
                }
                override func observeValue(
                    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                    context: UnsafeMutableRawPointer?
                ) {}
            }

            """
        let result = port(source)
        XCTAssertEqual(result.findings.map { String($0.prefix(3)) }, ["4: ", "6: "], "\(result.findings)")
        XCTAssertTrue(result.findings[0].contains("addObserver(_:forKeyPath:"), result.findings[0])
        XCTAssertTrue(result.findings[1].contains("observeValue(forKeyPath:of:change:context:)"), result.findings[1])
    }

    /// A protocol adopted by a UIKit class through an extension declares its implicitly unwrapped property
    /// requirements optional, as Passage's Swift witnesses are; another protocol keeps them.
    func testImplicitlyUnwrappedRequirementsAdoptedByUIKitBecomeOptional() {
        let source = """
            public protocol Scrollable: AnyObject {
                var superview: UIView! { get }
                var contentOffset: CGPoint { get }
            }
            protocol Titled: AnyObject {
                var title: String! { get }
            }
            extension UIScrollView: Scrollable {}

            """
        XCTAssertEqual(
            port(source).text,
            """
            import UIKit

            public protocol Scrollable: AnyObject {
                var superview: UIView? { get }
                var contentOffset: CGPoint { get }
            }
            protocol Titled: AnyObject {
                var title: String! { get }
            }
            extension UIScrollView: Scrollable {}

            """)
    }

    /// A gesture action taking `Any` gets a closure (Passage's form needs a recognizer or nothing); one
    /// taking nothing gets the reference.
    func testGestureActionsOfEveryShapeCompileAsPassageForms() {
        let source = """
            class V: UIView {
                func setUp() {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                    addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed)))
                }
                @objc func tapped(_ sender: Any) {}
                @objc func pressed() {}
            }

            """
        let text = port(source).text
        XCTAssertTrue(
            text.contains(
                "UITapGestureRecognizer(target: self, action: { (receiver: V) in { (sender: UITapGestureRecognizer) in receiver.tapped(sender) } })"
            ), text)
        XCTAssertTrue(text.contains("UILongPressGestureRecognizer(target: self, action: Self.pressed)"), text)
    }

    /// In a stored property's initializer, where `Self` cannot be named, the class is named.
    func testStoredPropertyInitializersNameTheClass() {
        let source = """
            class C: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
                @objc func didPan(_ pan: UIPanGestureRecognizer) {}
            }

            """
        XCTAssertTrue(port(source).text.contains("UIPanGestureRecognizer(target: self, action: C.didPan)"))
    }

    /// A target other than `self` is resolved to the one type of the run that declares the method.
    func testATargetOtherThanSelfIsResolvedByItsMethod() {
        let source = """
            final class Handler { @objc func swiped(_ g: UISwipeGestureRecognizer) {} }
            final class Host: UIView {
                let handler = Handler()
                func setUp() { pan.addTarget(handler, action: #selector(swiped(_:))) }
            }

            """
        XCTAssertTrue(port(source).text.contains("pan.addTarget(handler, action: Handler.swiped)"))
    }

    /// A display-link method taking nothing is called from a closure; the link keeps its target.
    func testADisplayLinkMethodTakingNothingIsCalledFromAClosure() {
        let source = """
            final class P {
                func start() { link = CADisplayLink(target: self, selector: #selector(step)) }
                @objc func step() {}
            }

            """
        XCTAssertTrue(
            port(source).text.contains(
                "CADisplayLink(target: self, action: { (receiver: P) in { _ in receiver.step() } })"))
    }

    /// `perform` without a delay is a direct call; with one, a main-queue block; timers of another target
    /// capture it once.
    func testPerformAndTimersBecomeCallsAndBlocks() {
        let source = """
            final class T {
                func go(_ other: T) {
                    perform(#selector(reset))
                    other.perform(#selector(show(_:)), with: 3, afterDelay: 0.25)
                    Timer.scheduledTimer(timeInterval: 1, target: other, selector: #selector(reset), userInfo: nil, repeats: true)
                }
                @objc func reset() {}
                @objc func show(_ count: Int) {}
            }

            """
        let text = port(source).text
        XCTAssertTrue(text.contains("        self.reset()\n"), text)
        XCTAssertTrue(
            text.contains(
                "DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [target = other] in target.show(3) }"), text)
        XCTAssertTrue(
            text.contains(
                "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [target = other] _ in target.reset() }"),
            text)
    }

    /// `isEqual` on UIKit objects becomes `===`; on values the porter cannot type it is reported and kept.
    func testIsEqualIsRewrittenOnlyForKnownObjects() {
        let source = """
            func f(a: UIView, b: UIView, s: NSString, t: NSString) -> Bool {
                if !a.isEqual(b) { return false }
                _ = type(of: a) == UIView.self || a.isMember(of: UIView.self)
                return s.isEqual(t)
            }

            """
        let result = port(source)
        XCTAssertTrue(result.text.contains("if !(a === b) { return false }"), result.text)
        XCTAssertTrue(result.text.contains("(type(of: a) == UIView.self)"), result.text)
        XCTAssertTrue(result.text.contains("return s.isEqual(t)"), result.text)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(
            result.findings[0].hasPrefix("4: isEqual(_:) on a value the porter cannot type"), result.findings[0])
    }

    /// `#keyPath` becomes its string; a cast `value(forKeyPath:)` off a layer becomes the typed property.
    func testKeyPathsBecomeStringsAndTypedProperties() {
        let source = """
            let a = CABasicAnimation(keyPath: #keyPath(CALayer.shadowOpacity))
            let alpha = view.value(forKeyPath: #keyPath(UIView.alpha)) as? CGFloat
            let w = view.layer.value(forKeyPath: "bounds.size.width")

            """
        let result = port(source)
        XCTAssertEqual(
            result.text,
            """
            import UIKit

            let a = CABasicAnimation(keyPath: "shadowOpacity")
            let alpha = (view.alpha as CGFloat?)
            let w = view.layer.value(forKeyPath: "bounds.size.width")

            """)
        XCTAssertEqual(result.findings, [])
    }

    /// `responds(to:)` of a required member of one of UIKit's transition protocols named in the selector is true
    /// (the context always has `view(forKey:)`); of an optional one (`interruptibleAnimator`) it is reported.
    func testRespondsToARequiredUIKitTransitionMemberIsTrue() {
        let source = """
            import UIKit

            func modalView(_ context: UIViewControllerContextTransitioning) -> UIView? {
                if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {
                    return context.view(forKey: .to)
                }
                return nil
            }
            let optional = animator.responds(to: #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)))

            """
        let result = port(source)
        XCTAssertTrue(result.text.contains("    if true {\n"), result.text)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(
            result.findings.first?.hasPrefix("9: responds(to: #selector(UIViewControllerAnimatedTransitioning") == true,
            "\(result.findings)")
    }

    /// Declarations the port adds (an optional requirement's default, a layer's `init()`) are indented with the
    /// file's own step: tabs in a file indented with tabs, two spaces in one indented with two.
    func testAddedDeclarationsFollowTheFilesIndentation() {
        let tabbed = port(
            "@objc protocol Sizing {\n\t@objc optional func inset() -> CGFloat\n}\nfinal class Card: Sizing {\n"
                + "\tfunc inset() -> CGFloat { 3 }\n}\n")
        XCTAssertTrue(tabbed.text.contains("extension Sizing {\n\tfunc inset() -> CGFloat? { nil }\n}"), tabbed.text)
        let twoSpaces = port(
            """
            import UIKit

            final class RingLayer: CALayer {
              var width: CGFloat = 2

              init(width: CGFloat) {
                self.width = width
                super.init()
              }

              override init(layer: Any) {
                super.init(layer: layer)
              }

              required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
              }
            }

            """)
        XCTAssertTrue(
            twoSpaces.text.hasSuffix(
                """
                  /// Core Animation's plain initializer, through which Passage makes layers of this class.
                  override init() {
                    super.init()
                  }
                }

                """), twoSpaces.text)
        XCTAssertEqual(twoSpaces.findings, [])
    }

    /// An optional requirement with a non-optional result and no `?? value` at any call site returns an optional
    /// (what calling it gave on iOS) with a `nil` default; conforming types in the ported files follow.
    func testAnOptionalResultWithNoFallbackBecomesOptional() {
        let source = """
            @objc protocol Sizing {
                @objc optional func preferredHeight() -> CGFloat
            }
            final class Card: Sizing {
                func preferredHeight() -> CGFloat { 3 }
            }

            """
        let result = port(source)
        XCTAssertEqual(
            result.text,
            """
            import UIKit

            protocol Sizing: AnyObject {
                func preferredHeight() -> CGFloat?
            }

            extension Sizing {
                func preferredHeight() -> CGFloat? { nil }
            }
            final class Card: Sizing {
                func preferredHeight() -> CGFloat? { 3 }
            }

            """)
        XCTAssertEqual(result.findings, [])
    }

    /// Observing a view's geometry or a scroll view's offset compiles and works in Passage, so it is left alone;
    /// observing an NSObject's own `@objc dynamic` property is reported, as Passage cannot post its changes.
    func testObservingLayerBackedPropertiesIsLeftAndOthersAreReported() {
        let source = """
            import UIKit
            final class Follower: NSObject {
                @objc dynamic var progress: CGFloat = 0
                func follow(_ view: UIView, _ scrollView: UIScrollView) -> [NSKeyValueObservation] {
                    [view.observe(\\.frame, options: [.initial]) { _, _ in },
                     scrollView.observe(\\.contentOffset) { _, _ in },
                     view.observe(\\.bounds.size) { _, _ in },
                     observe(\\.progress, options: [.new]) { _, _ in }]
                }
            }

            """
        let result = port(source)
        XCTAssertEqual(result.findings.count, 1, "\(result.findings)")
        XCTAssertTrue(
            result.findings.first?.hasPrefix("8: key-value observing of \\.progress") == true, "\(result.findings)")
    }

    /// Registering a bundled font file through Core Text (as alert libraries do) compiles against Passage's
    /// `CGDataProvider`, `CGFont` and `CTFontManagerRegisterGraphicsFont`: nothing is reported or changed.
    func testCustomFontRegistrationIsLeftAlone() {
        let source = """
            import UIKit
            func loadFont(_ data: Data) {
                guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else { return }
                var error: Unmanaged<CFError>?
                CTFontManagerRegisterGraphicsFont(font, &error)
            }

            """
        let result = port(source)
        XCTAssertEqual(result.text, source)
        XCTAssertEqual(result.findings, [])
    }

    /// Findings keep the lines of the original file when rules removed lines above them.
    func testFindingLinesAreThoseOfTheOriginalFile() {
        let source =
            "import UIKit\nimport QuartzCore\n@objcMembers\nclass A: NSObject {\n    @objc\n    func f() {}\n    func g() { _ = Selector(\"f\") }\n}\n"
        let result = port(source)
        XCTAssertEqual(result.findings.map { $0.prefix(2) }, ["7:"])
    }

    /// A file with no import that names UIKit types (an iOS framework's umbrella header imported UIKit for
    /// it) gains `import UIKit` below its header comment; one importing QuartzCore only does not.
    func testAFileNamingUIKitTypesWithoutAnImportGainsOne() {
        XCTAssertEqual(
            port("// Constants.\n\nenum Constants {\n    static let inset: CGFloat = 8\n}\n").text,
            "// Constants.\n\nimport UIKit\n\nenum Constants {\n    static let inset: CGFloat = 8\n}\n")
        XCTAssertEqual(port("enum Plain {}\n").text, "enum Plain {}\n")
        XCTAssertEqual(port("import QuartzCore\nlet l = CALayer()\n").text, "import QuartzCore\nlet l = CALayer()\n")
    }

    /// Overrides in an extension move into the class body declared in the same file (keeping the extension's
    /// access level); an extension left empty without a conformance goes; elsewhere they are reported.
    func testOverridesInExtensionsMoveIntoTheClass() {
        let source = """
            class Sheet: UIPresentationController {
                var inset = 0.0
            }

            // MARK: - Layout
            private extension Sheet {
                override func containerViewWillLayoutSubviews() {}
            }

            extension Sheet: Equatable {
                // The frame.
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
                static func == (a: Sheet, b: Sheet) -> Bool { a === b }
            }

            extension UIView {
                override open func layoutSubviews() {}
            }

            """
        let result = port(source)
        XCTAssertEqual(
            result.text,
            """
            import UIKit

            class Sheet: UIPresentationController {
                var inset = 0.0

                // MARK: - Layout
                private override func containerViewWillLayoutSubviews() {}

                // The frame.
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
            }

            extension Sheet: Equatable {
                static func == (a: Sheet, b: Sheet) -> Bool { a === b }
            }

            extension UIView {
                override open func layoutSubviews() {}
            }

            """)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(result.findings[0].hasPrefix("17: override in an extension"), result.findings[0])
    }

    /// A selector held in a variable cannot be sent: `perform(action)` is reported, a perform with a closure
    /// (UIView's `perform(_:on:options:animations:completion:)`-like calls) is not.
    func testPerformingASelectorHeldInAVariableIsReported() {
        let source = """
            final class Relay: NSObject {
                var action: Selector?
                func fire() {
                    if let action = action { perform(action, with: nil, afterDelay: 0.1) }
                    perform(#selector(fire))
                }
            }

            """
        let result = port(source)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(result.findings[0].hasPrefix("4: perform with a selector held in action"), result.findings[0])
        XCTAssertTrue(result.text.contains("        self.fire()\n"), result.text)
    }

    /// `--diff` output is a unified diff with three lines of context.
    func testTheDiffIsUnified() {
        let diff = unifiedDiff(path: "A.swift", old: "a\nb\nc\nd\ne\nf\ng\nh\n", new: "a\nb\nc\nd\nE\nf\ng\nh\n")
        XCTAssertEqual(diff, "--- a/A.swift\n+++ b/A.swift\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n")
    }
}
