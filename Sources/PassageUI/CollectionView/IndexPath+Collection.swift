// The index-path conveniences UIKit adds to Foundation's IndexPath: an item (or row) in a section.
import Foundation

extension IndexPath {
    /// Creates the index path of `item` in `section` (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. Reading it from an index path with fewer than two indexes is a
    /// programming error, as in UIKit.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// Creates the index path of `row` in `section` (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row within the section: the second index (the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
