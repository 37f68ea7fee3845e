// The photo app of the zoom demos: a grid of photos (a collection view of PhotoCells) and a detail screen that
// pages between photos. The detail's `preferredTransition` is iOS 18's zoom; its provider looks the cell up
// from the item the detail shows now (Apple's advice: a stable identifier, never a captured cell), so a detail
// paged to another photo zooms back into that photo's cell.
import Passage

/// A grid of photos, three to a row.
final class ZoomGridController: UICollectionViewController {
    static let itemCount = 24
    static let columns = 3

    let log: DemoEventLog

    init(log: DemoEventLog) {
        self.log = log
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns = CGFloat(Self.columns)
        let side = ((view.bounds.width - 2 * (columns - 1)) / columns).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.configure(item: indexPath.item)
        return cell
    }

    /// The view the zoom starts from and returns to for `item`: its cell's content view (rounded), if on screen.
    func zoomSource(for item: Int) -> UIView? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentView
    }

    /// A detail screen for `item` that zooms out of (and back into) the item's cell.
    func makeDetail(item: Int) -> ZoomPhotoDetailController {
        let detail = ZoomPhotoDetailController(item: item, log: log)
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomPhotoDetailController)?.pictureFrame
        }
        let log = log
        detail.preferredTransition = .zoom(options: options) { context in
            guard let detail = context.zoomedViewController as? ZoomPhotoDetailController else { return nil }
            log.add("zoom source \(detail.item)")
            let source = context.sourceViewController
            let grid =
                source as? ZoomGridController
                ?? (source as? UINavigationController)?.topViewController as? ZoomGridController
            return grid?.zoomSource(for: detail.item)
        }
        return detail
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("grid.willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("grid.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("grid.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("grid.didDisappear") }
}

/// A detail screen paging between photos: one page per photo from the one it opened on, each a DetailPageView
/// showing the photo over the place's text.
final class ZoomPhotoDetailController: UIViewController {
    /// How many pages the detail has, from the photo it opened on.
    static let pageCount = 3

    let firstItem: Int
    let log: DemoEventLog
    private let scrollView = UIScrollView()
    private var pages: [DetailPageView] = []

    init(item: Int, log: DemoEventLog) {
        firstItem = item
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = SampleContent.place(item).name
    }

    required init?(coder: NSCoder) { nil }

    /// The photo shown now.
    var item: Int {
        let width = max(scrollView.bounds.width, 1)
        return firstItem + Int((scrollView.contentOffset.x / width).rounded())
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        scrollView.isPagingEnabled = true
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(scrollView)
        pages = (0..<Self.pageCount).map { offset in
            let item = firstItem + offset
            let page = DetailPageView(place: SampleContent.place(item))
            page.picture.image = Landscape.image(seed: PhotoCell.seed(for: item))
            scrollView.addSubview(page)
            return page
        }
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
    }

    /// Where the photo shown now is, in the controller's view (below the bars when the scroll view is inset).
    var pictureFrame: CGRect? {
        let index = item - firstItem
        guard pages.indices.contains(index) else { return nil }
        let picture = pages[index].picture
        return picture.convert(picture.bounds, to: view)
    }

    /// Pages to the next photo, as a swipe would.
    func showNextPhoto() {
        let width = scrollView.bounds.width
        let next = min(CGFloat(item - firstItem + 1), CGFloat(pages.count - 1))
        scrollView.setContentOffset(CGPoint(x: next * width, y: 0), animated: true)
        title = SampleContent.place(firstItem + Int(next)).name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("detail.willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("detail.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("detail.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("detail.didDisappear") }
}
