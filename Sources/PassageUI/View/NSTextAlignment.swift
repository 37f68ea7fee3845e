// Text alignment. UIKit gets NSTextAlignment from Foundation on Apple platforms; swift-corelibs-foundation
// lacks it, so Passage defines it with iOS's raw values.
import Foundation

/// How lines of text are aligned horizontally (iOS's `NSTextAlignment`, with iOS's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge. Raw value 0.
    case left = 0
    /// Centred. Raw value 1.
    case center = 1
    /// Along the right edge. Raw value 2.
    case right = 2
    /// Both edges, except the last line of a paragraph. Raw value 3.
    case justified = 3
    /// The script's natural alignment (left for left-to-right text). Raw value 4.
    case natural = 4
}
