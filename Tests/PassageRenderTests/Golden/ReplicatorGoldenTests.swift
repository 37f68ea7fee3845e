// CAReplicatorLayer: copies stepped by instanceTransform and tinted by instanceColor and the component
// offsets; instanceDelay shifts each copy's animations.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ReplicatorGoldenTests: XCTestCase {
    /// Twelve dots around the centre (an activity indicator), fading by instanceAlphaOffset, and a row of
    /// five squares going from white to blue by red and green offsets (tolerance: Golden.tolerance).
    func testRotatedAndTintedCopies() async throws {
        let root = Golden.makeRoot()
        let ring = CAReplicatorLayer()
        ring.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
        ring.instanceCount = 12
        ring.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        ring.instanceAlphaOffset = -1.0 / 12
        let dot = Golden.solid(CGRect(x: 45, y: 4, width: 10, height: 22), Golden.black)
        dot.cornerRadius = 5
        ring.addSublayer(dot)
        root.addSublayer(ring)
        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 10, y: 125, width: 140, height: 25)
        row.instanceCount = 5
        row.instanceTransform = CATransform3DMakeTranslation(29, 0, 0)
        row.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        row.instanceRedOffset = -0.25
        row.instanceGreenOffset = -0.25
        row.addSublayer(
            Golden.solid(CGRect(x: 0, y: 0, width: 24, height: 25), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
        row.borderWidth = 1
        root.addSublayer(row)
        try Golden.assertMatches(root, named: "replicator")
    }

    /// Copy n sits n steps further and is multiplied by instanceColor + n offsets: three copies of a white
    /// square, the last with red 1 − 2 × 0.5 = 0.
    func testCopiesAreSteppedAndTintedPerInstance() async {
        let root = Golden.makeRoot()
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        replicator.instanceRedOffset = -0.5
        replicator.addSublayer(Golden.solid(CGRect(x: 0, y: 0, width: 40, height: 40), Golden.black))
        replicator.sublayers![0].backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.backgroundColor = Golden.black
        root.addSublayer(replicator)
        let frame = Golden.render(root)
        XCTAssertEqual([20, 70, 120].map { Int(frame.pixel(x: $0, y: 20).r) }, [255, 128, 0])
        XCTAssertEqual([20, 70, 120].map { Int(frame.pixel(x: $0, y: 20).g) }, [255, 255, 255])
        XCTAssertEqual(frame.pixel(x: 170 - 20, y: 20).g, 0, "nothing past the third copy")
    }

    /// With instanceDelay 0.25, copy 1 shows its sublayer's animation 0.25 s behind copy 0: at 0.5 s into a
    /// 1 s move of 100 points, copy 0 is 50 points along, copy 1 (also stepped 0 points) 25.
    func testInstanceDelayShiftsEachCopysAnimations() async {
        let root = Golden.makeRoot()
        root.backgroundColor = Golden.black
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 2
        replicator.instanceDelay = 0.25
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 60, 0)
        let square = Golden.solid(
            CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 110
        move.duration = 1
        move.fillMode = .both
        move.beginTime = CACurrentMediaTime()
        square.add(move, forKey: "move")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        let frame = renderer.render(root, at: move.beginTime + 0.5)
        func leftEdge(row: Int) -> Int? { (0..<160).first { frame.pixel(x: $0, y: row).r > 127 } }
        XCTAssertEqual(leftEdge(row: 10), 50, "copy 0: centre at 60")
        XCTAssertEqual(leftEdge(row: 70), 25, "copy 1: centre at 35")
    }

    /// Copy 1 sits 20 points behind copy 0 and overlaps it: drawn in order it covers copy 0; with
    /// preservesDepth the nearer copy 0 is drawn over it.
    func testPreservesDepthDrawsNearerCopiesOnTop() async {
        func overlapRed(preservesDepth: Bool) -> UInt8 {
            let root = Golden.makeRoot()
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, -20)
            replicator.instanceRedOffset = -1
            replicator.preservesDepth = preservesDepth
            replicator.addSublayer(
                Golden.solid(CGRect(x: 40, y: 40, width: 60, height: 60), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
            root.backgroundColor = Golden.black
            root.addSublayer(replicator)
            return Golden.render(root).pixel(x: 80, y: 70).r
        }
        XCTAssertEqual(overlapRed(preservesDepth: false), 0, "copy 1 (cyan) on top")
        XCTAssertEqual(overlapRed(preservesDepth: true), 255, "copy 0 (white) on top")
    }
}
