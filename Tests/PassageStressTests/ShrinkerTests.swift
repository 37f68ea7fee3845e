// The shrinker, on a planted bug: an animator that takes the incoming view out of the container before completing
// (a black screen). The first failing program of 12 operations shrinks to the one presentation that shows it.
import Foundation
import Passage
import PassageStress
import XCTest

@MainActor
final class ShrinkerTests: XCTestCase {
    /// Seed 4 with only the planted animator fails, and shrinks to exactly this program and failure.
    func testPlantedBlackScreenShrinksToOnePresentation() async {
        let program = StressGenerator(operationCount: 12, animators: [.planted]).program(seed: 4)
        XCTAssertEqual(StressRunner().run(program).failure?.kind, .appearanceOnScreen)
        guard let (small, failure) = StressShrinker().shrink(program) else {
            return XCTFail("the planted program passes")
        }
        XCTAssertEqual(
            small,
            StressProgram(
                seed: 4, root: .plain, ending: .idle,
                operations: [.present(from: 0, style: .fullScreen, content: .plain, animated: true, animator: .planted)]
            ))
        XCTAssertEqual(
            StressShrinker.report(small, failure: failure, original: program),
            """
            // seed 4: 1 of 12 operations fail: appearanceOnScreen at frame 18, ending: P2 is appeared but its view is not in the window
            let program = StressProgram(
                seed: 4, root: .plain, ending: .idle,
                operations: [
                    .present(from: 0, style: .fullScreen, content: .plain, animated: true, animator: .planted),
                ]
            )
            XCTAssertNil(StressRunner().run(program).failure)
            """)
    }

    /// A passing program does not shrink.
    func testPassingProgramIsNotShrunk() async {
        XCTAssertNil(StressShrinker().shrink(StressProgram(root: .plain, operations: [.advance(frames: 1)])))
    }
}
