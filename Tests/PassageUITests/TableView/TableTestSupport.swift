// Shared pieces of the table-view tests: a cell subclass written the iOS way, a data source and delegate over
// sections of strings that log what they are asked, and a table view in a window on a fresh frame loop.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A cell as iOS code writes it (the compiler's fix-it makes the initializer `required`), counting reuses.
final class CountingCell: UITableViewCell {
    var reuseCount = 0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A cell sized by Auto Layout: a box `boxHeight` tall pinned 10 pt inside the content view's top and bottom. The
/// height constraint is at 999, as iOS code writes it so it never fights the cell's own height.
final class AutoLayoutCell: UITableViewCell {
    let box = UIView(frame: .zero)
    private var heightConstraint: NSLayoutConstraint!

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        heightConstraint = box.heightAnchor.constraint(equalToConstant: 44)
        heightConstraint.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            heightConstraint,
        ])
    }

    required init?(coder: NSCoder) { nil }

    var boxHeight: CGFloat {
        get { heightConstraint.constant }
        set { heightConstraint.constant = newValue }
    }
}

/// A data source and delegate over `sections` of row titles, logging the questions it gets.
@MainActor
final class ListSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var identifier = "cell"
    var style: UITableViewCell.CellStyle = .default
    var boxHeights: [String: CGFloat] = [:]
    var log: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let title = sections[indexPath.section][indexPath.row]
        log.append("cell \(title)")
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = title
        if let cell = cell as? AutoLayoutCell { cell.boxHeight = boxHeights[title] ?? 44 }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.section).\(indexPath.row)")
    }
}

/// A table view that keeps its data source and its window alive (the test's lifetime).
final class RetainingTableView: UITableView {
    var retainedSource: AnyObject?
    var retainedWindow: UIWindow?
}

/// A window `size` big on a fresh frame loop holding a laid-out table of `style` over `sections`.
@MainActor
func makeTable(
    style: UITableView.Style = .plain, size: CGSize = CGSize(width: 375, height: 667), sections: [[String]],
    cellClass: UITableViewCell.Type = CountingCell.self, rowHeight: CGFloat? = 44,
    configure: (RetainingTableView, ListSource) -> Void = { _, _ in }
) -> (FrameLoop, RetainingTableView, ListSource) {
    let loop = FrameLoop()
    loop.makeCurrent()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let table = RetainingTableView(frame: window.bounds, style: style)
    table.contentInsetAdjustmentBehavior = .never
    if let rowHeight { table.rowHeight = rowHeight }
    table.register(cellClass, forCellReuseIdentifier: "cell")
    let source = ListSource(sections)
    table.retainedSource = source
    table.retainedWindow = window
    table.dataSource = source
    table.delegate = source
    configure(table, source)
    root.view.addSubview(table)
    table.layoutIfNeeded()
    return (loop, table, source)
}

/// `count` row titles "prefix0", "prefix1", ….
func rows(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\(prefix)\($0)" } }

extension UIView {
    /// The presented frame's origin (position minus half the bounds, no transform), from the presentation layer.
    var presentedOrigin: CGPoint {
        let layer = self.layer.presentation() ?? self.layer
        return CGPoint(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2)
    }
}
