// Plays a program on a fresh world: the operations with the checks after every frame, then the ending (settle,
// check the screen, completions and touches, let the window go, settle again, check that everything was
// released). Many programs run one after another with `run(programs:)`.
import Foundation
import Passage

/// What one program did (a Passage addition for stress testing).
public struct StressResult: Equatable, Sendable {
    /// The first invariant broken, or nil.
    public var failure: StressFailure?
    /// How many checks failed (1 when the first failure ended the program).
    public var failedChecks: Int
    /// Operations played (all of them unless a failure stopped the program early).
    public var operations: Int
    /// Frames stepped.
    public var frames: Int
    /// Invariant checks made.
    public var checks: Int
}

/// Runs transition programs and checks their invariants (a Passage addition for stress testing).
@MainActor
public struct StressRunner {
    /// Called after every `progressInterval` operations of a long program with the operations played so far
    /// (soak runs report memory this way).
    public var progress: ((Int) -> Void)?
    /// How often `progress` is called, in operations. Default 10,000.
    public var progressInterval = 10_000
    /// Whether a program goes on after its first failure (its checks too; the first failure is the one
    /// reported). Default false: the first failure ends the program. Soak runs measuring memory go on.
    public var continuesAfterFailure = false

    /// A runner.
    public init() {}

    /// Plays `program` and checks it.
    public func run(_ program: StressProgram) -> StressResult {
        let world = StressWorld(root: program.root)
        world.keepsGoing = continuesAfterFailure
        var played = 0
        for (index, operation) in program.operations.enumerated() {
            if world.failure != nil, !continuesAfterFailure { break }
            world.currentOperation = index
            world.play(operation)
            played += 1
            if played % 1_000 == 0 { world.compact() }
            if let progress, played % max(1, progressInterval) == 0 { progress(played) }
        }
        world.currentOperation = nil
        if world.failure == nil || continuesAfterFailure { end(world, with: program.ending) }
        world.stopChecking()
        return StressResult(
            failure: world.failure, failedChecks: world.failureCount, operations: played,
            frames: world.loop.frameCount, checks: world.checks)
    }

    private func end(_ world: StressWorld, with ending: StressEnding) {
        switch ending {
        case .idle:
            world.settle()
            guard world.failure == nil || world.keepsGoing else { return }
            world.checkFrame()
            world.checkLedger()
            world.dropWindow()
        case .replaceRoot:
            world.replaceRoot(with: .plain)
            world.settle()
            guard world.failure == nil || world.keepsGoing else { return }
            world.checkLedger()
            world.dropWindow()
        case .dropWindow:
            world.dropWindow()
        }
        // The app's run loop keeps turning after it lets go: a frame commits what the release changed.
        world.loop.advance(frames: 2)
        world.settle()
        guard world.failure == nil || world.keepsGoing else { return }
        world.checkLedger()
        world.runningAnimators.removeAll()
        world.checkReleased()
    }
}
