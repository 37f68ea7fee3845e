import UIKit

/// What the porter cannot convert: each is reported with its line.
final class LegacyTransitionHelper: NSObject {
    @objc dynamic var progress: CGFloat = 0
    private var observation: NSKeyValueObservation?

    func watch(_ view: UIView) {
        observation = observe(\.progress, options: [.new]) { _, _ in }
        let action = NSSelectorFromString("reveal")
        _ = action
        let item = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(done))
        _ = item
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(done), userInfo: view, repeats: false)
    }

    @objc func done() {}
}
