// The list a ported class keeps its block observers in: removing by name and object removes from the center what
// `removeObserver(_:name:object:)` removed of a selector observer, and forgets it, so adding and removing on
// every appearance (as a keyboard-following sheet does) never grows the list.
import Foundation
import XCTest

@testable import PassageCore

final class NotificationObserversTests: XCTestCase {
    private let show = Notification.Name("Show")
    private let hide = Notification.Name("Hide")

    /// A counter the observers' blocks (which must be Sendable) add to.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    /// Adding and removing by name a hundred times leaves nothing: the list does not grow, and the center calls
    /// no removed block.
    func testAddingAndRemovingByNameNeverGrows() {
        let center = NotificationCenter()
        let observers = NotificationObservers()
        let counter = Counter()
        for _ in 0..<100 {
            observers.addObserver(to: center, forName: show, object: nil) { _ in counter.increment() }
            observers.addObserver(to: center, forName: hide, object: nil) { _ in counter.increment() }
            observers.removeObservers(from: center, name: show, object: nil)
            observers.removeObservers(from: center, name: hide, object: nil)
        }
        XCTAssertEqual(observers.count, 0)
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        XCTAssertEqual(counter.count, 0)
    }

    /// Removing by name removes only that name's observers; a nil name removes all of the center's.
    func testRemovingByNameKeepsTheOtherNames() {
        let center = NotificationCenter()
        let observers = NotificationObservers()
        let counter = Counter()
        observers.addObserver(to: center, forName: show, object: nil) { _ in counter.increment() }
        observers.addObserver(to: center, forName: hide, object: nil) { _ in counter.increment() }
        observers.removeObservers(from: center, name: show)
        XCTAssertEqual(observers.count, 1)
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        XCTAssertEqual(counter.count, 1)
        observers.removeObservers(from: center)
        XCTAssertEqual(observers.count, 0)
        center.post(name: hide, object: nil)
        XCTAssertEqual(counter.count, 1)
    }

    /// Removing for an object removes the observers added for that object only, as the center matched a selector
    /// observer's object; another center's observers stay.
    func testRemovingByObjectAndCenterMatchesOnlyThose() {
        let center = NotificationCenter()
        let other = NotificationCenter()
        let observers = NotificationObservers()
        let first = NSObject()
        let second = NSObject()
        let counter = Counter()
        observers.addObserver(to: center, forName: show, object: first) { _ in counter.increment() }
        observers.addObserver(to: center, forName: show, object: second) { _ in counter.increment() }
        observers.addObserver(to: other, forName: show, object: first) { _ in counter.increment() }
        observers.removeObservers(from: center, name: show, object: first)
        XCTAssertEqual(observers.count, 2)
        center.post(name: show, object: first)
        center.post(name: show, object: second)
        other.post(name: show, object: first)
        XCTAssertEqual(counter.count, 2)
        observers.removeAll()
        XCTAssertEqual(observers.count, 0)
        other.post(name: show, object: first)
        XCTAssertEqual(counter.count, 2)
    }
}
