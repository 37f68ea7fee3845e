// The codes of the table-view misuse Passage handles (UIKit raises or logs on most of these): each is raised on
// the frame loop of the table view misused and logged.
import PassageCore

extension Diagnostic.Code {
    /// `numberOfRows(inSection:)` of a section the table view does not have (0).
    public static let tableSectionOutOfRange = Self(rawValue: "table-section-out-of-range")
    /// A row height that is negative or not finite, and not `automaticDimension` (0 is used).
    public static let tableRowHeightInvalid = Self(rawValue: "table-row-height-invalid")
    /// `rectForRow`, `selectRow` or `scrollToRow` of a row the table view does not have (ignored).
    public static let tableRowNotFound = Self(rawValue: "table-row-not-found")
    /// `register` with a class that is not a cell (or header-footer view) subclass (ignored).
    public static let tableRegisterClassMismatch = Self(rawValue: "table-register-class-mismatch")
    /// `dequeueReusableCell(withIdentifier:for:)` of an identifier with no registered class (a default cell).
    public static let tableDequeueUnregisteredCell = Self(rawValue: "table-dequeue-unregistered-cell")
    /// A batch update whose changes contradict the data source's new counts (the table reloads instead).
    public static let tableBatchUpdateInconsistent = Self(rawValue: "table-batch-update-inconsistent")
    /// A content view given a configuration of a type it cannot show (the old one is kept).
    public static let contentConfigurationUnsupported = Self(rawValue: "content-configuration-unsupported")
    /// A `UITableViewController` subclass that does not override `tableView(_:cellForRowAt:)` (an empty cell).
    public static let cellForRowNotOverridden = Self(rawValue: "cell-for-row-not-overridden")
    /// A diffable data source's cell provider returned nil (an empty cell is shown).
    public static let diffableCellProviderReturnedNil = Self(rawValue: "diffable-cell-provider-returned-nil")
    /// A snapshot given an identifier twice, or an identifier it does not have (the change is ignored).
    public static let snapshotIdentifierInvalid = Self(rawValue: "snapshot-identifier-invalid")
}
