import UIKit

/// What a drawer tells its delegate; everything but `drawerDidOpen` is optional.
protocol DrawerControllerDelegate: AnyObject {
    /// Called before the drawer starts opening.
    func drawerWillOpen(_ drawer: DrawerController)
    func drawerOpenWidth(for drawer: DrawerController) -> CGFloat
    func drawerShadowColor(for drawer: DrawerController) -> UIColor?
    var allowsSwipeToClose: Bool { get }
    func drawerDidOpen(_ drawer: DrawerController)
}

extension DrawerControllerDelegate {
    func drawerWillOpen(_ drawer: DrawerController) {}
    func drawerOpenWidth(for drawer: DrawerController) -> CGFloat { 280 }
    func drawerShadowColor(for drawer: DrawerController) -> UIColor? { nil }
    var allowsSwipeToClose: Bool { true }
}

/// A side drawer that slides its panel in over the content.
class DrawerController: UIViewController {
    weak var delegate: DrawerControllerDelegate?
    let panel = UIView()
    private(set) var isOpen = false

    var swipeCloses: Bool {
        return delegate?.allowsSwipeToClose ?? true
    }

    func open() {
        delegate?.drawerWillOpen(self)
        let width = delegate?.drawerOpenWidth(for: self) ?? 280
        panel.layer.shadowColor = delegate?.drawerShadowColor(for: self)?.cgColor
        view.addSubview(panel)
        panel.frame = CGRect(x: -width, y: 0, width: width, height: view.bounds.height)
        UIView.animate(withDuration: 0.3, animations: {
            self.panel.frame.origin.x = 0
        }, completion: { _ in
            self.isOpen = true
            self.delegate?.drawerDidOpen(self)
        })
    }
}
