// The error thrown for keyframe timing input that Core Animation documents as invalid.
// Invariant: `description` names the offending field and states what was expected and what was found.

/// Invalid keyframe timing input, e.g. decreasing `keyTimes` or a count that does not match the values.
package struct KeyframeTimingError: Error, CustomStringConvertible, Equatable {
    /// The parameter at fault: "valueCount", "keyTimes", "segmentLengths", "segmentTimingFunctions",
    /// "tension", "continuity" or "bias".
    package let field: String
    /// A readable explanation, e.g. "keyTimes must be non-decreasing, but keyTimes[2] = 0.3 < keyTimes[1] = 0.5".
    package let description: String

    /// Creates an error for `field` with a full message.
    package init(field: String, _ description: String) {
        self.field = field
        self.description = description
    }
}
