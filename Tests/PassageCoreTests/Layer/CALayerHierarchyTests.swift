// The layer tree: insertion order, replacement, removal and the refusal to make cycles.
import XCTest

@testable import PassageCore

@MainActor
final class CALayerHierarchyTests: XCTestCase {
    private var parent: CALayer!
    private var a: CALayer!, b: CALayer!, c: CALayer!

    /// A fresh loop and four unattached layers; the children are named a, b, c.
    private func reset() {
        _ = makeLoop()
        parent = CALayer()
        (a, b, c) = (CALayer(), CALayer(), CALayer())
        a.name = "a"
        b.name = "b"
        c.name = "c"
    }

    private var names: [String] { (parent.sublayers ?? []).map { $0.name ?? "?" } }

    /// `addSublayer` appends on top; `sublayers` is nil for a layer without children.
    func testAddSublayerAppendsAndSetsSuperlayer() async {
        reset()
        XCTAssertNil(parent.sublayers)
        parent.addSublayer(a)
        parent.addSublayer(b)
        XCTAssertEqual(names, ["a", "b"])
        XCTAssertTrue(a.superlayer === parent)
        XCTAssertTrue(b.superlayer === parent)
    }

    /// `insertSublayer(_:at:)` inserts at the index, clamped to the count.
    func testInsertAtIndexInsertsAndClamps() async {
        reset()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 1)
        XCTAssertEqual(names, ["a", "c", "b"])
        let d = CALayer()
        d.name = "d"
        parent.insertSublayer(d, at: 99)
        XCTAssertEqual(names, ["a", "c", "b", "d"])
        let e = CALayer()
        e.name = "e"
        parent.insertSublayer(e, at: 0)
        XCTAssertEqual(names, ["e", "a", "c", "b", "d"])
    }

    /// `insertSublayer(_:above:)` / `(_:below:)` place next to the sibling; a missing sibling appends.
    func testInsertAboveAndBelowSibling() async {
        reset()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, below: b)
        XCTAssertEqual(names, ["a", "c", "b"])
        parent.insertSublayer(c, above: b)
        XCTAssertEqual(names, ["a", "b", "c"])
        parent.insertSublayer(c, below: a)
        XCTAssertEqual(names, ["c", "a", "b"])
        let stranger = CALayer()
        let d = CALayer()
        d.name = "d"
        parent.insertSublayer(d, above: stranger)
        XCTAssertEqual(names, ["c", "a", "b", "d"])
    }

    /// Adding a sublayer again moves it to the top (it is not duplicated); inserting below the bottom one moves it there.
    func testReaddingWithinTheSameParentMovesIt() async {
        reset()
        parent.sublayers = [a, b, c]
        parent.addSublayer(a)
        XCTAssertEqual(names, ["b", "c", "a"])
        parent.insertSublayer(c, below: b)
        XCTAssertEqual(names, ["c", "b", "a"])
        parent.insertSublayer(c, at: 0)
        XCTAssertEqual(names, ["c", "b", "a"])
    }

    /// Adding a layer that has a parent moves it: it leaves the old parent.
    func testAddingToAnotherParentRemovesFromTheOld() async {
        reset()
        let other = CALayer()
        parent.addSublayer(a)
        other.addSublayer(a)
        XCTAssertNil(parent.sublayers)
        XCTAssertTrue(a.superlayer === other)
    }

    /// `replaceSublayer(_:with:)` puts the new layer at the old one's index and detaches the old one.
    func testReplaceSublayerKeepsTheIndex() async {
        reset()
        parent.sublayers = [a, b]
        parent.replaceSublayer(a, with: c)
        XCTAssertEqual(names, ["c", "b"])
        XCTAssertNil(a.superlayer)
        XCTAssertTrue(c.superlayer === parent)
        // Replacing a layer that is not a sublayer does nothing.
        parent.replaceSublayer(a, with: CALayer())
        XCTAssertEqual(names, ["c", "b"])
    }

    /// `removeFromSuperlayer` detaches; calling it again is harmless.
    func testRemoveFromSuperlayer() async {
        reset()
        parent.sublayers = [a, b]
        a.removeFromSuperlayer()
        XCTAssertEqual(names, ["b"])
        XCTAssertNil(a.superlayer)
        a.removeFromSuperlayer()
        b.removeFromSuperlayer()
        XCTAssertNil(parent.sublayers)
    }

    /// A layer cannot become its own sublayer or a sublayer of its descendant: the tree stays acyclic.
    func testCyclesAreRefused() async {
        reset()
        parent.addSublayer(a)
        a.addSublayer(b)
        b.addSublayer(parent)
        XCTAssertNil(parent.superlayer)
        XCTAssertNil(b.sublayers)
        a.addSublayer(a)
        XCTAssertEqual(a.sublayers?.count, 1)
        XCTAssertTrue(a.superlayer === parent)
    }

    /// Setting `sublayers` replaces every child and detaches the previous ones.
    func testSettingSublayersReplacesAll() async {
        reset()
        parent.sublayers = [a, b]
        parent.sublayers = [c]
        XCTAssertEqual(names, ["c"])
        XCTAssertNil(a.superlayer)
        XCTAssertNil(b.superlayer)
    }

    /// The presentation of a layer has presentation sublayers with the presented values of the children.
    func testPresentationMirrorsTheTree() async {
        reset()
        parent.sublayers = [a, b]
        withoutActions { a.position = CGPoint(x: 7, y: 8) }
        let presented = parent.presentation()!
        XCTAssertEqual(presented.sublayers?.count, 2)
        XCTAssertEqual(presented.sublayers?.first?.position, CGPoint(x: 7, y: 8))
        XCTAssertTrue(presented.model() === parent)
    }
}
