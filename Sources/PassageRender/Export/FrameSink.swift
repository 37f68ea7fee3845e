// The last step of a frame's flow: the render server hands each finished frame, in order, to a sink, which
// turns the sequence into a file (or keeps it). Sinks are single-use: create, write frames, finish once.
//
// Invariants every sink keeps:
// - Every frame has the size the sink was created with; a frame of another size is an `ExportError`.
// - Nothing appears at the destination until `finish()` succeeds: frames go to a temporary file or folder
//   next to it, which `finish()` renames into place. Any error, `cancel()` or dropping an unfinished sink
//   removes the temporary.
// - Same frames, same settings → byte-identical output (no timestamps, fixed compression settings).

/// A destination for rendered frames: receives them in order, then writes its file in `finish()`.
public protocol FrameSink: AnyObject {
    /// Width of every frame, in pixels.
    var width: Int { get }
    /// Height of every frame, in pixels.
    var height: Int { get }
    /// Playback rate the frames are timed at, 1…1000 frames per second.
    var framesPerSecond: Int { get }
    /// Appends one frame; throws `ExportError` (and discards the output) when it cannot be stored.
    func write(_ frame: Pixmap) throws
    /// Completes the output and moves it to its destination; the sink accepts nothing afterwards.
    func finish() throws
    /// Abandons the output, removing any temporary; harmless after `finish()`.
    func cancel()
}
