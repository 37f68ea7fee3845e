// `import CoreGraphics` on Linux: a module with Core Graphics' name. Foundation on Linux already defines
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform`; Passage adds the rest (`CGContext`, `CGPath`,
// `CGColor`, `CGImage`, `CGGradient`, …). Both are re-exported, so `#if canImport(CoreGraphics)` code is seen.
@_exported import Foundation
@_exported import Passage
