// Test helpers for keyframe timing: build a KeyframeTiming tersely and interpolate sample values.
@testable import PassageCore

func makeKeyframes(
    _ mode: KeyframeCalculationMode, count: Int, keyTimes: [Double]? = nil, lengths: [Double]? = nil,
    functions: [CAMediaTimingFunction]? = nil, tension: [Double]? = nil, continuity: [Double]? = nil,
    bias: [Double]? = nil
) throws -> KeyframeTiming {
    try KeyframeTiming(
        mode: mode, valueCount: count, keyTimes: keyTimes, segmentLengths: lengths,
        segmentTimingFunctions: functions, tension: tension, continuity: continuity, bias: bias)
}

extension KeyframeTiming {
    /// The interpolated value over `values` at time t.
    func value(at t: Double, of values: [Double]) -> Double {
        weights(at: t).interpolate { values[$0] }
    }
}

extension KeyframeWeights {
    /// Sum of the used weights.
    var total: Double { interpolate { _ in 1 } }
}
