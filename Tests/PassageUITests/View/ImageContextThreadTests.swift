// The image-context functions are callable from any thread, as UIKit documents: each thread has its own stack
// of contexts, so a background thread's drawing never becomes the main thread's current context.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

final class ImageContextThreadTests: XCTestCase {
    /// On a background thread, begin / draw / get / end work on that thread's own stack (scale 0 there means 1),
    /// and the main thread's current context is untouched.
    func testImageContextsWorkOnABackgroundThread() {
        let done = expectation(description: "background drawing")
        final class Result: @unchecked Sendable {
            var size = CGSize.zero
            var scale: CGFloat = 0
            var commands = 0
            var contextAfterEnd = true
        }
        let result = Result()
        let thread = Thread {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), true, 0)
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            result.commands = UIGraphicsGetCurrentContext()?.displayList.commands.count ?? 0
            UIGraphicsEndImageContext()
            result.size = image?.size ?? .zero
            result.scale = image?.scale ?? 0
            result.contextAfterEnd = UIGraphicsGetCurrentContext() != nil
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(result.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(result.scale, 1)
        XCTAssertEqual(result.commands, 1)
        XCTAssertFalse(result.contextAfterEnd)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }
}
