import UIKit

/// A menu animator in the style of menu-transition libraries: it follows its button by key-value observing and
/// lays out its chrome again whenever the button moves or its badge shows or hides.
final class MenuChromeTracker: NSObject {
    /// The key-value observations this class made, by key path (releasing one stops it).
    private var keyValueObservations: [String: [NSKeyValueObservation]] = [:]
    private var buttonContext = 0
    private(set) var chromeLayouts = 0
    private(set) var lastButtonFrame: CGRect = .zero
    private(set) var badgeChanges: [Bool] = []
    let badge = UIView()

    var menuButton: UIButton? {
        willSet {
            keyValueObservations["frame"] = nil
        }
        didSet {
            if let observation = menuButton?.observe(\.frame, options: [.new], changeHandler: { [weak self] object, change in
                guard let self else { return }
                self.observeValue(forKeyPath: "frame", of: object, change: change.keyValueChangeDictionary, context: &buttonContext)
            }) {
                keyValueObservations["frame", default: []].append(observation)
            }
        }
    }

    override init() {
        super.init()
        keyValueObservations["hidden", default: []].append(badge.observe(\.isHidden, options: [.new, .old]) { [weak self] object, change in
            guard let self else { return }
            self.observeValue(forKeyPath: "hidden", of: object, change: change.keyValueChangeDictionary, context: nil)
        })
    }

    deinit {
        keyValueObservations["hidden"] = nil
    }

    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if context == &buttonContext, let frame = change?[.newKey] as? CGRect {
            lastButtonFrame = frame
            chromeLayouts += 1
        } else if keyPath == "hidden", let hidden = change?[.newKey] as? Bool {
            badgeChanges.append(hidden)
        } else {
        }
    }
}
