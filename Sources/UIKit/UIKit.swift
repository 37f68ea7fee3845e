// `import UIKit` on Linux: a module with UIKit's name that re-exports Passage, so iOS sources compile with their
// imports as written and their `#if canImport(UIKit)` code is seen. It declares nothing of its own.
@_exported import Passage
