// `import QuartzCore` on Linux: a module with Core Animation's name that re-exports Passage (layers, animations,
// transactions and display links live in PassageCore), so `#if canImport(QuartzCore)` code is seen.
@_exported import Passage
