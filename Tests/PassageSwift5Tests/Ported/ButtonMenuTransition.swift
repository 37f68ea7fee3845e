import UIKit

/// A menu that a button opens with a custom transition; the close button comes from a storyboard.
class MenuHostViewController: UIViewController {
    weak var closeButton: UIButton!
    let menuButton = UIButton(type: .system)
    private(set) var menuOpen = false
    private(set) var hinted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        menuButton.addTarget(self, action: Self.toggleMenu, for: .touchUpInside)
        closeButton?.addTarget(self, action: { (receiver: MenuHostViewController) in { (sender: UIControl) in receiver.close(sender) } }, for: .touchUpInside)
        view.addSubview(menuButton)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { self.hintMenu() }
    }

    func toggleMenu(_ sender: UIButton) {
        menuOpen.toggle()
        sender.isSelected = menuOpen
    }

    func close(_ sender: Any) {
        menuOpen = false
    }

    func hintMenu() {
        hinted = true
    }
}
