// Core Foundation's time type, which Foundation on Linux does not export.

/// A duration or point in media time, in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double
