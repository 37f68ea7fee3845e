// The pure math of scrolling: UIKit's rubber band and its inverse, the per-millisecond deceleration and its
// projected distance, the critically damped spring-back's settle time, and the paging rule.
import Foundation
import XCTest

@testable import PassageUI

final class ScrollPhysicsMathTests: XCTestCase {
    /// Reference file: past an edge the content moves d · (1 − 1 / (x · 0.55 / d + 1)); slope 0.55 at the edge.
    func testRubberBandFollowsUIKitsFormula() {
        let band = RubberBand(dimension: 800)
        XCTAssertEqual(band.offset(forOverscroll: 0), 0)
        XCTAssertEqual(band.offset(forOverscroll: 100), 800 * (1 - 1 / (55.0 / 800 + 1)), accuracy: 1e-9)
        XCTAssertEqual(band.offset(forOverscroll: 100), 51.4620, accuracy: 1e-4)
        XCTAssertEqual(band.offset(forOverscroll: 800), 283.8710, accuracy: 1e-4)
        XCTAssertEqual(band.offset(forOverscroll: -400), -172.5490, accuracy: 1e-4)
        XCTAssertEqual(band.offset(forOverscroll: 0.001) / 0.001, 0.55, accuracy: 1e-5)
        XCTAssertLessThan(band.offset(forOverscroll: 1e9), 800)
    }

    /// The inverse band maps a shown overscroll back to the finger travel (a finger catching a spring-back).
    func testRubberBandInverseRoundTrips() {
        let band = RubberBand(dimension: 667)
        for travel in [-2000.0, -300, -1, 0, 0.5, 42, 667, 5000] as [CGFloat] {
            XCTAssertEqual(
                band.overscroll(forOffset: band.offset(forOverscroll: travel)), travel,
                accuracy: 1e-6 * max(1, abs(travel)))
        }
    }

    /// Reference file: v(t) = v0 · r^(t / 1 ms); a release rests v0 / 1000 · r / (1 − r) away (0.998 and 0.99).
    func testDecelerationTravelsTheProjectedDistanceForBothRates() {
        for (rate, factor) in [(CGFloat(0.998), CGFloat(0.499)), (0.99, 0.099)] {
            XCTAssertEqual(
                ScrollDeceleration.projectedDistance(velocity: 1000, rate: rate), 1000 * factor, accuracy: 1e-9)
            let coast = ScrollDeceleration(start: 50, velocity: -2000, rate: rate)
            XCTAssertEqual(coast.target, 50 - 2 * rate / (1 - rate), accuracy: 1e-9)
            // After n whole milliseconds: the sum of v0/1000 · r^k for k = 1…n.
            let sum = (1...250).reduce(CGFloat(0)) { $0 + -2 * pow(rate, CGFloat($1)) }
            XCTAssertEqual(coast.position(at: 0.25) - 50, sum, accuracy: 1e-9)
            XCTAssertEqual(
                coast.velocity(at: 0.1) / coast.velocity(at: 0.099), rate, accuracy: 1e-9,
                "one millisecond keeps r of the speed")
            XCTAssertTrue(coast.isAtRest(at: coast.duration + 1e-6))
            XCTAssertFalse(coast.isAtRest(at: coast.duration - 0.01))
        }
    }

    /// A chosen target replaces the projected distance: the motion keeps the rate's shape and ends there.
    func testDecelerationToAChosenTargetEndsThere() {
        let coast = ScrollDeceleration(start: 100, target: 640, rate: 0.998)
        XCTAssertEqual(coast.position(at: 0), 100)
        XCTAssertEqual(coast.position(at: 0.5), 100 + 540 * (1 - pow(0.998, 500)), accuracy: 1e-9)
        XCTAssertEqual(coast.position(at: 60), 640, accuracy: 1e-9)
    }

    /// Critically damped spring-back settling in ScrollSpring.settleTime (0.5 s, within UIKit's 0.4–0.6 s):
    /// a release at rest has 0.1% of its displacement left at exactly 0.5 s, and never crosses the edge.
    func testSpringBackSettlesInHalfASecondWithoutCrossing() {
        let omega = ScrollSpring.angularFrequency
        XCTAssertEqual((1 + omega * 0.5) * exp(-omega * 0.5), 0.001, accuracy: 1e-12)
        let spring = ScrollSpring(from: -100, velocity: 0, target: 0)
        XCTAssertEqual(spring.position(at: 0.5), -0.1, accuracy: 1e-9)
        for frame in 0...60 { XCTAssertLessThanOrEqual(spring.position(at: Double(frame) / 60), 0) }
        XCTAssertFalse(spring.isAtRest(at: 0.49))
        XCTAssertTrue(spring.isAtRest(at: 0.51))
    }

    /// Paging: slower than 200 pt/s the nearest page; faster, the next page boundary in the direction of
    /// motion, within the first and last page.
    func testPagingChoosesThePageByPositionAndVelocity() {
        let paging = ScrollPaging(pageSize: 400, minimumOffset: 0, maximumOffset: 1600)
        let cases: [(offset: CGFloat, velocity: CGFloat, page: CGFloat)] = [
            (150, 0, 0), (250, 0, 400), (150, 500, 400), (50, 201, 400), (50, 199, 0), (650, -500, 400),
            (799, -300, 400), (401, -300, 400), (400, -300, 0), (1500, 3000, 1600), (-80, -900, 0), (1700, 0, 1600),
        ]
        for item in cases {
            XCTAssertEqual(
                paging.targetOffset(from: item.offset, velocity: item.velocity), item.page,
                "offset \(item.offset) at \(item.velocity) pt/s")
        }
    }
}
