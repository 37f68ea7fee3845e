// GIF frame delays are whole centiseconds. Frame k is shown from round(k·100/fps) to round((k+1)·100/fps)
// centiseconds, so each delay is the difference of two rounded boundaries: the rounding error never accumulates
// and N frames last round(N·100/fps) centiseconds, within 5 ms of N/fps seconds.

/// Centisecond delays that keep an animation's total duration right.
enum GIFDelays {
    /// The delay of frame `index` (0-based) at `framesPerSecond`, in centiseconds.
    static func centiseconds(frame index: Int, framesPerSecond: Int) -> Int {
        boundary(index + 1, framesPerSecond) - boundary(index, framesPerSecond)
    }

    /// round(frames × 100 / fps), halves rounding up.
    private static func boundary(_ frames: Int, _ fps: Int) -> Int {
        (frames * 200 + fps) / (2 * fps)
    }
}
