// An animation through a list of values, or along a path.
import Foundation

/// Animates a property through `values` (or a point property along `path`) at `keyTimes`, interpolated by
/// `calculationMode` (Core Animation's `CAKeyframeAnimation`).
///
/// Invalid key times (wrong count, decreasing, outside 0…1) are reported through the diagnostic log and
/// replaced by evenly spaced ones, so the animation still runs.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// A path for point properties; overrides `values`. Every vertex of the path is a keyframe.
    public var path: CGPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration; nil spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes (one fewer than the values).
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe for the cubic modes (default 0).
    public var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes (default 0).
    public var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes (default 0).
    public var biasValues: [NSNumber]?
    /// Whether a layer moved along `path` turns to follow it. Default nil (no rotation).
    public var rotationMode: CAAnimationRotationMode?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    package override func makeEvaluator(for layer: CALayer, timing: MediaTimingParameters) -> AnimationEvaluator? {
        guard let property = resolvedProperty(on: layer) else { return nil }
        let source: KeyframeEvaluator.Source
        if let path {
            guard property.kind == .point else {
                diagnose(
                    .keyframePathNeedsPointKeyPath, .warning,
                    "CAKeyframeAnimation.path needs a point key path such as 'position', not '\(property.keyPath)'; it does nothing"
                )
                return nil
            }
            source = .path(PathKeyframes(path))
        } else {
            var typed: [AnimationValue] = []
            for (index, value) in (values ?? []).enumerated() {
                guard let value = typedValue(value, field: "values[\(index)]", for: property) else { return nil }
                typed.append(value)
            }
            guard !typed.isEmpty else {
                diagnose(
                    .keyframeAnimationWithoutValues, .warning,
                    "CAKeyframeAnimation of '\(property.keyPath)' has neither values nor a path; it does nothing")
                return nil
            }
            source = .values(typed)
        }
        return KeyframeEvaluator(
            timing: timing, property: property, source: source, schedule: schedule(for: source),
            curve: progressCurve, isPaced: calculationMode == .paced || calculationMode == .cubicPaced,
            rotationMode: rotationMode, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    private func schedule(for source: KeyframeEvaluator.Source) -> KeyframeTiming {
        let mode: KeyframeCalculationMode =
            switch calculationMode {
            case .discrete: .discrete
            case .paced: .paced
            case .cubic: .cubic
            case .cubicPaced: .cubicPaced
            default: .linear
            }
        let count = source.count
        let lengths: [Double] =
            switch source {
            case .path(let path): path.segmentLengths
            case .values(let values): zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            }
        func numbers(_ array: [NSNumber]?) -> [Double]? { array?.map(\.doubleValue) }
        do {
            return try KeyframeTiming(
                mode: mode, valueCount: count, keyTimes: numbers(keyTimes), segmentLengths: lengths,
                segmentTimingFunctions: timingFunctions, tension: numbers(tensionValues),
                continuity: numbers(continuityValues), bias: numbers(biasValues))
        } catch {
            diagnose(
                .keyframeTimingInvalid, .warning,
                "CAKeyframeAnimation of '\(keyPath ?? "")': \(error.description); using evenly spaced key times")
            return
                (try? KeyframeTiming(
                    mode: mode, valueCount: count, keyTimes: nil, segmentLengths: lengths,
                    segmentTimingFunctions: nil, tension: nil, continuity: nil, bias: nil))
                ?? (try! KeyframeTiming(
                    mode: .linear, valueCount: count, keyTimes: nil, segmentLengths: nil,
                    segmentTimingFunctions: nil, tension: nil, continuity: nil, bias: nil))
        }
    }
}

/// Evaluates a keyframe animation: the schedule gives weights of neighbouring keyframes, combined here.
package final class KeyframeEvaluator: AnimationEvaluator {
    enum Source {
        case values([AnimationValue])
        case path(PathKeyframes)

        var count: Int {
            switch self {
            case .values(let values): values.count
            case .path(let path): path.keyframeCount
            }
        }
    }

    package let timing: MediaTimingParameters
    let property: AnimatableProperty
    let source: Source
    let schedule: KeyframeTiming
    let curve: ProgressCurve
    /// Whether path points are placed by arc length (paced modes) rather than by curve parameter.
    let isPaced: Bool
    let rotationMode: CAAnimationRotationMode?
    let isAdditive: Bool
    let isCumulative: Bool
    package var touchesObjects: Bool { property.touchesObjects }
    /// Decompositions of transform keyframes, made once for the cubic modes.
    private let decomposed: [DecomposedTransform3D]?
    /// For transform keyframes, the interpolation from value i to value i+1, set up once (linear and paced
    /// modes blend one segment per frame).
    private let segments: [TransformInterpolation]?
    /// The transform field to store a segment's blend into directly, when the write is absolute and not
    /// cumulative (the property's plain field).
    private let directTransformField: Int?

    init(
        timing: MediaTimingParameters, property: AnimatableProperty, source: Source, schedule: KeyframeTiming,
        curve: ProgressCurve, isPaced: Bool, rotationMode: CAAnimationRotationMode?, isAdditive: Bool,
        isCumulative: Bool
    ) {
        self.timing = timing
        self.isPaced = isPaced
        self.property = property
        self.source = source
        self.schedule = schedule
        self.curve = curve
        self.rotationMode = rotationMode
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        if case .values(let values) = source, property.kind == .transform {
            let parts = values.compactMap { value -> DecomposedTransform3D? in
                guard case .transform(let t) = value else { return nil }
                return DecomposedTransform3D(t)
            }
            decomposed = parts.count == values.count ? parts : nil
            let transforms = values.compactMap { value -> CATransform3D? in
                guard case .transform(let t) = value else { return nil }
                return t
            }
            segments =
                transforms.count == values.count
                ? zip(transforms, transforms.dropFirst()).map { TransformInterpolation(from: $0, to: $1) } : nil
        } else {
            decomposed = nil
            segments = nil
        }
        if !isAdditive, !isCumulative, case .transform(let offset)? = property.plainField {
            directTransformField = offset
        } else {
            directTransformField = nil
        }
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues) {
        guard let fraction = visibleFraction(at: t) else { return }
        let progress = min(max(curve.progress(fraction), 0), 1)
        switch source {
        case .path(let path):
            applyPath(path, progress: progress, to: &props)
        case .values(let values):
            let weights = schedule.weights(at: progress)
            // One segment's blend, stored straight into the transform: what combine + apply would write.
            if let directTransformField, let segments, weights.count == 2, weights.indices.1 == weights.indices.0 + 1 {
                let transform = segments[weights.indices.0].value(at: weights.weights.1)
                return PlainField.store(transform, at: directTransformField, in: &props)
            }
            var value = combine(values, weights)
            if isCumulative, let last = values.last, let step = last.subtracting(values[0]) {
                value = step.scaled(by: iteration(at: t)).added(to: value)
            }
            property.apply(value, to: &props, additive: isAdditive)
        }
    }

    /// The compiled form of a linear or paced animation of a whole transform through fixed values, stored
    /// absolutely: the one-segment blend `apply` takes, with the key times and segment blends in `pools`.
    package func compiled(into pools: inout CompiledAnimationPools) -> CompiledAnimation? {
        guard let directTransformField, let segments, case .values(let values) = source, schedule.valueCount >= 2,
            schedule.mode == .linear || schedule.mode == .paced, schedule.segmentTimingFunctions == nil
        else { return nil }
        let keyTimes = pools.keyTimes.count..<pools.keyTimes.count + schedule.keyTimes.count
        pools.keyTimes += schedule.keyTimes
        let transforms = values.compactMap { value -> CATransform3D? in
            guard case .transform(let transform) = value else { return nil }
            return transform
        }
        let firstSegment = pools.blends(through: transforms) { segments }
        return CompiledAnimation(
            timing: timing, curve: curve,
            action: .transformKeyframes(
                keyTimes: keyTimes, firstSegment: firstSegment,
                field: .transform(directTransformField)))
    }

    private func applyPath(_ path: PathKeyframes, progress: Double, to props: inout LayerValues) {
        guard path.segmentCount > 0 else { return }
        let (segment, located) = schedule.locate(progress)
        let index = min(segment, path.segmentCount - 1)
        // Discrete mode holds keyframe `segment`, which for the last vertex is past the last segment: its end.
        let local = segment > index ? 1 : located
        let point =
            isPaced ? path.point(segment: index, distanceFraction: local) : path.point(segment: index, fraction: local)
        property.apply(.point(point), to: &props, additive: isAdditive)
        if let rotationMode {
            var angle = path.tangentAngle(segment: index, fraction: local)
            if rotationMode == .rotateAutoReverse { angle += .pi }
            props.properties.transform = CATransform3DConcat(
                CATransform3DMakeRotation(angle, 0, 0, 1), props.properties.transform)
        }
    }

    /// Σ weight·value over the weights' terms, without allocating: one value, one segment's interpolation,
    /// or (cubic) a weighted sum; discrete values and undecomposable transforms take the heaviest term.
    private func combine(_ values: [AnimationValue], _ w: KeyframeWeights) -> AnimationValue {
        if w.count == 1 { return values[w.indices.0] }
        if w.count == 2 {
            let (i, j, u) = (w.indices.0, w.indices.1, w.weights.1)
            if let segments, j == i + 1 { return .transform(segments[i].value(at: u)) }
            return values[i].interpolated(to: values[j], fraction: u)
        }
        switch values[0] {
        case .transform:
            guard let decomposed else { return values[heaviestIndex(w)] }
            let terms = (0..<w.count).lazy.map { (decomposed[w[$0].index], w[$0].weight) }
            return .transform(DecomposedTransform3D.weightedSum(terms).recomposed())
        case .discrete:
            return values[heaviestIndex(w)]
        default:
            var sum = values[w.indices.0].scaled(by: w.weights.0)
            for position in 1..<w.count {
                let term = w[position]
                sum = values[term.index].scaled(by: term.weight).added(to: sum)
            }
            return sum
        }
    }

    /// The index of the first term with the largest weight.
    private func heaviestIndex(_ w: KeyframeWeights) -> Int {
        var best = w[0]
        for position in 1..<w.count where best.weight < w[position].weight { best = w[position] }
        return best.index
    }
}
