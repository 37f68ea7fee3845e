// Issue 25's guard for every later change: 500 random transition programs (24 operations each, about half of them
// landing while a transition runs) keep every invariant after every frame and at the end. A failure prints the
// shrunk program as Swift code with its seed, ready to paste into RegressionProgramTests.
import Foundation
import Passage
import PassageStress
import XCTest

@MainActor
final class RandomProgramTests: XCTestCase {
    /// Seeds 1…500 of the default generator: no invariant broken, nothing leaked.
    func testFiveHundredRandomProgramsKeepEveryInvariant() async {
        let generator = StressGenerator()
        let runner = StressRunner()
        var summary = StressSummary()
        for seed in UInt64(1)...500 {
            let program = generator.program(seed: seed)
            let result = runner.run(program)
            summary.add(result)
            if let failure = result.failure {
                let report =
                    StressShrinker().shrink(program).map {
                        StressShrinker.report($0.program, failure: $0.failure, original: program)
                    } ?? "\(failure) (did not fail again when shrunk)"
                XCTFail("seed \(seed) broke an invariant:\n\(report)")
                return
            }
        }
        XCTAssertEqual(summary.programs, 500)
        XCTAssertEqual(summary.failures, 0)
        XCTAssertGreaterThan(summary.frames, 500 * 24, "the programs ran their transitions")
        print(
            "500 programs: \(summary.operations) operations, \(summary.frames) frames, \(summary.checks) invariant checks"
        )
    }

    /// A seed always gives the same program, and a program always runs the same way (frames and checks).
    func testProgramsAreReproducibleFromTheirSeed() async {
        let generator = StressGenerator()
        XCTAssertEqual(generator.program(seed: 42), generator.program(seed: 42))
        XCTAssertNotEqual(generator.program(seed: 42), generator.program(seed: 43))
        let program = generator.program(seed: 42)
        XCTAssertEqual(StressRunner().run(program), StressRunner().run(program))
    }

    /// The generator draws every kind of operation, presentation style and animator over a few hundred programs.
    func testTheGeneratorCoversEveryKind() async {
        let programs = (UInt64(1)...300).map { StressGenerator().program(seed: $0) }
        let text = programs.map(\.swiftSource).joined()
        for kind in [
            ".push(", ".pop(", ".popToRoot(", ".popTo(", ".setViewControllers(", ".present(", ".dismiss(",
            ".selectTab(", ".changeDetent(", ".interactivePop(", ".interactivePush(", ".interactivePresent(",
            ".interactiveDismiss(", ".edgeSwipe(", ".sheetSwipe(", ".interruptAnimator(", ".layoutTransition(",
            ".replaceRoot(", ".pan(", ".pinch(", ".interactiveSelectTab(", ".dynamicsInteraction(",
        ] {
            XCTAssertTrue(text.contains(kind), kind)
        }
        for style in StressPresentationStyle.allCases { XCTAssertTrue(text.contains("style: .\(style),"), "\(style)") }
        for animator in StressAnimatorKind.allCases where animator != .planted {
            XCTAssertTrue(text.contains("animator: .\(animator)"), "\(animator)")
        }
        for action in StressGestureAction.allCases { XCTAssertTrue(text.contains("action: .\(action)"), "\(action)") }
        for ending in StressEnding.allCases { XCTAssertTrue(text.contains("ending: .\(ending.rawValue)"), "\(ending)") }
    }
}
