// Diagnostics as UIKit's: contradictory required constraints are reported (which conflict, which one was
// broken) and never hang or crash; ambiguous layouts are detectable and can be exercised; constraints to a
// removed view go away with it.
import Foundation
import XCTest

@testable import PassageUI

@MainActor
final class AutoLayoutDiagnosticsTests: XCTestCase {
    /// Two required widths: the second is broken (not enforced, still active), the report lists both and
    /// names it; layout goes on with the first.
    func testConflictingRequiredConstraintsAreReportedAndOneIsBroken() async {
        let (loop, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        NSLayoutConstraint.activate([
            first, view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        second.isActive = true
        XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
        let engine = try! XCTUnwrap(LayoutEngine.existing)
        XCTAssertEqual(engine.unsatisfiableReports.count, 1)
        let report = engine.unsatisfiableReports[0]
        XCTAssertTrue(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(report.contains("'first' UIView.width == 100"), report)
        XCTAssertTrue(
            report.contains(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint:'second' UIView.width == 200"),
            report)
        loop.step()
        XCTAssertEqual(view.frame.width, 100)
        first.isActive = false
        second.constant = 250
        loop.step()
        XCTAssertEqual(view.frame.width, 250, "changing a broken constraint tries it again")
    }

    /// A constraint on a view that still translates its autoresizing mask conflicts with its frame pin (the
    /// classic mistake); the report names the NSAutoresizingMaskLayoutConstraint.
    func testConstraintOnTranslatingViewConflictsWithItsAutoresizingPins() async {
        let (_, window) = makeLayoutWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let report = LayoutEngine.existing?.unsatisfiableReports.first ?? ""
        XCTAssertTrue(report.contains("NSAutoresizingMaskLayoutConstraint UIView.width == 50"), report)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 50)
    }

    /// A contradictory constant change (a chain that cannot fit) is refused without a hang, the rest still lays out.
    func testContradictoryConstantChangeDoesNotHang() async {
        let (loop, window) = makeLayoutWindow()
        let a = constrainedView(in: window)
        let b = constrainedView(in: window)
        let gap = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10)
        NSLayoutConstraint.activate(
            [
                a.leftAnchor.constraint(equalTo: window.leftAnchor), a.widthAnchor.constraint(equalToConstant: 100),
                gap,
                b.rightAnchor.constraint(lessThanOrEqualTo: window.rightAnchor),
                b.widthAnchor.constraint(equalToConstant: 100),
            ]
                + [a, b].flatMap {
                    [
                        $0.topAnchor.constraint(equalTo: window.topAnchor),
                        $0.heightAnchor.constraint(equalToConstant: 10),
                    ]
                })
        loop.step()
        XCTAssertEqual(b.frame.minX, 110)
        gap.constant = 500  // 100 + 500 + 100 > 400
        loop.step()
        XCTAssertEqual(LayoutEngine.existing?.unsatisfiableReports.count, 1)
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertLessThanOrEqual(b.frame.maxX, 400)
        gap.constant = 20
        loop.step()
        XCTAssertEqual(b.frame.minX, 120)
    }

    /// A view missing its vertical position is ambiguous; adding it removes the ambiguity.
    func testHasAmbiguousLayout() async {
        let (loop, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        loop.step()
        XCTAssertTrue(view.hasAmbiguousLayout)
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: 5).isActive = true
        XCTAssertFalse(view.hasAmbiguousLayout)
        XCTAssertFalse(window.hasAmbiguousLayout)
    }

    /// exerciseAmbiguityInLayout moves a view whose x may be anywhere in 0…100 to another allowed x.
    func testExerciseAmbiguityMovesToAnotherValidFrame() async {
        let (loop, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(greaterThanOrEqualTo: window.leftAnchor),
            view.leftAnchor.constraint(lessThanOrEqualTo: window.leftAnchor, constant: 100),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        loop.step()
        XCTAssertTrue(view.hasAmbiguousLayout)
        let before = view.frame.minX
        view.exerciseAmbiguityInLayout()
        loop.step()
        XCTAssertNotEqual(view.frame.minX, before)
        XCTAssertTrue([0, 100].contains(view.frame.minX), "\(view.frame.minX)")
    }

    /// Removing a view from its superview deactivates the constraints that tie it to views outside it (UIKit's rule).
    func testRemovingAViewDeactivatesItsOutsideConstraints() async {
        let (loop, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let inside = view.widthAnchor.constraint(equalToConstant: 10)
        let outside = view.topAnchor.constraint(equalTo: window.topAnchor)
        NSLayoutConstraint.activate([inside, outside])
        loop.step()
        view.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        XCTAssertTrue(inside.isActive)
    }

    /// A view given constraints before it had a superview (its size, as card views often are) is re-pinned as it
    /// is added: constraints activated right after `addSubview`, with no layout pass between, meet no stale root
    /// pin, so nothing conflicts and the view lands where they put it (UIKit has no such pin at all).
    func testConstraintsActivatedRightAfterAddSubviewMeetNoRootPin() async {
        let (loop, window) = makeLayoutWindow()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 30),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        loop.step()
        XCTAssertEqual(LayoutEngine.existing?.unsatisfiableReports.count, 0)
        XCTAssertEqual(card.frame, CGRect(x: 30, y: 40, width: 200, height: 100))
        card.removeFromSuperview()
        let other = constrainedView(in: window)
        other.addSubview(card)
        NSLayoutConstraint.activate([
            other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            other.widthAnchor.constraint(equalToConstant: 300),
            other.heightAnchor.constraint(equalToConstant: 300),
            card.rightAnchor.constraint(equalTo: other.rightAnchor),
            card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        loop.step()
        XCTAssertEqual(LayoutEngine.existing?.unsatisfiableReports.count, 0)
        XCTAssertEqual(card.frame, CGRect(x: 100, y: 200, width: 200, height: 100))
    }

    /// Constraints do not keep their views alive (UIKit's items are unretained; the installing view holds the
    /// constraint): a card with constrained chrome, removed from the window and let go, is freed with its
    /// subviews and constraints (offset-anchor constraints too), and the engine drops their equations at its next
    /// change of constraints.
    func testAConstrainedHierarchyIsFreedWhenLetGo() async {
        let (loop, window) = makeLayoutWindow()
        weak var weakCard: UIView?
        weak var weakHandle: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let card = constrainedView(in: window)
            let handle = UIView()
            handle.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(handle)
            let height = handle.heightAnchor.constraint(equalToConstant: 5)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: 300),
                card.heightAnchor.constraint(equalToConstant: 200),
                handle.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
                handle.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                handle.widthAnchor.constraint(equalToConstant: 36), height,
                // An offset anchor (the handle's top to the card's top) must not hold either view.
                handle.topAnchor.anchorWithOffset(to: card.topAnchor).constraint(equalToConstant: -6),
            ])
            loop.step()
            XCTAssertEqual(handle.frame, CGRect(x: 132, y: 6, width: 36, height: 5))
            weakCard = card
            weakHandle = handle
            weakConstraint = height
            card.removeFromSuperview()
        }
        loop.step()
        XCTAssertNil(weakCard, "the card is freed")
        XCTAssertNil(weakHandle, "and its subview")
        XCTAssertNil(weakConstraint, "and the constraints it held")
        let other = constrainedView(in: window)
        NSLayoutConstraint.activate([
            other.widthAnchor.constraint(equalToConstant: 50), other.heightAnchor.constraint(equalToConstant: 50),
            other.topAnchor.constraint(equalTo: window.topAnchor),
            other.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        loop.step()
        XCTAssertEqual(
            other.frame, CGRect(x: 0, y: 0, width: 50, height: 50), "the engine goes on without the freed equations")
    }
}
