// The checks every sink shares: a valid size and frame rate at creation, the same size for every frame,
// and no frames after the sink closed.

/// Size, rate and open/closed bookkeeping shared by the sinks.
struct FrameSinkSettings {
    /// The destination as messages name it.
    let path: String
    let width: Int
    let height: Int
    let framesPerSecond: Int
    /// Frames accepted so far.
    private(set) var frameCount = 0
    /// False once the sink finished, failed or was cancelled.
    private(set) var isOpen = true

    /// Validates the size (sides 1…maximumSide, under 2^31 bytes of RGBA) and rate (1…1000).
    init(path: String, width: Int, height: Int, framesPerSecond: Int, maximumSide: Int = 1 << 24) throws {
        // Pixmap's own limit: a frame buffer stays under 2^31 bytes.
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height), width * height < Int(Int32.max) / 4
        else {
            throw ExportError.invalidSize(path: path, width: width, height: height, maximum: maximumSide)
        }
        guard (1...1000).contains(framesPerSecond) else {
            throw ExportError.invalidFramesPerSecond(path: path, value: framesPerSecond)
        }
        self.path = path
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }

    /// Throws unless the sink is open and `frame` has the sink's size; counts the frame when it passes.
    mutating func accept(_ frame: Pixmap) throws {
        try checkOpen()
        guard frame.width == width, frame.height == height else {
            throw ExportError.sizeMismatch(
                path: path, frameIndex: frameCount, expectedWidth: width, expectedHeight: height,
                width: frame.width, height: frame.height)
        }
        frameCount += 1
    }

    /// Throws `sinkClosed` once the sink is closed.
    func checkOpen() throws {
        guard isOpen else { throw ExportError.sinkClosed(path: path) }
    }

    /// Marks the sink closed; later writes and finishes throw.
    mutating func close() {
        isOpen = false
    }
}
