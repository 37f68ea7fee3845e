// `import UIKit` on Linux: a module with UIKit's name that re-exports Passage, and Core Graphics and Quartz Core
// as iOS's UIKit does, so iOS sources compile with their imports as written and their `#if canImport(UIKit)`
// code is seen. It declares nothing of its own.
@_exported import CoreGraphics
@_exported import Passage
@_exported import QuartzCore
