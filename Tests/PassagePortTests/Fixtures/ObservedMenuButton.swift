import UIKit

/// A menu animator in the style of menu-transition libraries: it follows its button by key-value observing and
/// lays out its chrome again whenever the button moves or its badge shows or hides.
final class MenuChromeTracker: NSObject {
    private var buttonContext = 0
    private(set) var chromeLayouts = 0
    private(set) var lastButtonFrame: CGRect = .zero
    private(set) var badgeChanges: [Bool] = []
    let badge = UIView()

    var menuButton: UIButton? {
        willSet {
            menuButton?.removeObserver(self, forKeyPath: "frame")
        }
        didSet {
            menuButton?.addObserver(self, forKeyPath: "frame", options: [.new], context: &buttonContext)
        }
    }

    override init() {
        super.init()
        badge.addObserver(self, forKeyPath: #keyPath(UIView.hidden), options: [.new, .old], context: nil)
    }

    deinit {
        badge.removeObserver(self, forKeyPath: "hidden")
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if context == &buttonContext, let frame = change?[.newKey] as? CGRect {
            lastButtonFrame = frame
            chromeLayouts += 1
        } else if keyPath == "hidden", let hidden = change?[.newKey] as? Bool {
            badgeChanges.append(hidden)
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
