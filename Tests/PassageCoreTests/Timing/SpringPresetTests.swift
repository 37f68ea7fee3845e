// The spring presets: UISpringTimingParameters(dampingRatio:response:), the system spring, SwiftUI's bounce.
import XCTest

@testable import PassageCore

final class SpringPresetTests: XCTestCase {
    /// m = 1, k = (2π/response)², c = 4πζ/response: ζ 0.8, response 0.5 → k 157.913670, c 20.106193 (1e-6).
    func testSpringTimingParametersFollowResponseFormula() {
        let spring = DampedHarmonicSpring.springTimingParameters(dampingRatio: 0.8, response: 0.5)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.913670, accuracy: 1e-6)
        XCTAssertEqual(spring.damping, 20.106193, accuracy: 1e-6)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-12)
    }

    /// UISpringTimingParameters(): mass 3, stiffness 1000, damping 500.
    func testSystemSpringConstants() {
        let spring = DampedHarmonicSpring.systemSpring
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping], [3, 1000, 500])
    }

    /// iOS 17 animate(springDuration:bounce:): ζ = 1 − bounce (bounce ≥ 0), 1/(1 + bounce) (bounce < 0).
    func testSwiftUIBounceMapsToDampingRatio() {
        XCTAssertEqual(DampedHarmonicSpring.swiftUIStyle(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(DampedHarmonicSpring.swiftUIStyle(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(
            DampedHarmonicSpring.swiftUIStyle(duration: 0.5, bounce: 0),
            DampedHarmonicSpring.springTimingParameters(dampingRatio: 1, response: 0.5))
    }

    /// bounce is clamped to [−0.99, 0.99] (ζ in [0.01, 100]); NaN → 0.
    func testSwiftUIBounceIsClamped() {
        XCTAssertEqual(DampedHarmonicSpring.swiftUIStyle(duration: 1, bounce: 5).dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(DampedHarmonicSpring.swiftUIStyle(duration: 1, bounce: -1).dampingRatio, 100, accuracy: 1e-9)
        XCTAssertEqual(DampedHarmonicSpring.swiftUIStyle(duration: 1, bounce: .nan).dampingRatio, 1, accuracy: 1e-12)
    }
}
