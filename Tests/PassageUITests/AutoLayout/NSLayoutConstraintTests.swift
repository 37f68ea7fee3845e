// NSLayoutConstraint, anchors and priorities: constraints place frames as UIKit's do.
import Foundation
import XCTest

@testable import PassageUI

@MainActor
final class NSLayoutConstraintTests: XCTestCase {
    /// UILayoutPriority's values are UIKit's: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50.
    func testPriorityValuesAreUIKits() async {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.sceneSizeStayPut.rawValue, 500)
        XCTAssertEqual(UILayoutPriority.dragThatCannotResizeScene.rawValue, 490)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual(UILayoutPriority(rawValue: 300), UILayoutPriority(300))
        XCTAssertEqual(
            NSLayoutConstraint(
                item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 5
            ).priority, .required)
    }

    /// Edges pinned with constants place the frame at the next layout pass, in the superview's coordinates.
    func testAnchorsPinEdgesWithConstants() async {
        let (loop, window) = makeLayoutWindow()
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 400))
        window.addSubview(container)
        let card = constrainedView(in: container)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        loop.step()
        assertRect(card.frame, CGRect(x: 20, y: 270, width: 250, height: 120))
    }

    /// Centre, multiplier and the item/attribute initializer: width = 0.5 × superview width, centred.
    func testCenterAndMultiplier() async {
        let (_, window) = makeLayoutWindow()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.addSubview(root)
        let view = constrainedView(in: root)
        let width = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: root,
            attribute: .width, multiplier: 0.5, constant: 0)
        let aspect = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25, constant: 10)
        NSLayoutConstraint.activate([
            width, aspect, view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        assertRect(view.frame, CGRect(x: 100, y: 270, width: 200, height: 60))
        XCTAssertTrue(width.firstItem === view)
        XCTAssertTrue(width.secondItem === root)
        XCTAssertEqual(width.firstAttribute, .width)
        XCTAssertEqual(width.secondAttribute, .width)
        XCTAssertEqual(width.relation, .equal)
        XCTAssertEqual(width.multiplier, 0.5)
        XCTAssertTrue(root.constraints.contains { $0 === width }, "installed on the nearest common ancestor")
    }

    /// Inequalities hold as bounds: width ≥ 100 and ≤ 150 against a wish of 300 at 500 gives 150.
    func testInequalitiesBoundOptionalWishes() async {
        let (_, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let wish = view.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 150), wish,
            view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 150)
        wish.constant = 20
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100)
    }

    /// Of two conflicting optional constraints the higher priority wins (UIKit: priorities are satisfied highest first).
    func testHigherPriorityWins() async {
        let (_, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let low = view.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = view.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            low, high, view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 200)
        high.priority = UILayoutPriority(200)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100)
    }

    /// Deactivating a constraint frees what it held; activating again restores it; `isActive` reports it.
    func testActivateAndDeactivate() async {
        let (_, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let fixed = view.widthAnchor.constraint(equalToConstant: 80)
        let fallback = view.widthAnchor.constraint(equalToConstant: 40)
        fallback.priority = .defaultLow
        fallback.identifier = "fallback"
        NSLayoutConstraint.activate([
            fixed, fallback, view.heightAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
        ])
        XCTAssertTrue(fixed.isActive)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 80)
        NSLayoutConstraint.deactivate([fixed])
        XCTAssertFalse(fixed.isActive)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 40)
        fixed.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 80)
        XCTAssertTrue(fallback.description.contains("'fallback'"))
    }

    /// Layout margins default to 8 points (UIKit's default), and the margins guide follows changes to them.
    func testLayoutMarginsGuideDefaultsToEightPoints() async {
        let (_, window) = makeLayoutWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let view = constrainedView(in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        assertRect(view.frame, CGRect(x: 8, y: 8, width: 184, height: 84))
        assertRect(container.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        container.layoutIfNeeded()
        assertRect(view.frame, CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    /// Margin attributes of the item/attribute initializer use the same margins.
    func testMarginAttributes() async {
        let (_, window) = makeLayoutWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        let view = constrainedView(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: container, attribute: .leftMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .right, relatedBy: .equal, toItem: container, attribute: .rightMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 20),
        ])
        container.layoutIfNeeded()
        assertRect(view.frame, CGRect(x: 8, y: 8, width: 184, height: 20))
    }

    /// The safe-area guide is the bounds inset by the safe area: on the default iPhone 15 Pro screen a 400 × 800
    /// window at the top has its top 59 pt unsafe (the status bar and Dynamic Island); its bottom edge, at 800,
    /// is above the home indicator's 34 pt (852 − 34 = 818), so it has no bottom inset.
    func testSafeAreaGuideIsTheBoundsInsetByTheSafeArea() async {
        let (_, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        assertRect(view.frame, CGRect(x: 0, y: 59, width: 400, height: 741))
    }

    /// A custom layout guide takes part like a view: two views spaced by a guide, the guide's frame solved.
    func testCustomLayoutGuideSpacesViews() async {
        let (_, window) = makeLayoutWindow()
        let a = constrainedView(in: window)
        let b = constrainedView(in: window)
        let gap = UILayoutGuide()
        window.addLayoutGuide(gap)
        XCTAssertTrue(window.layoutGuides.contains { $0 === gap })
        NSLayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100),
                gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 30),
                b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                gap.topAnchor.constraint(equalTo: window.topAnchor), gap.heightAnchor.constraint(equalToConstant: 5),
            ]
                + [a, b].flatMap {
                    [
                        $0.topAnchor.constraint(equalTo: window.topAnchor),
                        $0.heightAnchor.constraint(equalToConstant: 50),
                    ]
                })
        window.layoutIfNeeded()
        assertRect(a.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        assertRect(b.frame, CGRect(x: 130, y: 0, width: 270, height: 50))
        assertRect(gap.layoutFrame, CGRect(x: 100, y: 0, width: 30, height: 5))
    }

    /// anchorWithOffset(to:) makes a dimension of the distance between two anchors.
    func testAnchorWithOffsetMakesADistance() async {
        let (_, window) = makeLayoutWindow()
        let a = constrainedView(in: window)
        let b = constrainedView(in: window)
        NSLayoutConstraint.activate(
            [
                a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                a.heightAnchor.constraint(equalToConstant: 40),
                a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 25),
                b.heightAnchor.constraint(equalToConstant: 40),
            ]
                + [a, b].flatMap {
                    [
                        $0.leftAnchor.constraint(equalTo: window.leftAnchor),
                        $0.widthAnchor.constraint(equalToConstant: 10),
                    ]
                })
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minY, 75)
    }

    /// Changing `constant` re-solves and the next layout pass moves the frame; nothing moves before it.
    func testConstantChangeMovesFrameAtNextLayoutPass() async {
        let (loop, window) = makeLayoutWindow()
        let view = constrainedView(in: window)
        let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        loop.step()
        XCTAssertEqual(view.frame.minY, 100)
        top.constant = 300
        XCTAssertEqual(view.frame.minY, 100, "frames change at layout, not when the constant changes")
        loop.step()
        XCTAssertEqual(view.frame.minY, 300)
    }
}
