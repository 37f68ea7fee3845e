import UIKit

/// What a drawer tells its delegate; everything but `drawerDidOpen` is optional.
@objc protocol DrawerControllerDelegate: NSObjectProtocol {
    /// Called before the drawer starts opening.
    @objc optional func drawerWillOpen(_ drawer: DrawerController)
    @objc optional func drawerOpenWidth(for drawer: DrawerController) -> CGFloat
    @objc optional func drawerShadowColor(for drawer: DrawerController) -> UIColor?
    @objc optional var allowsSwipeToClose: Bool { get }
    func drawerDidOpen(_ drawer: DrawerController)
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
        delegate?.drawerWillOpen?(self)
        let width = delegate?.drawerOpenWidth?(for: self) ?? 280
        panel.layer.shadowColor = delegate?.drawerShadowColor?(for: self)?.cgColor
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
