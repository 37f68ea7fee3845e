// `HUGE`, the C library's largest float (Darwin's math.h defines it as `MAXFLOAT`), which iOS code writes as
// an animation's `repeatCount` to repeat it forever. Glibc's Swift module does not export it.

/// The largest finite `Float` (Darwin's `HUGE`, equal to `MAXFLOAT`). As a `repeatCount`, it repeats an
/// animation for as long as the app runs.
public let HUGE: Float = .greatestFiniteMagnitude
