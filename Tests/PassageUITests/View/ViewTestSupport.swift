// Shared helpers for the view tests: a view that records its hooks and layout calls, and rect assertions.
import Foundation
import PassageUI
import XCTest

/// A view that appends "name.event" to a shared log for every hook and layout call.
@MainActor
final class RecordingView: UIView {
    let name: String
    let log: EventLog
    /// Extra work done in `layoutSubviews`, after logging.
    var onLayout: (() -> Void)?

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.add("\(name).willMoveToSuperview(\(label(newSuperview)))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview(\(label(subview)))") }
    override func layoutSubviews() {
        log.add("\(name).layoutSubviews")
        onLayout?()
    }
    override func tintColorDidChange() { log.add("\(name).tintColorDidChange") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? RecordingView)?.name ?? "window"
    }
}

/// An ordered list of recorded events, shared by several views.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func clear() { events.removeAll() }
}

/// Asserts two rects are equal within `accuracy` points on every edge.
func assertRect(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}

/// Asserts two points are equal within `accuracy` points.
func assertPoint(
    _ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}
