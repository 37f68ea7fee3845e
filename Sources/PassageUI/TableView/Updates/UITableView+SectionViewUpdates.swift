// Headers and footers in an update animation: the views of sections that stay move from where they are to their
// new frames; the views of deleted sections fade out and leave; views that come on screen fade in at their place.
import Foundation
import PassageCore

/// The section views' part in an update animation.
@MainActor
struct SectionViewTransition {
    var moves: [(view: UIView, end: CGRect)] = []
    var arrivals: [UIView] = []
    var departures: [(view: UIView, section: Int, isHeader: Bool)] = []
    weak var tableView: UITableView?

    /// Inside the animation block: moves and fades.
    func animate() {
        for move in moves { move.view.frame = move.end }
        for view in arrivals { view.alpha = 1 }
        for departure in departures { departure.view.alpha = 0 }
    }

    /// When the animation ends: departed views leave (queued for reuse).
    func finish() {
        for departure in departures {
            departure.view.alpha = 1
            tableView?.retireHeaderFooter(departure.view, section: departure.section, isHeader: departure.isHeader)
        }
    }
}

extension UITableView {
    /// Re-keys the section views to their new sections and lays out the new geometry's section views, keeping
    /// the survivors at their old frames and new ones transparent until the animation.
    func prepareSectionViews(mapping: BatchUpdateMapping, newGeometry: TableGeometry, target: CGRect)
        -> SectionViewTransition
    {
        var transition = SectionViewTransition(tableView: self)
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        for isHeader in [true, false] {
            let old = isHeader ? visibleHeaders : visibleFooters
            var rekeyed: [Int: UIView] = [:]
            for (section, view) in old {
                if let new = mapping.sections[section] {
                    rekeyed[new] = view
                    startFrames[ObjectIdentifier(view)] = view.frame
                } else {
                    transition.departures.append((view, section, isHeader))
                }
            }
            if isHeader { visibleHeaders = rekeyed } else { visibleFooters = rekeyed }
        }
        let before = Set((Array(visibleHeaders.values) + Array(visibleFooters.values)).map(ObjectIdentifier.init))
        UIView.performWithoutAnimation {
            tileSectionViews(newGeometry, visibleRect: target)
            for view in Array(visibleHeaders.values) + Array(visibleFooters.values) {
                if let start = startFrames[ObjectIdentifier(view)], before.contains(ObjectIdentifier(view)) {
                    let end = view.frame
                    view.frame = start
                    transition.moves.append((view, end))
                } else {
                    view.alpha = 0
                    transition.arrivals.append(view)
                }
            }
        }
        return transition
    }
}
