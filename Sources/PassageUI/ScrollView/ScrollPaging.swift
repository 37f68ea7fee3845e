// Paging, as pure math on one axis: a paging scroll view rests on multiples of its bounds size. On release the
// velocity chooses the page: faster than `flickVelocity`, the next page boundary in the direction of motion
// (from an offset between pages 1 and 2, page 2 moving forward, page 1 moving back; from exactly page 1, page 2
// or page 0); slower, the nearest page. The result stays within the first and last page.
import Foundation

/// Chooses the page a paging scroll view settles on.
struct ScrollPaging: Sendable, Equatable {
    /// The release speed beyond which the direction alone chooses the next page, in points per second (a
    /// Passage choice: UIKit's threshold is undocumented).
    static let flickVelocity: CGFloat = 200

    /// The page size on the axis (the bounds size), in points.
    var pageSize: CGFloat
    /// The smallest offset (the first page), in points.
    var minimumOffset: CGFloat
    /// The largest offset, in points; the last page is the last multiple at or below it (or the minimum).
    var maximumOffset: CGFloat

    /// The offset of the page to rest on for a release at `offset` moving at `velocity` points per second
    /// (positive toward higher offsets).
    func targetOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        guard pageSize > 0, offset.isFinite else { return minimumOffset }
        let position = (offset - minimumOffset) / pageSize
        let lastPage = max(0, ((maximumOffset - minimumOffset) / pageSize + 1e-9).rounded(.down))
        var page: CGFloat
        if velocity > Self.flickVelocity {
            page = position.rounded(.down) + 1
        } else if velocity < -Self.flickVelocity {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        page = min(max(page, 0), lastPage)
        return minimumOffset + page * pageSize
    }
}
