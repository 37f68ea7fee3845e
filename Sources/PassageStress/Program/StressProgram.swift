// A random transition program: what the window starts with, the operations an app performs one after another
// (with frames stepped in between), and how the app lets go at the end. A program is a value: the generator
// makes it from a seed, the runner plays it on a fresh frame loop, the shrinker cuts it down, and its
// `swiftSource` is Swift code that builds the same program again.
//
// Operations name what they act on by position (the n-th navigation controller reachable from the window, the
// n-th presented controller), taken modulo what exists when the operation runs; an operation with nothing to act
// on does nothing. So any sub-list of a program is itself a program that runs, which is what shrinking needs.
import Foundation

/// A transition program: a root, operations and an ending (a Passage addition for stress testing).
public struct StressProgram: Equatable, Sendable {
    /// The seed the program was generated from (0 for a program written by hand).
    public var seed: UInt64
    /// What the window's root view controller is.
    public var root: StressContent
    /// What the app does, in order.
    public var operations: [StressOperation]
    /// How the app lets the window go after the last operation.
    public var ending: StressEnding

    /// A program starting with `root`, performing `operations`, then ending with `ending` (the order
    /// `swiftSource` prints them in).
    public init(
        seed: UInt64 = 0, root: StressContent, ending: StressEnding = .idle, operations: [StressOperation]
    ) {
        self.seed = seed
        self.root = root
        self.operations = operations
        self.ending = ending
    }
}

/// How the app lets the window go once the program's operations are done.
public enum StressEnding: String, Equatable, Sendable, CaseIterable {
    /// Waits until the frame loop is idle, checks the settled screen, then drops the window.
    case idle
    /// Replaces the window's root view controller at once (whatever is presented or running), waits for idle,
    /// then drops the window.
    case replaceRoot
    /// Drops the window at once (whatever is presented or running), then runs the loop until idle.
    case dropWindow
}

/// A hierarchy of view controllers the program makes: for the root, a push or a presentation.
public indirect enum StressContent: Equatable, Sendable {
    /// A plain view controller with a couple of subviews.
    case plain
    /// A navigation controller holding `depth` plain controllers (at least one).
    case navigation(depth: Int)
    /// A tab bar controller of `count` tabs, each a navigation controller of one plain controller that defines a
    /// presentation context.
    case tabs(count: Int)
    /// A collection view controller (a grid of cells); pushes from it go layout to layout when both ends are
    /// collection view controllers.
    case collection
}
