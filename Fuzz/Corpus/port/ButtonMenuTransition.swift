import UIKit

/// A menu that a button opens with a custom transition; the close button comes from a storyboard.
class MenuHostViewController: UIViewController {
    @IBOutlet weak var closeButton: UIButton!
    let menuButton = UIButton(type: .system)
    private(set) var menuOpen = false
    private(set) var hinted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        menuButton.addTarget(self, action: #selector(toggleMenu(_:)), for: .touchUpInside)
        closeButton?.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        view.addSubview(menuButton)
        perform(#selector(hintMenu), with: nil, afterDelay: 1.5)
    }

    @objc func toggleMenu(_ sender: UIButton) {
        menuOpen.toggle()
        sender.isSelected = menuOpen
    }

    @IBAction func close(_ sender: Any) {
        menuOpen = false
    }

    @objc func hintMenu() {
        hinted = true
    }
}
