// A fixed-size linear combination of keyframe values: the interpolated value is Σ weights[j]·values[indices[j]]
// over the first `count` terms. Invariants: 0 ≤ count ≤ 4; the used weights sum to 1; unused slots hold
// index 0 and weight 0. Indices may repeat (the cubic modes duplicate the end values); terms are not merged.

/// The keyframe values and weights whose weighted sum is the interpolated value at one instant.
/// Stored inline (tuples), so computing it never allocates.
package struct KeyframeWeights: Sendable, Equatable {
    /// Number of terms in use: 0 (no values), 1 (discrete or a single value), 2 (linear, paced) or 4 (cubic).
    package var count: Int
    /// Indices into the values array for each term; only the first `count` are meaningful.
    package var indices: (Int, Int, Int, Int)
    /// Weight of each term; only the first `count` are meaningful and they sum to 1.
    package var weights: (Double, Double, Double, Double)

    /// Creates weights; unused slots should be index 0 and weight 0.
    package init(count: Int, indices: (Int, Int, Int, Int), weights: (Double, Double, Double, Double)) {
        self.count = count
        self.indices = indices
        self.weights = weights
    }

    /// No terms (there are no values).
    package static let empty = KeyframeWeights(count: 0, indices: (0, 0, 0, 0), weights: (0, 0, 0, 0))

    /// A single value at full weight.
    package static func single(_ index: Int) -> KeyframeWeights {
        KeyframeWeights(count: 1, indices: (index, 0, 0, 0), weights: (1, 0, 0, 0))
    }

    /// The term at `position` (0..<count) as (index, weight).
    package subscript(position: Int) -> (index: Int, weight: Double) {
        switch position {
        case 0: return (indices.0, weights.0)
        case 1: return (indices.1, weights.1)
        case 2: return (indices.2, weights.2)
        default: return (indices.3, weights.3)
        }
    }

    /// Σ weight·value(index) over the used terms (0 when there are none); `value` maps an index to a value.
    package func interpolate(_ value: (Int) -> Double) -> Double {
        var sum = 0.0
        for position in 0..<count {
            let term = self[position]
            sum += term.weight * value(term.index)
        }
        return sum
    }

    /// Equal when the used terms are equal.
    package static func == (lhs: KeyframeWeights, rhs: KeyframeWeights) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}
