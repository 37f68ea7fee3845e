// Keyframe weights at a time: which values take part and with what weight. The cubic modes evaluate a
// cubic Hermite segment whose Kochanek–Bartels tangents are linear in the neighbouring values, so the
// result is a fixed combination of values i−1, i, i+1, i+2 (clamped to the valid range).

extension KeyframeTiming {
    /// The values and weights that make up the interpolated value at time `t` (fraction of the duration;
    /// clamped to [0, 1]). linear/paced: (i, 1−u), (i+1, u); discrete: the held value; cubic/cubicPaced:
    /// four terms over values i−1, i, i+1, i+2 with indices clamped to [0, valueCount−1] (end values
    /// duplicated, duplicates left as separate terms). Weights sum to 1; nothing is allocated.
    package func weights(at t: Double) -> KeyframeWeights {
        switch valueCount {
        case 0: return .empty
        case 1: return .single(0)
        default: break
        }
        let (segment, u) = locate(t)
        switch mode {
        case .discrete:
            return .single(segment)
        case .linear, .paced:
            return KeyframeWeights(count: 2, indices: (segment, segment + 1, 0, 0), weights: (1 - u, u, 0, 0))
        case .cubic, .cubicPaced:
            return cubicWeights(segment: segment, u: u)
        }
    }

    /// Hermite segment from value i to i+1 with the outgoing tangent at i and the incoming one at i+1:
    /// outgoing_i = a·Δ−_i + b·Δ+_i, a = (1−T)(1+C)(1+B)/2, b = (1−T)(1−C)(1−B)/2;
    /// incoming_j = c·Δ−_j + d·Δ+_j, c = (1−T)(1−C)(1+B)/2, d = (1−T)(1+C)(1−B)/2.
    private func cubicWeights(segment i: Int, u: Double) -> KeyframeWeights {
        let j = i + 1
        let a = (1 - tension[i]) * (1 + continuity[i]) * (1 + bias[i]) / 2
        let b = (1 - tension[i]) * (1 - continuity[i]) * (1 - bias[i]) / 2
        let c = (1 - tension[j]) * (1 - continuity[j]) * (1 + bias[j]) / 2
        let d = (1 - tension[j]) * (1 + continuity[j]) * (1 - bias[j]) / 2
        let u2 = u * u
        let u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        let h11 = u3 - u2
        let last = valueCount - 1
        return KeyframeWeights(
            count: 4,
            indices: (max(i - 1, 0), i, j, min(j + 1, last)),
            weights: (
                -h10 * a,
                h00 + h10 * (a - b) - h11 * c,
                h01 + h10 * b + h11 * (c - d),
                h11 * d
            )
        )
    }
}
