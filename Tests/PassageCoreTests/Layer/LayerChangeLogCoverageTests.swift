// Every stored property of every layer class, sorted by how the change log sees it. A renderer shows a still
// frame again while the log records nothing (LayerChangeLog, StillFrame), so a property that is drawn and
// changes without the log seeing it would leave a stale frame on screen. A new stored property fails this
// test until it is placed in one of the lists below (and, if drawn, logged by its setter).
import XCTest

@testable import PassageCore

@MainActor
final class LayerChangeLogCoverageTests: XCTestCase {
    /// Drawn, and logged as a model change by their setters.
    private let logged: Set<String> = [
        "modelValues", "modelObjects",
        // CATextLayer
        "string", "font", "fontSize", "foregroundColor", "isWrapped", "truncationMode", "alignmentMode",
        "maximumNumberOfLines", "centersVertically",
        // CAGradientLayer
        "type",
        // CAReplicatorLayer
        "instanceCount", "instanceDelay", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
        "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
    ]
    /// Drawn, and changed only with a structure change (sublayers, mask, animations, timing).
    private let structural: Set<String> = [
        "attachedAnimations", "attachedEvaluators", "animationsTouchObjects", "animatesDisplayedKey",
        "storedSublayers", "storedSuperlayer", "mask", "mediaTiming", "fillMode",
    ]
    /// Not drawn: bookkeeping, or values Passage draws the same either way.
    private let notDrawn: Set<String> = [
        "keyValueObservers", "observationCoalescingDepth", "observationPending", "presentationSource",
        "valuesBeforeChange", "needsLayoutFlag", "delegate", "name", "actions", "rasterizationScale",
        "shouldRasterize", "displayedAnimatedFrame", "needsDisplayFlag", "associatedObjectStore",
    ]

    /// The stored properties of `layer`'s class and its superclasses, by the labels reflection gives them.
    private func storedProperties(of layer: CALayer) -> [String] {
        var labels: [String] = []
        var mirror: Mirror? = Mirror(reflecting: layer)
        while let current = mirror {
            labels += current.children.compactMap(\.label)
            mirror = current.superclassMirror
        }
        return labels
    }

    func testEveryStoredPropertyOfEveryLayerClassIsAccountedFor() async {
        let layers: [CALayer] = [
            CALayer(), CATextLayer(), CAShapeLayer(), CAGradientLayer(), CAReplicatorLayer(),
            CATransformLayer(), BackdropLayer(),
        ]
        XCTAssertTrue(
            Set(storedProperties(of: CATextLayer())).isSuperset(of: ["modelValues", "storedSublayers", "string"]),
            "reflection lists the stored properties of a class and its superclasses")
        let known = logged.union(structural).union(notDrawn)
        for layer in layers {
            let unknown = storedProperties(of: layer).filter { !known.contains($0) }
            XCTAssertEqual(unknown, [], "\(type(of: layer)): stored properties the change log does not account for")
        }
        XCTAssertTrue(
            logged.isDisjoint(with: structural) && logged.isDisjoint(with: notDrawn)
                && structural.isDisjoint(with: notDrawn))
    }

    /// Setting a logged property of each class appends the layer to the log.
    func testDrawnPropertiesOfLayerSubclassesAreLogged() async {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let text = CATextLayer()
        let gradient = CAGradientLayer()
        let replicator = CAReplicatorLayer()
        let layer = CALayer()
        let changes: [(String, () -> Void)] = [
            ("string", { text.string = "A" }), ("font", { text.font = "DejaVuSans-Bold" }),
            ("fontSize", { text.fontSize = 12 }),
            ("foregroundColor", { text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1) }),
            ("isWrapped", { text.isWrapped = true }), ("truncationMode", { text.truncationMode = .end }),
            ("alignmentMode", { text.alignmentMode = .center }),
            ("maximumNumberOfLines", { text.maximumNumberOfLines = 2 }),
            ("centersVertically", { text.centersVertically = true }), ("type", { gradient.type = .conic }),
            ("instanceCount", { replicator.instanceCount = 4 }),
            ("contents", { layer.contents = CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255]) }),
            ("contentsGravity", { layer.contentsGravity = .center }),
            (
                "shadowPath",
                { layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil) }
            ),
        ]
        for (name, change) in changes {
            let before = LayerChangeLog.endPosition
            change()
            XCTAssertGreaterThan(LayerChangeLog.endPosition, before, name)
        }
    }
}
