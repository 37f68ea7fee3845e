// Collection-view costs: a separate release-built executable, never timed assertions in tests.
//
//     swift run -c release --package-path Benchmarks collection-cost [max-items]
//
// For a 375 × 667 collection view over a flow layout of N 50-pt items (N = 1k, 10k, 100k):
// - prepare: the layout's one-time solve after an invalidation (`invalidateLayout()` then `prepare()`);
// - scroll frame: one frame of scrolling by 7 points: setting the offset and the collection view's layout pass
//   (querying the visible rect's attributes, retiring the cells that left, dequeuing and placing new ones);
// - transition frame: one frame of an interactive transition between two flow layouts of N items (50-pt and
//   80-pt squares) driven by progress: setting `transitionProgress`, `invalidateLayout()` and the layout pass
//   that blends the visible elements of both layouts.
// Median and minimum over the samples, after warm-up frames.
import BenchmarkSupport
import Foundation
import PassageCore
import PassageUI

/// A data source of one section of `count` plain cells.
@MainActor
final class Source: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
func makeCollectionView(count: Int, side: CGFloat = 50) -> (UICollectionView, UICollectionViewFlowLayout, Source) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(count: count)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return (collectionView, layout, source)
}

@MainActor
func measurePrepare(count: Int, samples: Int) -> Stats {
    let (collectionView, layout, source) = makeCollectionView(count: count)
    let results = (0..<samples).map { _ in
        time {
            layout.invalidateLayout()
            layout.prepare()
        }
    }
    withExtendedLifetime((collectionView, source)) {}
    return Stats(results)
}

@MainActor
func measureScroll(count: Int, warmup: Int, samples: Int) -> (Stats, cellsCreated: Int) {
    let (collectionView, _, source) = makeCollectionView(count: count)
    let maxY = collectionView.contentSize.height - collectionView.bounds.height
    var y: CGFloat = 0
    var results: [Double] = []
    for frame in 0..<(warmup + samples) {
        y += 7
        if y > maxY { y = 0 }
        let nanoseconds = time {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }
        if frame >= warmup { results.append(nanoseconds) }
    }
    let cells = collectionView.subviews.count
    withExtendedLifetime(source) {}
    return (Stats(results), cells)
}

@MainActor
func measureTransition(count: Int, warmup: Int, samples: Int) -> Stats {
    let (collectionView, _, source) = makeCollectionView(count: count)
    collectionView.contentOffset = CGPoint(x: 0, y: collectionView.contentSize.height / 2)
    collectionView.layoutIfNeeded()
    let next = UICollectionViewFlowLayout()
    next.itemSize = CGSize(width: 80, height: 80)
    let transition = collectionView.startInteractiveTransition(to: next)
    collectionView.layoutIfNeeded()
    var results: [Double] = []
    for frame in 0..<(warmup + samples) {
        let progress = CGFloat(frame % 100) / 100
        let nanoseconds = time {
            transition.transitionProgress = progress
            transition.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        if frame >= warmup { results.append(nanoseconds) }
    }
    withExtendedLifetime(source) {}
    return Stats(results)
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1e6 ? String(format: "%.2f ms", nanoseconds / 1e6) : String(format: "%.1f µs", nanoseconds / 1e3)
}

@MainActor
func run(maxItems: Int) {
    let loop = FrameLoop()
    loop.makeCurrent()
    let sizes = [1_000, 10_000, 100_000].filter { $0 <= maxItems }
    print(
        "| items | prepare (median / min) | prepare per item | scroll frame (median / min) | cells | transition frame (median / min) |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    for count in sizes {
        let prepare = measurePrepare(count: count, samples: count >= 100_000 ? 5 : 11)
        let (scroll, cells) = measureScroll(count: count, warmup: 50, samples: 301)
        let transition = measureTransition(count: count, warmup: 20, samples: 201)
        print(
            "| \(count) | \(format(prepare.median)) / \(format(prepare.minimum)) | \(String(format: "%.0f ns", prepare.median / Double(count))) | \(format(scroll.median)) / \(format(scroll.minimum)) | \(cells) | \(format(transition.median)) / \(format(transition.minimum)) |"
        )
    }
}

let maxItems = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
MainActor.assumeIsolated {
    run(maxItems: maxItems)
}
