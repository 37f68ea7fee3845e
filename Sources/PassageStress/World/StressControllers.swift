// The view controllers a program makes, written as an app writes them: a plain controller with a few subviews,
// a navigation and a tab bar controller that keep their own delegate, and a collection view controller. Each
// keeps the vendor that answers its transitions (delegates are weak in UIKit, so the app keeps them alive), and
// registers the completion blocks of the transition coordinator it sees in viewWillAppear with the world's
// ledger, which checks that each runs exactly once.
import Foundation
import Passage

/// The vendor of a controller's transitions and its record.
@MainActor
protocol StressControllerRole: UIViewController {
    var vendor: StressVendor { get }
    var record: ControllerRecord { get }
}

/// What the checks remember of a controller, kept apart from it so that it outlives it (a presentation's
/// completion must run if its controller ever appeared, even after the controller is gone).
@MainActor
final class ControllerRecord {
    /// Whether the controller has reached viewDidAppear.
    var everAppeared = false
}

/// Registers a coordinator completion for `controller` if a coordinator is there.
@MainActor
private func watchCoordinator(of controller: UIViewController, world: StressWorld?, callback: String) {
    guard let world, let coordinator = controller.transitionCoordinator else { return }
    let entry = world.ledger.expect("coordinator completion (\(controller.title ?? "?").\(callback))")
    coordinator.animate(alongsideTransition: nil) { [weak world] _ in
        guard let world, let message = world.ledger.ran(entry) else { return }
        world.fail(.completion, "coordinator completion: " + message)
    }
}

/// A plain controller: a background, a card and a label.
@MainActor
final class StressPlainController: UIViewController, StressControllerRole {
    let vendor: StressVendor
    let record = ControllerRecord()
    private weak var world: StressWorld?

    init(name: String, world: StressWorld) {
        vendor = StressVendor(world: world)
        self.world = world
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        label.text = title
        card.addSubview(label)
        view.addSubview(card)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        watchCoordinator(of: self, world: world, callback: "viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        watchCoordinator(of: self, world: world, callback: "viewWillDisappear")
    }
}

/// A navigation controller that is its own delegate's owner.
@MainActor
final class StressNavigationController: UINavigationController, StressControllerRole {
    let vendor: StressVendor
    let record = ControllerRecord()

    init(root: UIViewController, name: String, world: StressWorld) {
        vendor = StressVendor(world: world)
        super.init(rootViewController: root)
        title = name
        delegate = vendor
    }

    required init?(coder: NSCoder) { nil }
}

/// A tab bar controller that is its own delegate's owner.
@MainActor
final class StressTabBarController: UITabBarController, StressControllerRole {
    let vendor: StressVendor
    let record = ControllerRecord()

    init(name: String, world: StressWorld) {
        vendor = StressVendor(world: world)
        super.init(nibName: nil, bundle: nil)
        title = name
        delegate = vendor
    }

    required init?(coder: NSCoder) { nil }
}

/// A collection view controller with a grid of 24 cells; `side` sets the cell size so that a layout-to-layout
/// push changes it.
@MainActor
final class StressCollectionController: UICollectionViewController, StressControllerRole {
    let vendor: StressVendor
    let record = ControllerRecord()

    init(name: String, side: CGFloat, world: StressWorld) {
        vendor = StressVendor(world: world)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        super.init(collectionViewLayout: layout)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        24
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemOrange
        return cell
    }
}
