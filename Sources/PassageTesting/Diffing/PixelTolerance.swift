// How far a snapshot image may stray from its reference: every channel (red, green, blue, alpha, 0…255) of every
// pixel within `perChannel` levels, except at most `differingPixels` pixels. The default (2 levels, no pixel)
// is the one Passage's own golden images use: it absorbs rounding changes in the rasterizer, not a visible change.

/// The per-channel tolerance images are compared with.
public struct PixelTolerance: Hashable, Sendable {
    /// How many levels (of 255) each channel may differ by. Default 2.
    public var perChannel: Int
    /// How many pixels may differ by more than `perChannel`. Default 0.
    public var differingPixels: Int

    /// A tolerance of `perChannel` levels per channel with at most `differingPixels` pixels beyond it.
    public init(perChannel: Int = 2, differingPixels: Int = 0) {
        self.perChannel = max(0, perChannel)
        self.differingPixels = max(0, differingPixels)
    }

    /// ±2 levels per channel, no pixel beyond: Passage's golden-image tolerance.
    public static let standard = PixelTolerance()
    /// Byte-identical images.
    public static let exact = PixelTolerance(perChannel: 0)
}
