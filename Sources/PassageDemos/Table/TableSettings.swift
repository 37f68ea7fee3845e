// A settings-like list, as iOS apps write it: a UITableViewController in the inset-grouped style with icons,
// value1 rows and disclosure indicators; a tap on "Wallpaper" selects the row and pushes its detail page. Then the
// edge swipe back scrubs the pop, and the row's grey selection fades under the finger: UITableViewController
// clears its selection alongside the transition (the coordinator pattern of WWDC 2013 session 218), so the fade
// follows the swipe and completes with the pop.
import Passage

extension DemoCatalog {
    /// The settings list: a tap pushes a detail page, the edge swipe back scrubs the row's deselection.
    public static func tableSettings() -> Scene {
        Scene(
            name: "table-settings",
            summary:
                "a settings list (UITableViewController, inset grouped): a tap selects a row and pushes its page; the edge swipe back fades the selection with the finger (session 218)",
            duration: TableSettingsScene.duration, trace: TableSettingsScene.trace
        ) { window in
            TableSettingsScene(in: window).watched
        }
    }
}

/// A value1 cell, as iOS code makes a registered class use a style other than `.default`.
final class SettingsCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) { nil }
}

/// The settings list; a selected row pushes its place's detail page.
final class SettingsController: UITableViewController {
    let log: DemoEventLog
    private var icons: [String: UIImage] = [:]

    init(log: DemoEventLog) {
        self.log = log
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingsCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { SampleContent.settings.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        SampleContent.settings[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = SampleContent.settings[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.imageView?.image = icon(for: row)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = SampleContent.settings[indexPath.section][indexPath.row]
        log.add("didSelect(\(row.title))")
        navigationController?.pushViewController(SettingsDetailController(row: row), animated: true)
    }

    private func icon(for row: SettingsRow) -> UIImage {
        if let icon = icons[row.title] { return icon }
        let icon = SettingsIcon.image(row.glyph, color: row.color)
        icons[row.title] = icon
        return icon
    }
}

/// A row's detail page: the Kit's page about its place.
final class SettingsDetailController: UIViewController {
    let row: SettingsRow

    init(row: SettingsRow) {
        self.row = row
        super.init(nibName: nil, bundle: nil)
        title = row.title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = DetailPageView(place: SampleContent.place(row.placeIndex), frame: UIScreen.main.bounds)
    }
}

/// The settings demo's controllers and timeline.
@MainActor
final class TableSettingsScene {
    static let duration: TimeInterval = 3.6
    /// The tap on "Wallpaper".
    static let tapTime: TimeInterval = 0.5
    static let tapHold: TimeInterval = 0.15
    /// The edge swipe back: down, scrubbing slowly to 60% of the width, released moving right.
    static let swipeStart: TimeInterval = 1.5
    static let swipeDuration: TimeInterval = 1.2
    /// Where "Wallpaper" (section 2, row 2) is: below the navigation bar, after the 35 pt top gap, three 44 pt
    /// rows, an 18 pt footer and 18 pt header, three more rows, another footer and header, and two rows.
    static let wallpaperRow = IndexPath(row: 2, section: 2)
    static let wallpaperCenterY: CGFloat = 35 + 3 * 44 + 18 + 18 + 3 * 44 + 18 + 18 + 2 * 44 + 22

    /// The tap on the row, then the edge swipe.
    static func trace(screen: CGSize) -> TouchTrace {
        let device = UIScreen.main.device
        let top = device.navigationBarTop + device.navigationBarHeight
        let tap = TouchTrace.tap(
            at: CGPoint(x: screen.width / 2, y: top + wallpaperCenterY), time: tapTime, holdDuration: tapHold)
        let swipe = TouchTrace.edgeSwipe(
            edge: .left, in: screen, at: screen.height / 2, toFraction: 0.6, releaseVelocity: 400,
            startTime: swipeStart, duration: swipeDuration)
        return tap.merged(with: swipe)
    }

    let log = DemoEventLog()
    let navigation: UINavigationController
    let settings: SettingsController

    init(in window: UIWindow) {
        let settings = SettingsController(log: log)
        self.settings = settings
        navigation = UINavigationController(rootViewController: settings)
        window.rootViewController = navigation
    }

    /// The table and the Wallpaper row's cell.
    var watched: WatchedViews {
        var views: WatchedViews = ["table": settings.tableView]
        if let cell = settings.tableView.cellForRow(at: Self.wallpaperRow) { views.append("wallpaper row", cell) }
        return views
    }
}
