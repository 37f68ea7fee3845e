// Registration and dequeuing. A registered class is instantiated through `init(style:reuseIdentifier:)` (cells)
// or `init(reuseIdentifier:)` (headers and footers), which the base classes declare `required` (Swift on Linux
// cannot instantiate a class by name). A dequeue hands back a queued view of the identifier after
// `prepareForReuse()`, or a new one.
import Foundation
import PassageCore

extension UITableView {
    /// Registers `cellClass` (a UITableViewCell subclass) for `identifier`; nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            diagnosticLoop.diagnose(
                .tableRegisterClassMismatch, .error,
                "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell subclass; ignored"
            )
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers `aClass` (a UITableViewHeaderFooterView subclass) for header and footer views of `identifier`;
    /// nil unregisters.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            diagnosticLoop.diagnose(
                .tableRegisterClassMismatch, .error,
                "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a UITableViewHeaderFooterView subclass; ignored"
            )
            return
        }
        headerFooterClasses[identifier] = type
    }

    /// A queued cell of `identifier` (after `prepareForReuse()`), a new instance of the class registered for
    /// it, or nil when there is neither (the pre-iOS 6 pattern then makes one with `init(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = cellQueues[identifier], let reused = queue.popLast() {
            cellQueues[identifier] = queue
            reused.prepareForReuse()
            return reused
        }
        guard let type = cellClasses[identifier] else { return nil }
        createdCellCount += 1
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: a queued one of `identifier` (after `prepareForReuse()`) or a new
    /// instance of the registered class, sized to the row. An unregistered identifier (UIKit raises) logs an
    /// error and gives a default-style cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let dequeued = dequeueReusableCell(withIdentifier: identifier) {
            cell = dequeued
        } else {
            diagnosticLoop.diagnose(
                .tableDequeueUnregisteredCell, .error,
                "unable to dequeue a cell with identifier \"\(identifier)\": register a class for it first; using a default-style cell"
            )
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if let frame = cachedGeometry?.rowFrame(indexPath) {
            cell.frame = CGRect(origin: cell.frame.origin, size: frame.size)
        }
        return cell
    }

    /// A queued header or footer view of `identifier` (after `prepareForReuse()`), a new instance of the class
    /// registered for it, or nil when none is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let reused = queue.popLast() {
            headerFooterQueues[identifier] = queue
            reused.prepareForReuse()
            return reused
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        return type.init(reuseIdentifier: identifier)
    }
}
